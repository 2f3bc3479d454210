import type { VenuesData } from './venues.data.ts';
import { displayPhone, site, telHref } from '../../config/site';
import { Icon } from '../../ui/Icon';
import { Heading, type HeadingLevel } from '../../ui/Heading';
import cardGrid from '../../ui/card-grid.module.css';
import styles from './ExamVenues.module.css';

/**
 * The entrance examination venues, one card each, from a venues data file. MDX:
 * import venues from './_venues.venues.yml'
 * <ExamVenues data={venues} />
 */
export function ExamVenues({ data, headingLevel }: { data: VenuesData; headingLevel?: HeadingLevel }) {
  return (
    <ul className={`${cardGrid.grid} ${styles.grid}`} aria-label="Examination venues">
      {data.venues.map((venue) => (
        <li key={`${venue.city} ${venue.name}`} className={styles.card}>
          <Heading level={headingLevel} className={styles.city}>
            <Icon name="map-pin" size={20} className={styles.pin} />
            {venue.city}
          </Heading>
          <p className={styles.name}>{venue.name}</p>
          <address className={styles.address}>
            {venue.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </li>
      ))}
    </ul>
  );
}

/**
 * The numbers to call to schedule an examination (from src/config/site.ts), as tap-to-call links. MDX:
 * <ExamPhones />
 */
export function ExamPhones() {
  return (
    <ul className={styles.phones} aria-label="Phone numbers to schedule an examination">
      {site.examPhones.map((phone) => (
        <li key={phone}>
          <a href={telHref(phone)} className={styles.phone}>
            <Icon name="phone" size={20} />
            <span>
              <span className="visually-hidden">Call </span>
              {displayPhone(phone)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

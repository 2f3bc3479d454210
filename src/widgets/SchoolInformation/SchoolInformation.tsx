import { site } from '../../config/site';
import { Icon } from '../../layout/Icon';
import { SmartLink } from '../../layout/SmartLink';
import styles from './SchoolInformation.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The contact facts beside the enquiry form: address, admissions e-mail and phone, admission
 * hours and school tours, all from src/config/site.ts. MDX: <SchoolInformation />
 */
export function SchoolInformation({ title = 'School Information' }: { title?: string }) {
  const { address } = site;
  return (
    <section className={styles.panel} aria-labelledby="school-information-title">
      <h2 id="school-information-title" className={styles.title}>
        {title}
      </h2>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon name="map-pin" size={18} />
            Address
          </dt>
          <dd className={styles.detail}>
            <address>
              {address.street}
              <br />
              {address.locality}, {address.region}, {address.country}
            </address>
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon name="mail" size={18} />
            Admissions e-mail
          </dt>
          <dd className={styles.detail}>
            <a href={`mailto:${site.email.admissions}`}>{site.email.admissions}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon name="phone" size={18} />
            Admissions phone
          </dt>
          <dd className={styles.detail}>
            <a href={telHref(site.admissionsPhone)}>{site.admissionsPhone}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon name="clock" size={18} />
            Admission hours
          </dt>
          {site.admissionHours.map(({ days, hours }) => (
            <dd key={days} className={styles.detail}>
              {days}: {hours}
            </dd>
          ))}
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Icon name="calendar" size={18} />
            School tours
          </dt>
          <dd className={styles.detail}>
            {site.schoolTours}{' '}
            <SmartLink href="/about/contact-us?type=School%20Tour#inquiry-form">Book a school tour</SmartLink>
          </dd>
        </div>
      </dl>
    </section>
  );
}

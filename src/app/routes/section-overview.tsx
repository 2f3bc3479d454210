import { useLocation } from 'react-router';
import { siteContent as content } from '../../content/reading/site-content';
import { findPage, sectionPages } from '../../content/nav/nav';
import { LinkCard, LinkCards, MenuLinks, NextDatesList } from '#site/section-overview.ts';
import type { CalendarData } from '../../content/facts/calendar';
// The school's one term calendar (checked by the build like every data file).
import calendar from '../../../pages/_school.calendar.yml';
import styles from './section-overview.module.css';

/**
 * A section's overview page (/admission, /about, …; src/content/listings/section-overviews.ts): the
 * description from its _meta.yml, then each of its pages, in menu order, with its description,
 * and the section's other links (portals). The layout gives the heading and the breadcrumb.
 */
export default function SectionOverview() {
  const page = findPage(content, useLocation().pathname);
  const section = content.sections.find((s) => s.slug === page?.section);
  if (!page || !section) return null;
  const pages = sectionPages(content, section.slug);
  return (
    <>
      <p className={styles.intro}>{page.description}</p>
      {section.nextDates && (
        <section aria-labelledby="overview-next-dates">
          <h2 id="overview-next-dates">Next dates</h2>
          <NextDatesList data={calendar as CalendarData} count={section.nextDates} />
        </section>
      )}
      <LinkCards label={`Pages in ${section.label}`}>
        {pages.map((p) => (
          <LinkCard key={p.path} href={p.path} title={p.label}>
            <p>{p.description}</p>
          </LinkCard>
        ))}
      </LinkCards>
      {section.links.length > 0 && (
        <>
          <h2>Online services</h2>
          <ul className={styles.services}>
            <MenuLinks links={section.links} iconClassName={styles.external} />
          </ul>
        </>
      )}
    </>
  );
}

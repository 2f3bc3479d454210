/** Every section of the site and its pages, as links: what /search offers without JavaScript. */
import { useId } from 'react';
import { sectionPages } from '../../content/nav/nav';
import type { SiteContent } from '../../content/nav/types';
import styles from './SearchResults.module.css';

export function SiteTopics({ content }: { content: SiteContent }) {
  const titleId = useId();
  const sections = content.sections
    .map((section) => ({ section, pages: sectionPages(content, section.slug) }))
    .filter(({ pages }) => pages.length > 0);
  return (
    <section aria-labelledby={titleId} className={styles.browse}>
      <h2 id={titleId} className={styles.browseTitle}>
        All topics
      </h2>
      <div className={styles.sections}>
        {sections.map(({ section, pages }) => (
          <div key={section.slug}>
            <h3 className={styles.sectionTitle}>{section.label}</h3>
            <ul className={styles.pages}>
              {pages.map((page) => (
                <li key={page.path}>
                  <a href={page.path}>{page.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

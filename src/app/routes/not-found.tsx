import { siteContent as content } from '../../content/reading/site-content';
import { schoolSite as site } from '#site/prerender.ts';
import type { PageHandle } from '../../islands/page-handle';
import styles from './not-found.module.css';
import { MAIN_CONTENT_ID } from '#site/index.ts';

const sectionPrefixes = content.sections.map((s) => `/${s.slug}/`);

export function meta() {
  return [{ title: `Page not found | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The outer catch-all: the 404 page (prerendered as dist/404.html, which static hosts answer
 * every unknown path with). An unknown path inside a section goes to the home page instead:
 * the boot script (src/islands/boot.ts) reads the section prefixes from `data-home-for`, so it
 * is wanted at once here, not after the first paint.
 */
export const handle: PageHandle = { islands: false, bootAtOnce: true };

export default function NotFound() {
  return (
    <main id={MAIN_CONTENT_ID} className={styles.page} data-home-for={sectionPrefixes.join(' ')}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Oops! Page Not Found</h1>
      <p>We couldn't find the page you were looking for. It might have been moved or doesn't exist.</p>
      <ul className={styles.hints}>
        <li>Check the URL</li>
        <li>Navigate to homepage</li>
        <li>Try again later</li>
      </ul>
      <p className={styles.actions}>
        <a href="/" className={styles.primary}>
          Back to Homepage
        </a>
        <a href="/" className={styles.secondary}>
          Previous Page
        </a>
      </p>
    </main>
  );
}

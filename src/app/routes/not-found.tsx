import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { siteContent as content } from '../../content/site-content';
import { site } from '../../config/site';
import styles from './not-found.module.css';

const sectionPrefixes = content.sections.map((s) => `/${s.slug}/`);

/** True for an unknown path inside one of the menu sections (those go to the home page). */
export const isUnderSection = (pathname: string) => sectionPrefixes.some((prefix) => pathname.startsWith(prefix));

export function meta() {
  return [{ title: `Page not found | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The outer catch-all: the 404 page (prerendered as dist/404.html). An unknown path
 * inside a section redirects home instead; the page itself renders identically on
 * the server and in the browser so hydration stays clean, then redirects.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isUnderSection(pathname)) navigate('/', { replace: true });
  }, [pathname, navigate]);

  return (
    <main id="main-content" className={styles.page}>
      <p className={styles.code} aria-hidden="true">404</p>
      <h1>Oops! Page Not Found</h1>
      <p>We couldn't find the page you were looking for. It might have been moved or doesn't exist.</p>
      <ul className={styles.hints}>
        <li>Check the URL</li>
        <li>Navigate to homepage</li>
        <li>Try again later</li>
      </ul>
      <p className={styles.actions}>
        <Link to="/" className={styles.primary}>Back to Homepage</Link>
        <Link to="/" className={styles.secondary}>Previous Page</Link>
      </p>
    </main>
  );
}

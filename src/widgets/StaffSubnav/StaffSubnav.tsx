import { useLocation } from 'react-router';
import { siteContent } from '../../content/site-content';
import { findPage, sectionPages } from '../../content/nav';
import { SmartLink } from '../../layout/SmartLink';
import styles from './StaffSubnav.module.css';

/**
 * Links to every page of this page's section (the four staff pages), the current one marked.
 * Labels are the pages' menu labels. MDX: <StaffSubnav />
 */
export function StaffSubnav({ label = 'Staff profiles', section = 'staff-profile' }: { label?: string; section?: string }) {
  const { pathname } = useLocation();
  const current = findPage(siteContent, pathname);
  const pages = sectionPages(siteContent, current?.section ?? section);
  return (
    <nav aria-label={label} className={styles.nav} data-print="hide">
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.path}>
            <SmartLink href={page.path} className={styles.link} aria-current={page.path === current?.path ? 'page' : undefined}>
              {page.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

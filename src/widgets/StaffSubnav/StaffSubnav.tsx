import { siteContent } from '../../content/reading/site-content';
import { findPage, sectionPages } from '../../content/nav/nav';
import { SmartLink } from '../../ui/SmartLink';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './StaffSubnav.module.css';

/**
 * Links to every page of this page's section (the four staff pages), the current one marked.
 * Labels are the pages' menu labels. The build passes `pagePath`, the page the widget is on
 * (src/mdx/remark-widget-page-path.node.ts), so no router is needed. MDX: <StaffSubnav />
 */
export function StaffSubnav({ label = 'Staff profiles', section = 'staff-profile', pagePath }: WidgetProps<typeof widgets, 'StaffSubnav'>) {
  const current = pagePath === undefined ? undefined : findPage(siteContent, pagePath);
  const pages = sectionPages(siteContent, current?.section ?? section);
  return (
    <nav aria-label={label} className={styles.nav} data-print="hide">
      <ul className={`${styles.list} overflow-fade-x`}>
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

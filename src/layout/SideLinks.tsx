import type { NavLink } from '../content/nav/types';
import { SmartLink } from '../ui/SmartLink';
import styles from './SideLinks.module.css';

/** The side list of a section's pages (or a page's own list), current page marked. */
export function SideLinks({ title, links, currentPath }: { title: string; links: NavLink[]; currentPath: string }) {
  return (
    <nav aria-label={`${title}: pages`} className={styles.side} data-print="hide">
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={styles.link} aria-current={link.href === currentPath ? 'page' : undefined}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { Crumb } from '../content/nav/nav';
import { anchorStyles } from './anchor';
import { Icon } from '../ui/Icon';
import styles from './Breadcrumbs.module.css';

/**
 * Home › Section › Page. A crumb with siblings opens a drop-down of them: an auto popover, so a
 * second press, a press outside or Escape closes it without script. Browsers without popovers
 * show that crumb as a link to the section's overview page (/admission…) instead.
 */
export function Breadcrumbs({ crumbs, currentPath }: { crumbs: Crumb[]; currentPath: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.bar} data-print="hide">
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const listId = `crumb-menu-${index}`;
          const anchor = anchorStyles(listId);
          return (
            <li key={`${index}-${crumb.path}`} className={styles.crumb}>
              {index > 0 && <Icon name="chevron-right" size={14} className={styles.separator} />}
              {last ? (
                <a href={crumb.path} aria-current="page" className={styles.current}>
                  {crumb.label}
                </a>
              ) : crumb.siblings?.length ? (
                <>
                  <a href={crumb.path} className={`${styles.link} ${styles.withoutPopover}`}>
                    {crumb.label}
                  </a>
                  <button type="button" className={styles.button} popoverTarget={listId} style={anchor.anchor}>
                    {crumb.label}
                    <Icon name="chevron-down" size={14} className={styles.chevron} />
                  </button>
                  <ul id={listId} popover="auto" className={styles.dropdown} style={anchor.positioned}>
                    {crumb.siblings.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} className={styles.link} aria-current={link.href === currentPath ? 'page' : undefined}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <a href={crumb.path} className={styles.link}>
                  {index === 0 && <Icon name="home" size={16} />}
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

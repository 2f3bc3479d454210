import type { MenuGroup } from '../content/nav/nav';
import { anchorStyles } from './anchor';
import { Icon } from '../ui/Icon';
import { isInSection, MenuLinks } from './MenuLinks';
import styles from './DesktopMenu.module.css';

/**
 * The menu bar from 1280px: a button and a drop-down per group, with no script. Each drop-down is
 * an auto popover, so the browser keeps at most one open, closes it on a second press, a press
 * outside or Escape (focus back on the button), and tells screen readers whether it is expanded.
 * Choosing a link loads the next page. Browsers without popovers get the mobile panel instead.
 */
export function DesktopMenu({ groups, currentPath }: { groups: MenuGroup[]; currentPath?: string }) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.groups}>
        {groups.map((group) => {
          const listId = `menu-${group.slug}`;
          const anchor = anchorStyles(listId);
          return (
            <li key={group.slug} className={styles.group}>
              {/* The section of the page shown is marked (underlined, and "current" to screen readers). */}
              <button
                type="button"
                className={styles.button}
                popoverTarget={listId}
                style={anchor.anchor}
                aria-current={isInSection(group, currentPath) ? 'true' : undefined}
              >
                <Icon name={group.icon} size={18} />
                <span>{group.label}</span>
                <Icon name="chevron-down" size={16} className={styles.chevron} />
              </button>
              <ul id={listId} popover="auto" className={styles.dropdown} style={anchor.positioned}>
                <MenuLinks links={group.links} linkClassName={styles.link} iconClassName={styles.externalIcon} currentPath={currentPath} />
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

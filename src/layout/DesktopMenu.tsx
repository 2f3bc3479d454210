import { useRef, type MouseEvent } from 'react';
import type { MenuGroup } from '../content/nav';
import { Icon } from './Icon';
import { MenuLinks } from './MenuLinks';
import { usePopupGroup } from './usePopupGroup';
import styles from './DesktopMenu.module.css';

/** The menu bar from 1280px: one drop-down per group, at most one open. */
export function DesktopMenu({ groups }: { groups: MenuGroup[] }) {
  const navRef = useRef<HTMLElement>(null);
  const { openKey: openSlug, toggle, close } = usePopupGroup<string>(navRef);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    <nav aria-label="Main" ref={navRef} className={styles.nav}>
      <ul className={styles.groups}>
        {groups.map((group) => {
          const open = openSlug === group.slug;
          const listId = `menu-${group.slug}`;
          return (
            <li key={group.slug} className={styles.group}>
              <button
                type="button"
                className={styles.button}
                aria-expanded={open}
                aria-controls={listId}
                onClick={(event) => toggle(group.slug, event)}
              >
                <Icon name={group.icon} size={18} />
                <span>{group.label}</span>
                <Icon name="chevron-down" size={16} className={styles.chevron} />
              </button>
              <ul id={listId} className={styles.dropdown} hidden={!open} onClick={closeOnLink}>
                <MenuLinks links={group.links} linkClassName={styles.link} iconClassName={styles.externalIcon} />
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

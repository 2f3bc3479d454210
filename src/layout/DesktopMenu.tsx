import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { MenuGroup } from '../content/nav';
import { Icon } from './Icon';
import { SmartLink } from './SmartLink';
import { useDismiss } from './useDismiss';
import styles from './DesktopMenu.module.css';

/** The menu bar from 1280px: one drop-down per group, at most one open. */
export function DesktopMenu({ groups }: { groups: MenuGroup[] }) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const close = useCallback(() => setOpenSlug(null), []);
  useDismiss(navRef, openSlug !== null, close, openerRef);

  const location = useLocation();
  useEffect(close, [location.key, close]);

  const toggle = (slug: string, event: MouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget;
    setOpenSlug((current) => (current === slug ? null : slug));
  };
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
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} className={styles.link}>
                      {link.label}
                      {link.external && <Icon name="external" size={14} className={styles.externalIcon} />}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

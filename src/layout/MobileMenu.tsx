import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { site } from '../config/site';
import type { MenuGroup } from '../content/nav';
import { Icon } from './Icon';
import { MenuLinks } from './MenuLinks';
import { useDismiss } from './useDismiss';
import styles from './MobileMenu.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Below 1280px: a button that opens a full-height panel sliding in from the left. */
export function MobileMenu({ groups }: { groups: MenuGroup[] }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    setExpanded(null);
  }, []);
  useDismiss(panelRef, open, close, toggleRef);

  const location = useLocation();
  useEffect(close, [location.key, close]);

  // Lock page scroll while the panel is open; put focus inside it.
  useEffect(() => {
    if (!open) return;
    document.body.classList.add('scroll-locked');
    closeRef.current?.focus();
    return () => document.body.classList.remove('scroll-locked');
  }, [open]);

  const closeAndReturnFocus = () => {
    close();
    toggleRef.current?.focus();
  };
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };
  // Keep Tab inside the open panel (it is modal).
  const trapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name={open ? 'close' : 'menu'} size={26} />
        <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <div className={styles.backdrop} data-open={open || undefined} aria-hidden="true" />
      <div
        id="mobile-menu"
        ref={panelRef}
        className={styles.panel}
        data-open={open || undefined}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        onKeyDown={trapTab}
        onClick={closeOnLink}
      >
        <div className={styles.panelHeader}>
          <Link to="/" className={styles.logoLink}>
            <img src={site.logo.src} width={site.logo.width} height={site.logo.height} alt="" />
            <span className="visually-hidden">{site.name}: home</span>
          </Link>
          <button ref={closeRef} type="button" className={styles.close} onClick={closeAndReturnFocus}>
            <Icon name="close" size={26} />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav aria-label="Main menu">
          <ul className={styles.items}>
            <li>
              <Link to="/" className={styles.item}>
                <Icon name="home" />
                <span>Home</span>
              </Link>
            </li>
            {groups.map((group) => {
              const isOpen = expanded === group.slug;
              const regionId = `mobile-menu-${group.slug}`;
              return (
                <li key={group.slug}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-expanded={isOpen}
                    aria-controls={regionId}
                    onClick={() => setExpanded(isOpen ? null : group.slug)}
                  >
                    <Icon name={group.icon} />
                    <span>{group.label}</span>
                    <Icon name="chevron-down" size={18} className={styles.chevron} />
                  </button>
                  <ul id={regionId} className={styles.subLinks} hidden={!isOpen}>
                    <MenuLinks links={group.links} linkClassName={styles.subLink} />
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}

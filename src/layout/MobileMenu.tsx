import { site } from '../config/site';
import type { MenuGroup } from '../content/nav/nav';
import { Icon } from '../ui/Icon';
import { isInSection, MenuLinks } from './MenuLinks';
import styles from './MobileMenu.module.css';
import { SiteLogo } from './SiteLogo';
import { MAIN_CONTENT_ID } from './main-content';

const PANEL_ID = 'mobile-menu';

/**
 * Below 1280px: a button that opens a full-height panel sliding in from the left, with no script.
 *
 * The panel is a <dialog> that three kinds of browser open in their own way:
 * - with invoker commands (`commandfor`): a modal dialog, like today's panel: the page behind is
 *   inert, Escape or a press outside (`closedby="any"`) closes it and focus returns to the button;
 * - with the Popover API only (the button's `popovertarget`, ignored where `commandfor` works):
 *   an auto popover, with the same light dismiss, Escape and focus return;
 * - with neither (older Android browsers, Opera Mini): a link to #mobile-menu opens it through
 *   :target, and a link closes it. The groups are <details>, which need no script either.
 * Choosing a link loads the next page, which closes everything.
 */
export function MobileMenu({ groups, currentPath }: { groups: MenuGroup[]; currentPath?: string }) {
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={`${styles.toggle} ${styles.withPopover}`}
        commandfor={PANEL_ID}
        command="show-modal"
        popoverTarget={PANEL_ID}
      >
        <Icon name="menu" size={26} className={styles.whenClosed} />
        <Icon name="close" size={26} className={styles.whenOpen} />
        <span className={`visually-hidden ${styles.whenClosed}`}>Open menu</span>
        <span className={`visually-hidden ${styles.whenOpen}`}>Close menu</span>
      </button>
      <a href={`#${PANEL_ID}`} className={`${styles.toggle} ${styles.withoutPopover}`}>
        <Icon name="menu" size={26} />
        <span className="visually-hidden">Open menu</span>
      </a>
      <dialog id={PANEL_ID} className={styles.panel} popover="auto" closedby="any" aria-label="Site menu">
        <div className={styles.panelHeader}>
          <a href="/" className={styles.logoLink}>
            <SiteLogo />
            <span className="visually-hidden">{site.name}: home</span>
          </a>
          {/* Focus goes here when the panel opens (autofocus), as it did with the script. */}
          <button
            type="button"
            className={`${styles.close} ${styles.closeButton}`}
            commandfor={PANEL_ID}
            command="close"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- in a popover it applies when it opens, as a dialog's initial focus should
            autoFocus
          >
            <Icon name="close" size={26} />
            <span className="visually-hidden">Close menu</span>
          </button>
          <a href={`#${MAIN_CONTENT_ID}`} className={`${styles.close} ${styles.closeLink}`}>
            <Icon name="close" size={26} />
            <span className="visually-hidden">Close menu</span>
          </a>
        </div>
        <nav aria-label="Main menu">
          <ul className={styles.items}>
            <li>
              <a href="/" className={styles.item}>
                <Icon name="home" />
                <span>Home</span>
              </a>
            </li>
            {groups.map((group) => (
              <li key={group.slug}>
                {/* One open at a time: details elements sharing a name form an exclusive accordion. */}
                <details name={`${PANEL_ID}-group`} className={styles.group}>
                  {/* The section of the page shown is marked; opening it scrolls its current page into view (boot.ts). */}
                  <summary className={styles.item} aria-current={isInSection(group, currentPath) ? 'true' : undefined}>
                    <Icon name={group.icon} />
                    <span>{group.label}</span>
                    <Icon name="chevron-down" size={18} className={styles.chevron} />
                  </summary>
                  <ul id={`${PANEL_ID}-${group.slug}`} className={`${styles.subLinks} overflow-fade`}>
                    <MenuLinks links={group.links} linkClassName={styles.subLink} currentPath={currentPath} />
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </nav>
      </dialog>
    </div>
  );
}

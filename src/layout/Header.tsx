import { site } from '../config/site';
import type { MenuGroup } from '../content/nav/nav';
import { DesktopMenu } from './DesktopMenu';
import { MobileMenu } from './MobileMenu';
import { SearchButton } from './SearchButton';
import styles from './Header.module.css';
import { SiteLogo } from './SiteLogo';

/** The fixed top bar: logo and name (home link), the menus, the search. */
export function Header({ groups, currentPath }: { groups: MenuGroup[]; currentPath?: string }) {
  return (
    <header className={styles.header} data-print="hide">
      <div className={styles.inner}>
        <a href="/" className={styles.brand}>
          <SiteLogo className={styles.logo} />
          <span className={styles.name}>{site.name}</span>
        </a>
        <DesktopMenu groups={groups} currentPath={currentPath} />
        <div className={styles.actions}>
          <SearchButton />
          <MobileMenu groups={groups} currentPath={currentPath} />
        </div>
      </div>
    </header>
  );
}

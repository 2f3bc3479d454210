/**
 * The search button of the top bar: static markup, no code. It is a link to /search (the search
 * form and every topic of the site), so it works without JavaScript; src/search/ui/launcher.ts makes
 * it, Ctrl+K, ⌘K and / open the search dialog instead, and says ⌘ K on Apple devices.
 */
import { Icon } from '../ui/Icon';
import styles from './SearchButton.module.css';
// The search dialog's frame shows the moment the search is asked for, before its own code and
// styles arrive: its few rules travel with the page's stylesheet.
import '../search/ui/shell.css';
// The dialog's own styles: part of the site stylesheet, so opening the search fetches no CSS.
import '../search/ui/dialog.css';

export function SearchButton() {
  return (
    <a href="/search" className={styles.button} data-search-launcher="">
      <Icon name="search" size={22} />
      <span className={styles.label}>Search</span>
      <kbd className={styles.hint} aria-hidden="true" data-shortcut-hint="">
        Ctrl K
      </kbd>
    </a>
  );
}

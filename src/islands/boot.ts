/**
 * The only script file every page loads (under 2 KB gzipped), fetched by the page's inline script
 * (./early.ts, ./early-islands.ts) once the page has painted or the visitor reaches for it: on a page with islands it
 * fetches what wakes them (./schedule.ts) when the inline script asks; it starts the search on first
 * use, makes the next page quick to open, keeps pages seen available offline, and looks after broken
 * photos. Pages without islands load nothing more.
 */
import { installSearchLauncher } from '../search/ui/launcher';
import { installImageFallback } from './image-fallback';
import { watchSavedCopy } from './saved-copy-watch';
import { whenParsed } from './wake-at-load';

/** The 404 page is shown for every unknown path; one inside a menu section goes home instead. */
function leaveUnknownSectionPath(): boolean {
  const prefixes = document.querySelector<HTMLElement>('[data-home-for]')?.dataset.homeFor?.split(' ') ?? [];
  if (!prefixes.some((prefix) => prefix && location.pathname.startsWith(prefix))) return false;
  location.replace('/');
  return true;
}

/**
 * Prefetching the next page (./prefetch.ts) is fetched itself at the first pointer, touch or
 * focus, and not at all when the browser asks to save data.
 */
function installPrefetch(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const start = (event: Event) => {
    for (const type of events) document.removeEventListener(type, start, true);
    import('./prefetch').then((m) => m.saveData() || m.startPrefetch(event.target)).catch(() => undefined);
  };
  for (const type of events) document.addEventListener(type, start, { capture: true, passive: true });
}

/**
 * The mobile menu's groups are boxes at most 24rem high: opening the group of the page shown
 * scrolls that page's link into view inside it (CSS cannot). Closing the panel closes its groups
 * (spec 4: a press outside closes the menu and the groups), so it opens again as a list of
 * sections; without script a group stays open until the next page, which is harmless.
 * A <details> or a popover fires `toggle`, a dialog `close`; neither bubbles.
 */
function followMobileMenu(): void {
  const follow = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLDetailsElement) {
      if (target.open) target.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
    } else if (target instanceof HTMLElement && (event.type === 'close' || (event as ToggleEvent).newState === 'closed')) {
      for (const group of target.querySelectorAll('details[open]')) group.removeAttribute('open');
    }
  };
  document.addEventListener('close', follow, true);
  document.addEventListener('toggle', follow, true);
}

const SEEN_KEY = 'pages-seen';

/** This visit's pages so far (this one included), kept for the tab's session. */
function pagesSeen(): string[] {
  try {
    const seen = new Set<string>(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as string[]);
    seen.add(location.pathname);
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seen]));
    return [...seen];
  } catch {
    return [location.pathname]; // storage blocked: count this page only
  }
}

/**
 * Pages seen stay available offline (dist/sw.js, made at build). The worker and what it keeps
 * cost a first visit about 15 KB, so it starts from the second page a visitor opens: a parent who
 * reads one page and leaves pays nothing for it. When it takes over, the pages seen so far are
 * fetched through it once, so they are kept too.
 */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const seen = pagesSeen();
  const hadController = Boolean(navigator.serviceWorker.controller);
  if (!hadController && seen.length < 2) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      if (hadController) return;
      for (const path of seen) fetch(path, { headers: { accept: 'text/html' } }).catch(() => undefined);
    },
    { once: true },
  );
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

// Fetched at a first touch or at once, this may run while the page is still being read: what
// follows reads the whole page (the 404 page's sections, its photos, the search buttons).
whenParsed(() => {
  if (leaveUnknownSectionPath()) return;
  installImageFallback();
  // The page's inline script (./early-islands.ts) has held what reached an island; it fetches the
  // islands' scheduler through this bundle (which knows its file's name) once one must wake.
  window.wakeIslandsWith?.(() => import('./schedule'));
  installSearchLauncher();
  installPrefetch();
  followMobileMenu();
  if (import.meta.env.PROD) registerServiceWorker();
  watchSavedCopy();
  // A signal for tests and styles: the page's script file has arrived and run.
  document.documentElement.dataset.booted = 'true';
});

/**
 * The only script every page loads (a couple of KB): it wakes the page's islands when they are
 * needed, starts the search on first use, makes the next page quick to open, keeps pages seen
 * available offline, and looks after broken photos. Pages without islands load nothing more.
 */
import { installSearchLauncher } from '../search/launcher';
import { installImageFallback } from './image-fallback';
import { installPrefetch } from './prefetch';
import { scheduleIslands } from './schedule';

/** The 404 page is shown for every unknown path; one inside a menu section goes home instead. */
function leaveUnknownSectionPath(): boolean {
  const prefixes = document.querySelector<HTMLElement>('[data-home-for]')?.dataset.homeFor?.split(' ') ?? [];
  if (!prefixes.some((prefix) => prefix && location.pathname.startsWith(prefix))) return false;
  location.replace('/');
  return true;
}

function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  // The first page was loaded before the worker existed: fetch it through the worker once.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) fetch(location.href, { headers: { accept: 'text/html' } }).catch(() => undefined);
  }, { once: true });
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

if (!leaveUnknownSectionPath()) {
  installImageFallback();
  scheduleIslands();
  installSearchLauncher();
  installPrefetch();
  if (import.meta.env.PROD) registerServiceWorker();
  // A signal for tests and styles: the page's script has started.
  document.documentElement.dataset.booted = 'true';
}

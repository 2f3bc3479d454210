/**
 * Page-to-page navigation is a normal page load; this makes it quick. When a pointer rests on,
 * a finger touches or the keyboard focuses a link to another page of the site, that page is
 * fetched into the HTTP cache, so the click finds it there. Nothing is fetched when the
 * visitor's browser asks to save data.
 */
const fetched = new Set<string>();

export function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function prefetchLinkOf(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || fetched.has(url.pathname)) return;
  fetched.add(url.pathname);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = url.pathname;
  document.head.append(hint);
}

/** Starts prefetching with the link the first sign of intent pointed at; later ones follow. */
export function startPrefetch(first: EventTarget | null): void {
  prefetchLinkOf(first);
  let timer = 0;
  document.addEventListener(
    'pointerover',
    (event) => {
      clearTimeout(timer);
      // A short rest, so sweeping the pointer across the menu does not fetch every page.
      timer = window.setTimeout(() => prefetchLinkOf(event.target), 80);
    },
    { passive: true },
  );
  document.addEventListener('touchstart', (event) => prefetchLinkOf(event.target), { passive: true });
  document.addEventListener('focusin', (event) => prefetchLinkOf(event.target));
}

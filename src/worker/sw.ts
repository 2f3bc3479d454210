/// <reference lib="webworker" />
/**
 * The service worker, dist/sw.js (bundled with the Workbox modules it imports by
 * src/build/generate/service-worker.ts, which puts the precache list in place of
 * `self.__WB_MANIFEST`): pages a visitor has seen, their code, photos and the search index's parts a search fetched open again
 * with no network (parents on flaky mobile connections), and a page answered from its saved copy
 * says so (./saved-copies.ts).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { answerPages, pagesHandler, savedCopyPlugin } from './saved-copies';
import { SEARCH_CORE_FILE, SEARCH_PARTS_DIR } from '../search/engine/part-files';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** How long a page waits for the network before its saved copy is shown (2G and busy 3G cells take longer). */
const PAGE_NETWORK_TIMEOUT_SECONDS = 4;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Only the small shell files (src/build/generate/service-worker.ts); everything else is cached as it is used.
precacheAndRoute(self.__WB_MANIFEST);
// The page's request starts while the worker itself starts (a cheap phone's seconds).
enableNavigationPreload();
answerPages();

// Pages: fresh from the network when it answers in time, else the copy seen last, which says so.
// (Also the page's own fetch when the worker first takes control: see src/islands/boot.ts.)
// Not the web editor (/admin): it must always talk to the network and is never kept offline.
const pagesExpiration = new ExpirationPlugin({ maxEntries: 80 });
registerRoute(
  ({ request, url }) =>
    !url.pathname.startsWith('/admin') && (request.mode === 'navigate' || (request.headers.get('accept') ?? '').startsWith('text/html')),
  pagesHandler(
    new NetworkFirst({
      cacheName: 'pages',
      networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
      plugins: [pagesExpiration, savedCopyPlugin],
    }),
    new CacheFirst({ cacheName: 'pages', plugins: [pagesExpiration] }),
  ),
);

// The search index's core (src/search/engine/part-files.ts): its name stays as the site changes, so fresh
// when the network answers in time, else the copy kept last (a search offline still works).
registerRoute(
  ({ url }) => url.pathname === `/${SEARCH_CORE_FILE}`,
  new NetworkFirst({
    cacheName: 'search',
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 1 })],
  }),
);

// The index's pieces and page fragments a search fetched: named by content, kept apart from the code.
registerRoute(
  ({ url }) => url.pathname.startsWith(`/${SEARCH_PARTS_DIR}/`),
  new CacheFirst({ cacheName: 'search-parts', plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 })] }),
);

// Hashed code and styles never change under the same name.
registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 })] }),
);

registerRoute(
  ({ url }) => url.pathname.startsWith('/img/') || url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 30 })] }),
);

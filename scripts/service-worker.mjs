// Generates dist/sw.js with Workbox: pages a visitor has seen, their code, photos and the
// search index open again with no network (parents on flaky mobile connections).
import { generateSW } from 'workbox-build';

export async function buildServiceWorker(dist) {
  const { count, size, warnings } = await generateSW({
    swDest: `${dist}/sw.js`,
    globDirectory: dist,
    // Precache only the small shell files; everything else is cached as it is used.
    globPatterns: ['404.html', 'manifest.webmanifest', 'favicon.svg', 'images/logo.svg'],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Pages: fresh from the network when it answers in time, else the copy seen last.
        // (Also the page's own fetch when the worker first takes control: see src/app/root.tsx.)
        // Not the web editor (/admin): it must always talk to the network and is never kept offline.
        urlPattern: ({ request, url }) => !url.pathname.startsWith('/admin') && (request.mode === 'navigate' || (request.headers.get('accept') ?? '').startsWith('text/html')),
        handler: 'NetworkFirst',
        options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 80 } },
      },
      {
        // Hashed code, styles and the search index never change under the same name.
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 } },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/img/') || url.pathname.startsWith('/images/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'images', expiration: { maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 30 } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}

// Generates dist/sw.js with Workbox: pages a visitor has seen, their code, photos and the
// search index open again with no network (parents on flaky mobile connections).
// Workbox bundles and minifies its runtime into sw.js on every call (about 2 s, most of the build's
// last step), so the result is kept (src/build/kept.ts) by everything it depends on: this file, the
// Workbox version and the precached files' bytes.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { keyOf, kept } from '../kept.ts';

// The replacer of broken photos too (src/islands/image-recover.ts): offline, a photo not seen before
// fails, and the page should still say "Image not available" rather than show a broken image.
const PRECACHED = ['404.html', 'manifest.webmanifest', 'favicon.svg', 'images/logo.svg', 'assets/image-recover-*.js'];

/** The files of dist/ a precache pattern names (a `*` stands for a content hash). */
function matching(dist: string, pattern: string): string[] {
  if (!pattern.includes('*')) return [pattern];
  const dir = path.posix.dirname(pattern);
  const [before, after] = path.posix.basename(pattern).split('*');
  const names = fs.existsSync(path.join(dist, dir)) ? fs.readdirSync(path.join(dist, dir)) : [];
  return names.filter((name) => name.startsWith(before) && name.endsWith(after)).map((name) => `${dir}/${name}`);
}

/** Writes dist/sw.js (Workbox): how many files it precaches and their bytes. */
export async function buildServiceWorker(dist: string): Promise<{ count: number; size: number }> {
  const precached = PRECACHED.flatMap((pattern) => matching(dist, pattern)).flatMap((file) => {
    const abs = path.join(dist, file);
    return [file, fs.existsSync(abs) ? fs.readFileSync(abs) : ''];
  });
  const workbox = (createRequire(import.meta.url)('workbox-build/package.json') as { version: string }).version;
  const key = keyOf(fs.readFileSync(new URL(import.meta.url)), workbox, ...precached);
  const made = await kept('service-worker', key, async () => JSON.stringify({ ...(await generate(dist)), code: fs.readFileSync(path.join(dist, 'sw.js'), 'utf8') }), { keep: 5 });
  const { count, size, code } = JSON.parse(made.toString('utf8')) as { count: number; size: number; code: string };
  fs.writeFileSync(path.join(dist, 'sw.js'), code);
  return { count, size };
}

async function generate(dist: string): Promise<{ count: number; size: number }> {
  // Loaded only when the kept worker cannot be used: loading Workbox alone takes seconds.
  const { generateSW } = await import('workbox-build');
  const { count, size, warnings } = await generateSW({
    swDest: `${dist}/sw.js`,
    globDirectory: dist,
    // Precache only the small shell files; everything else is cached as it is used.
    globPatterns: PRECACHED,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Pages: fresh from the network when it answers in time, else the copy seen last.
        // (Also the page's own fetch when the worker first takes control: see src/app/document.tsx.)
        // Not the web editor (/admin): it must always talk to the network and is never kept offline.
        urlPattern: ({ request, url }) => !url.pathname.startsWith('/admin') && (request.mode === 'navigate' || (request.headers.get('accept') ?? '').startsWith('text/html')),
        handler: 'NetworkFirst',
        options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 80 } },
      },
      {
        // The search index's core (src/search/part-files.ts): its name stays, so fresh when the network answers.
        urlPattern: ({ url }) => url.pathname === '/search/core.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'search', networkTimeoutSeconds: 4, expiration: { maxEntries: 1 } },
      },
      {
        // The index's pieces and page fragments a search fetched: hashed, kept apart from the code.
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/search/'),
        handler: 'CacheFirst',
        options: { cacheName: 'search-parts', expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 } },
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

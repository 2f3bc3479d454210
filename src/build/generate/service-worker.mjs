// @ts-check
// Generates dist/sw.js with Workbox: pages a visitor has seen, their code, photos and the
// search index open again with no network (parents on flaky mobile connections).
// Workbox bundles and minifies its runtime into sw.js on every call (about 2 s, most of the build's
// last step), so the result is kept in node_modules/.cache/service-worker, keyed by everything it
// depends on: this file, the Workbox version and the precached files' bytes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// The replacer of broken photos too (src/islands/image-recover.ts): offline, a photo not seen before
// fails, and the page should still say "Image not available" rather than show a broken image.
const PRECACHED = ['404.html', 'manifest.webmanifest', 'favicon.svg', 'images/logo.svg', 'assets/image-recover-*.js'];
const CACHE_DIR = path.join(process.cwd(), 'node_modules/.cache/service-worker');

/**
 * The files of dist/ a precache pattern names (a `*` stands for a content hash).
 * @param {string} dist
 * @param {string} pattern
 * @returns {string[]}
 */
function matching(dist, pattern) {
  if (!pattern.includes('*')) return [pattern];
  const dir = path.posix.dirname(pattern);
  const [before, after] = path.posix.basename(pattern).split('*');
  const names = fs.existsSync(path.join(dist, dir)) ? fs.readdirSync(path.join(dist, dir)) : [];
  return names.filter((name) => name.startsWith(before) && name.endsWith(after)).map((name) => `${dir}/${name}`);
}

/** @param {string} dist */
function cacheKey(dist) {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(new URL(import.meta.url)));
  hash.update(createRequire(import.meta.url)('workbox-build/package.json').version);
  for (const file of PRECACHED.flatMap((pattern) => matching(dist, pattern))) {
    const abs = path.join(dist, file);
    hash.update(file).update(fs.existsSync(abs) ? fs.readFileSync(abs) : '');
  }
  return hash.digest('hex');
}

/**
 * Writes dist/sw.js (Workbox): how many files it precaches and their bytes.
 * @param {string} dist
 * @returns {Promise<{ count: number, size: number }>}
 */
export async function buildServiceWorker(dist) {
  const kept = path.join(CACHE_DIR, `${cacheKey(dist)}.json`);
  if (fs.existsSync(kept)) {
    const { count, size, code } = JSON.parse(fs.readFileSync(kept, 'utf8'));
    fs.writeFileSync(path.join(dist, 'sw.js'), code);
    return { count, size };
  }
  const result = await generate(dist);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(kept, JSON.stringify({ ...result, code: fs.readFileSync(path.join(dist, 'sw.js'), 'utf8') }));
  return result;
}

/** @param {string} dist */
async function generate(dist) {
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

// After `react-router build`: make dist/ the site root, as a static host serves it.
// - build/client/ becomes dist/ (the prerendered server bundle is already removed);
// - the prerendered /404 page becomes dist/404.html, which static hosts answer unknown paths with;
// - inline scripts move into hashed files, so a strict Content-Security-Policy works;
// - the app's code starts once the page has loaded and painted (deferred-hydration.mjs);
// - a Workbox service worker keeps pages already seen available offline.
import fs from 'node:fs';
import path from 'node:path';
import { deferBootstrap, takeModulePreloads } from './deferred-hydration.mjs';
import { externalize, scriptFiles } from './externalize-inline-scripts.mjs';
import { rewritePages } from './rewrite-pages.mjs';
import { buildServiceWorker } from './service-worker.mjs';

const root = process.cwd();
const client = path.join(root, 'build/client');
const dist = path.join(root, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
fs.renameSync(client, dist);
fs.rmSync(path.join(root, 'build'), { recursive: true, force: true });

fs.renameSync(path.join(dist, '404/index.html'), path.join(dist, '404.html'));
fs.rmSync(path.join(dist, '404'), { recursive: true });
// Every route is prerendered, so the SPA fallback is never served.
fs.rmSync(path.join(dist, '__spa-fallback.html'), { force: true });

const scripts = scriptFiles(path.join(dist, 'assets'));
const pages = rewritePages(dist, (page) => {
  const { html, hrefs } = takeModulePreloads(page);
  return externalize(html, (code, isModule) => scripts.save(code, isModule, isModule ? deferBootstrap(code, hrefs) : code));
});
console.log(`${pages} pages: inline scripts moved into ${scripts.count()} hashed files (strict CSP, no 'unsafe-inline'); code starts after the first paint.`);

const sw = await buildServiceWorker('dist');
console.log(`service worker: dist/sw.js (${sw.count} files precached, the rest cached as visitors use them).`);

await (await import('./precompress.mjs')).precompressAndReport('dist');

console.log('dist/ ready: static files for any host (404.html for unknown paths).');

// After the islands build and `react-router build`: make dist/ the site root, as a static host
// serves it. Files are only moved, never rewritten:
// - build/client/ (the prerendered pages and public/) becomes dist/; React Router's own browser
//   code is left behind, since no page loads it (src/app/root.tsx);
// - the islands build (boot script, islands, the stylesheet) goes to dist/assets/;
// - the prerendered /404 page becomes dist/404.html, which static hosts answer unknown paths with;
// - a Workbox service worker keeps pages already seen available offline.
import fs from 'node:fs';
import path from 'node:path';
import { buildServiceWorker } from '../src/build/service-worker.mjs';
import { precompressAndReport } from '../src/build/precompress.mjs';

const root = process.cwd();
const build = path.join(root, 'build');
const dist = path.join(root, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
fs.renameSync(path.join(build, 'client'), dist);

// React Router's browser code (entry, route modules, their CSS): no page references it.
const assets = path.join(dist, 'assets');
for (const file of fs.readdirSync(assets)) {
  if (/\.(js|css|map)$/.test(file)) fs.rmSync(path.join(assets, file));
}
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
const islands = path.join(root, 'build-islands/assets');
for (const file of fs.readdirSync(islands)) fs.renameSync(path.join(islands, file), path.join(assets, file));
fs.rmSync(build, { recursive: true, force: true });
fs.rmSync(path.join(root, 'build-islands'), { recursive: true, force: true });

fs.renameSync(path.join(dist, '404/index.html'), path.join(dist, '404.html'));
fs.rmSync(path.join(dist, '404'), { recursive: true });

const sw = await buildServiceWorker('dist');
console.log(`service worker: dist/sw.js (${sw.count} files precached, the rest cached as visitors use them).`);

await precompressAndReport('dist');

console.log('dist/ ready: static files for any host (404.html for unknown paths).');

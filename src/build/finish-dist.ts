/**
 * The end of `npm run build` (react-router.config.ts's `buildEnd`, in the build's process): make
 * dist/ the site root, as a static host serves it. Files are only moved, never rewritten:
 * - build/client/ (the prerendered pages, public/, the browser code) becomes dist/;
 * - build/server/ (the prerenderer, already run) is not deployed;
 * - the prerendered /404 page becomes dist/404.html, which static hosts answer unknown paths with;
 * - a Workbox service worker keeps pages already seen available offline; text files get their
 *   .br/.gz copies (src/build/precompress.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildServiceWorker } from './service-worker.mjs';
import { precompressAndReport } from './precompress.mjs';

export async function finishDist(root: string, buildDirectory: string): Promise<void> {
  const dist = path.join(root, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(path.resolve(root, buildDirectory, 'client'), dist);
  fs.rmSync(path.resolve(root, buildDirectory), { recursive: true, force: true });

  fs.renameSync(path.join(dist, '404/index.html'), path.join(dist, '404.html'));
  fs.rmSync(path.join(dist, '404'), { recursive: true });

  const sw = await buildServiceWorker('dist');
  console.log(`service worker: dist/sw.js (${sw.count} files precached, the rest cached as visitors use them).`);
  await precompressAndReport('dist');
  console.log('dist/ ready: static files for any host (404.html for unknown paths).');
}

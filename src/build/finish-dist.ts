/**
 * The end of `npm run build` (src/build/steps.ts): make dist/ the site root, as a static host serves
 * it. Files are only moved, never rewritten:
 * - build/client/ (the prerendered pages, a/b.html for /a/b and 404.html, public/, the browser code)
 *   becomes dist/ (src/build/dist-layout.mjs);
 * - build/server/ (the prerenderer, already run) is not deployed;
 * - an alternative breadcrumb address gets a copy of its page (no redirect);
 * - a Workbox service worker keeps pages already seen available offline; text files get their
 *   .br/.gz copies (src/build/precompress.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildServiceWorker } from './service-worker.mjs';
import { precompressAndReport } from './precompress.mjs';
import { servePagesAtAliases } from './dist-layout.mjs';
import { readAddresses } from '../content/source.node.ts';

export async function finishDist(root: string, buildDirectory: string): Promise<void> {
  const dist = path.join(root, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(path.resolve(root, buildDirectory, 'client'), dist);
  fs.rmSync(path.resolve(root, buildDirectory), { recursive: true, force: true });

  servePagesAtAliases(dist, readAddresses(root).redirects);

  const sw = await buildServiceWorker('dist');
  console.log(`service worker: dist/sw.js (${sw.count} files precached, the rest cached as visitors use them).`);
  await precompressAndReport('dist');
  console.log('dist/ ready: static files for any host (404.html for unknown paths).');
}

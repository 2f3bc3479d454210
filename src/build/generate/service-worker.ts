// Writes dist/sw.js: the worker's source (src/worker/sw.ts, which says what it keeps and how) bundled with
// the Workbox modules it imports, and the list of files it precaches put in place of self.__WB_MANIFEST
// (Workbox's injectManifest way). Bundling takes a tenth of a second; listing the files with
// workbox-build takes seconds (loading it), so that result is kept (src/build/kept.ts) by everything it
// depends on: this file, the bundled worker, the Workbox version and the precached files' bytes.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { keyOf, kept } from '../kept.ts';
import { settings } from '#site/index.ts';

// The replacer of broken photos too (src/islands/image-recover.ts): offline, a photo not seen before
// fails, and the page should still say "Image not available" rather than show a broken image. And the
// saved-copy notice (src/islands/saved-copy-notice.ts): offline is when a page needs it most.
const PRECACHED = [
  '404.html',
  'manifest.webmanifest',
  'favicon.svg',
  settings.logo.src.slice(1),
  'assets/image-recover-*.js',
  'assets/saved-copy-notice-*.js',
];

/** The files of dist/ a precache pattern names (a `*` stands for a content hash). */
function matching(dist: string, pattern: string): string[] {
  if (!pattern.includes('*')) return [pattern];
  const dir = path.posix.dirname(pattern);
  const [before, after] = path.posix.basename(pattern).split('*');
  const names = fs.existsSync(path.join(dist, dir)) ? fs.readdirSync(path.join(dist, dir)) : [];
  return names.filter((name) => name.startsWith(before) && name.endsWith(after)).map((name) => `${dir}/${name}`);
}

const WORKER_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../worker/sw.ts');

/** The worker and the Workbox modules it imports, as one minified classic script. */
async function bundleWorker(): Promise<string> {
  const { output } = await build({
    input: WORKER_SOURCE,
    write: false,
    platform: 'browser',
    logLevel: 'silent',
    // Workbox's modules log and assert only when this is not 'production'.
    transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
    output: { format: 'iife', minify: true, comments: false, codeSplitting: false },
  });
  return output[0].code;
}

/** Writes dist/sw.js: how many files it precaches and their bytes. */
export async function buildServiceWorker(dist: string): Promise<{ count: number; size: number }> {
  const precached = PRECACHED.flatMap((pattern) => matching(dist, pattern)).flatMap((file) => {
    const abs = path.join(dist, file);
    return [file, fs.existsSync(abs) ? fs.readFileSync(abs) : ''];
  });
  const worker = await bundleWorker();
  const workbox = (createRequire(import.meta.url)('workbox-build/package.json') as { version: string }).version;
  const key = keyOf(fs.readFileSync(new URL(import.meta.url)), worker, workbox, ...precached);
  const made = await kept('service-worker', key, async () => JSON.stringify(await withManifest(dist, worker)), { keep: 5 });
  const { count, size, code } = JSON.parse(made.toString('utf8')) as { count: number; size: number; code: string };
  fs.writeFileSync(path.join(dist, 'sw.js'), code);
  return { count, size };
}

async function withManifest(dist: string, worker: string): Promise<{ count: number; size: number; code: string }> {
  // Loaded only when the kept worker cannot be used: loading Workbox alone takes seconds.
  const { getManifest } = await import('workbox-build');
  const { count, size, manifestEntries, warnings } = await getManifest({ globDirectory: dist, globPatterns: PRECACHED });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  if (!worker.includes('self.__WB_MANIFEST')) throw new Error(`${WORKER_SOURCE} bundled without self.__WB_MANIFEST: nothing to put the precache list in`);
  return { count, size, code: worker.replace('self.__WB_MANIFEST', JSON.stringify(manifestEntries)) };
}

/**
 * Where a reading of the site is kept so that one build reads pages/ once: in memory for the
 * process (every copy of the content modules shares it, through globalThis), and, during
 * `npm run build` (scripts/build.mjs sets SITE_BUILD_ID), in a file for the build's next process.
 * A kept reading is used only while the files it was read from are unchanged (`key`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteReading } from './source.node.ts';

type Kept = Map<string, { key: string; reading: SiteReading }>;
const shared = globalThis as { [key: symbol]: Kept | undefined };
const inMemory: Kept = (shared[Symbol.for('school-website.site-readings')] ??= new Map());

const BUILD_ID = process.env.SITE_BUILD_ID;
const cacheFile = (root: string) => path.join(root, 'node_modules/.cache/site-reading', `${BUILD_ID}.json`);

/** The reading kept for `root` under `key`, if any. */
export function keptReading(root: string, key: string): SiteReading | undefined {
  const kept = inMemory.get(root);
  if (kept?.key === key) return kept.reading;
  if (!BUILD_ID || !fs.existsSync(cacheFile(root))) return undefined;
  try {
    const stored = JSON.parse(fs.readFileSync(cacheFile(root), 'utf8')) as { key: string; reading: SiteReading & { loaded: { data: [string, unknown][] } } };
    if (stored.key !== key) return undefined;
    const reading: SiteReading = { ...stored.reading, loaded: { ...stored.reading.loaded, data: new Map(stored.reading.loaded.data) } };
    inMemory.set(root, { key, reading });
    return reading;
  } catch {
    return undefined;
  }
}

/** Keeps `reading` for `root` under `key`. */
export function keepReading(root: string, key: string, reading: SiteReading): void {
  inMemory.set(root, { key, reading });
  if (!BUILD_ID) return;
  try {
    const file = cacheFile(root);
    fs.rmSync(path.dirname(file), { recursive: true, force: true }); // earlier builds' readings
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const data = [...reading.loaded.data];
    fs.writeFileSync(file, JSON.stringify({ key, reading: { ...reading, loaded: { ...reading.loaded, data } } }));
  } catch {
    // Not kept on disk: the next process reads the site again, which is slower but the same.
  }
}

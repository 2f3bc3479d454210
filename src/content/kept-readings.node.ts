/**
 * Where a reading of the site is kept so that one build reads pages/ once: in memory, for the
 * process. Every copy of the content modules shares it through globalThis: Vite and React Router
 * load the routes (src/app/routes.ts), the config and `npm run build`'s content check each as a
 * module copy of their own. A kept reading is used only while the files it was read from are
 * unchanged (`key`).
 */
import type { SiteReading } from './source.node.ts';

type Kept = Map<string, { key: string; reading: SiteReading }>;
const shared = globalThis as { [key: symbol]: Kept | undefined };
const inMemory: Kept = (shared[Symbol.for('school-website.site-readings')] ??= new Map());

/** The reading kept for `root` under `key`, if any. */
export function keptReading(root: string, key: string): SiteReading | undefined {
  const kept = inMemory.get(root);
  return kept?.key === key ? kept.reading : undefined;
}

/** Keeps `reading` for `root` under `key`. */
export function keepReading(root: string, key: string, reading: SiteReading): void {
  inMemory.set(root, { key, reading });
}

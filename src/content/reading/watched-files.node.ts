/**
 * In the dev server the file watcher says which files changed, so a reading of the site need neither
 * stat every file to find out that one did (source.node.ts's fingerprint) nor read every page again to
 * compare it with its kept reading (pages.node.ts's keptReading): at 1,000 posts that was ~70 ms of
 * every save. A build and the check watch nothing: they ask the disk, as before.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Project roots whose files a watcher reports (the dev server's): the generation it began at. */
const watchedRoots = new Map<string, number>();
/** Goes up by one at each change reported. */
let generation = 0;
/** Each file reported changed (absolute): the generation of its last change. */
const changedAt = new Map<string, number>();

/** From now on, every change of a file under `root` is reported through `noteChanged` (the dev server's watcher). */
export function watchFilesUnder(root: string): void {
  // A reading made before is not trusted: a change then was reported to no one.
  generation += 1;
  watchedRoots.set(path.resolve(root), generation);
}

/** A file under a watched root was added, changed or removed. */
export function noteChanged(file: string): void {
  generation += 1;
  changedAt.set(path.resolve(file), generation);
}

/**
 * A file saved while the dev server runs, as it stands on the disk (its time and size), or undefined
 * for a file no change was reported of. The watcher may report a save once while it is still being
 * written (chokidar throttles one file's changes: a truncate and the write after it can be one event),
 * so a reading of a saved file is trusted only while this stamp is the same too.
 */
export function savedStamp(file: string): string | undefined {
  if (!changedAt.has(path.resolve(file))) return undefined;
  try {
    const { mtimeMs, size } = fs.statSync(file);
    return `${mtimeMs} ${size}`;
  } catch {
    return '';
  }
}

/**
 * The stamps of the pages and data files saved while the dev server runs: part of a site reading's
 * key (source.node.ts), so that a save reported mid-write is read again once it has ended.
 */
export function savedStamps(): string {
  return [...changedAt.keys()]
    .filter((file) => /\.(mdx?|ya?ml)$/.test(file))
    .map((file) => savedStamp(file))
    .join('|');
}

/** The count of changes reported under `root` so far, or undefined when nothing watches it (ask the disk). */
export function watchedGeneration(root: string): number | undefined {
  return watchedRoots.has(path.resolve(root)) ? generation : undefined;
}

/** The current generation: taken before a file is read, it dates the reading (see unchangedSince). */
export const currentGeneration = () => generation;

/**
 * Whether `file` (absolute) is known not to have changed since a reading dated `since`: it lies under
 * a watched root and no change of it was reported after. A change reported after the reading (even
 * one the reading already saw) makes it read again.
 */
export function unchangedSince(file: string, since: number): boolean {
  const watched = [...watchedRoots].some(([root, from]) => since >= from && file.startsWith(root + path.sep));
  return watched && (changedAt.get(file) ?? 0) <= since;
}

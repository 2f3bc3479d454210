/**
 * Listing a folder of the project, for build-time code. Under `npm start` a file or folder may
 * vanish while it is listed or read (a photo removed, a page renamed): a listing then leaves it out
 * and `readIfPresent` says it is gone, rather than throwing in the middle of a request.
 */
import fs from 'node:fs';
import path from 'node:path';

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code ?? '';

/** Whether `error` says the file is not there (any more, or a folder replaced it). */
export const isGone = (error: unknown) => code(error) === 'ENOENT' || code(error) === 'ENOTDIR';

/** A folder's entries; none when it vanished meanwhile or may not be read (its files are then not listed). */
function entriesOf(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (isGone(error) || code(error) === 'EACCES' || code(error) === 'EPERM') return [];
    throw error;
  }
}

/** A folder's modification time (changes when an entry is added, removed or renamed in it), or '' when gone. */
function folderTime(dir: string): string {
  try {
    return String(fs.statSync(dir, { bigint: true }).mtimeNs);
  } catch {
    return '';
  }
}

interface Listing {
  /** Files and folders below the folder, as paths inside it with `/`, sorted. */
  entries: string[];
  /** The folder and every folder below it (absolute): an entry added, removed or renamed changes one's time. */
  folders: string[];
  /** Each folder's time, taken just before it was read: a change during the walk makes the next call list again. */
  times: string[];
  /**
   * Whether every folder's time is older than the walk by more than the clock's grain: a folder's time
   * is the kernel's coarse clock (a few ms), so a change just after a walk can leave it the same. A
   * listing that is not settled is made again at the next call.
   */
  settled: boolean;
}

/** More than a coarse clock tick (4 ms at 250 Hz). */
const GRAIN_MS = 50;

/** Walks `dir` folder by folder (Node's recursive readdir throws when a sub-folder vanishes meanwhile). */
function walk(dir: string): Listing {
  const entries: string[] = [];
  const folders: string[] = [];
  const times: string[] = [];
  const started = Date.now();
  const visit = (abs: string, rel: string) => {
    folders.push(abs);
    times.push(folderTime(abs));
    for (const entry of entriesOf(abs)) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      entries.push(child);
      if (entry.isDirectory()) visit(path.join(abs, entry.name), child);
    }
  };
  // A folder that does not exist yet lists nothing, with no time: its creation is seen.
  visit(dir, '');
  const settled = times.every((time) => time !== '' && Number(BigInt(time) / 1_000_000n) < started - GRAIN_MS);
  return { entries: entries.sort(), folders, times, settled };
}

/** Everything below `dir` (files and folders), as paths inside it with `/`, sorted; none when `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  return walk(dir).entries;
}

/** Per folder: its last listing. */
const kept = new Map<string, Listing>();

/**
 * `filesUnder(dir)`, listed once and kept while no entry is added, removed or renamed anywhere below
 * `dir` (seen from the folders' times: a stat per folder, not a listing). The same array while so;
 * callers must not modify it. `forgetListings` drops every kept listing, `forgetListingsOf` those a file
 * lies in (the dev server's watcher calls it, for file systems whose folder times are coarse).
 */
export function keptFilesUnder(dir: string): readonly string[] {
  const last = kept.get(dir);
  if (last?.settled && last.folders.every((folder, i) => folderTime(folder) === last.times[i])) return last.entries;
  const listing = walk(dir);
  kept.set(dir, listing);
  return listing.entries;
}

export function forgetListings(): void {
  kept.clear();
}

/** Drops the kept listings that `file` (absolute) lies in: a save elsewhere keeps them (and what is made from them). */
export function forgetListingsOf(file: string): void {
  for (const dir of kept.keys()) if (file === dir || file.startsWith(dir + path.sep)) kept.delete(dir);
}

/** The text of `file`, or undefined when it vanished since it was listed (or cannot be read). */
export function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (isGone(error)) return undefined;
    throw error;
  }
}

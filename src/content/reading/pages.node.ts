/**
 * Reads pages/ from disk (node, build time): the page files, each page (read by page-reading.ts),
 * each folder's _meta.yml and the data files beside the pages. Every mistake is a Problem. Each
 * file's reading is kept while its text is unchanged (keptReading): a save is read again alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { keptFilesUnder } from './files-under.node.ts';
import { currentGeneration, savedStamp, unchangedSince } from './watched-files.node.ts';
import { sectionMetaSchema, type SectionMeta } from '../schemas/schema.ts';
import { checkYaml } from '../problems/yaml-check.ts';
import { checkDataFile } from '../schemas/data-schemas.node.ts';
import { photoLookup, withArriving } from './photo-lookup.ts';
import { photoLookupOnDisk, photoNamesOnDisk } from './photos.node.ts';
import type { SiteFiles } from './references.ts';
import type { Problem } from '../problems/problem.ts';
import type { SectionInfo } from '../nav/types.ts';
import { PAGES_DIR, toNavLink } from './page-reading.ts';

export { PAGES_DIR, pageTree, type PageSource } from './page-reading.ts';

/** The page files under a folder (relative paths, sorted); files and folders starting with _ or . are left out. */
export function listPageFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  // A folder removed while it is listed (npm start) has no pages.
  const entries = fs.existsSync(path.join(dir, rel)) ? fs.readdirSync(path.join(dir, rel), { withFileTypes: true }) : [];
  for (const entry of entries) {
    // Files and folders starting with _ or . are data and metadata, never routes.
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listPageFiles(dir, child));
    else if (entry.name.endsWith('.mdx')) out.push(child);
  }
  return out.sort();
}

interface Kept {
  text: string;
  uses: unknown;
  value: unknown;
  problems: Problem[];
  /** When the text was last read or seen unchanged (watched-files.node.ts). */
  generation: number;
  /** A file saved while the dev server runs: its time and size when it was last read or seen unchanged (savedStamp). */
  stamp: string | undefined;
}
const kept = new Map<string, Kept>();

/**
 * A file's reading (`read`: its result, its mistakes added to `found`), kept by the file's path while
 * its text and what else the reading depends on for that text (`uses`: the facts, the photo list)
 * are the same; its mistakes are added to `problems` each time. Callers must not modify what it returns.
 */
export function keptReading<T>(
  abs: string,
  usesFor: (text: string) => unknown,
  problems: Problem[],
  read: (text: string, found: Problem[]) => T,
): T {
  let reading = kept.get(abs);
  // A file the dev server's watcher saw unchanged is not read again (watched-files.node.ts).
  const generation = currentGeneration();
  // Taken before the file is read: a save finishing meanwhile makes the next reading read it again.
  const stamp = savedStamp(abs);
  const trusted = reading !== undefined && unchangedSince(abs, reading.generation) && reading.stamp === stamp;
  const text = trusted ? reading!.text : fs.readFileSync(abs, 'utf8');
  const uses = usesFor(text);
  if (reading?.text !== text || reading.uses !== uses) {
    const found: Problem[] = [];
    reading = { text, uses, value: read(text, found), problems: found, generation, stamp };
    kept.set(abs, reading);
  } else Object.assign(reading, { generation, stamp });
  problems.push(...reading.problems);
  return reading.value as T;
}

export function readSection(root: string, slug: string, problems: Problem[]): SectionInfo | null {
  const file = `${PAGES_DIR}/${slug}/_meta.yml`;
  const abs = path.join(root, file);
  if (!fs.existsSync(abs)) {
    problems.push({
      file: `${PAGES_DIR}/${slug}/`,
      message: 'this folder has pages but no _meta.yml (it needs at least label, icon and order)',
    });
    return null;
  }
  return keptReading(
    abs,
    () => undefined,
    problems,
    (text, found) => {
      const checked = checkYaml(file, text, sectionMetaSchema);
      if (checked.ok) return sectionFrom(slug, checked.data);
      found.push(...checked.problems);
      return null;
    },
  );
}

function sectionFrom(slug: string, meta: SectionMeta): SectionInfo {
  return {
    slug,
    label: meta.label,
    icon: meta.icon,
    order: meta.order,
    title: meta.title ?? meta.label,
    ...(meta.description ? { description: meta.description } : {}),
    links: meta.links.map(toNavLink),
    ...(meta.nextDates ? { nextDates: meta.nextDates } : {}),
    ...(meta.menu ? {} : { menu: false as const }),
  };
}

/**
 * Data files beside pages: `_<name>.<kind>.yml` anywhere under pages/ (not a folder's _meta.yml). From the
 * kept listing of pages/ (a stat per folder while nothing is added or removed): every reading of the site
 * asks, and pages/ holds every news post.
 */
export function listDataFiles(root: string): string[] {
  return keptFilesUnder(path.join(root, PAGES_DIR))
    .filter((entry) => /(^|\/)_[^/]+\.ya?ml$/.test(entry) && !/(^|\/)_meta\.ya?ml$/.test(entry))
    .map((entry) => `${PAGES_DIR}/${entry}`);
}

/** Checks every data file (all mistakes of all files, with lines); returns the data of those that passed. */
export function readDataFiles(root: string, problems: Problem[]): Map<string, unknown> {
  const data = new Map<string, unknown>();
  // A data file names photos: its reading is kept while the photo list is the same too.
  const photos = photoLookup().photoNames();
  for (const file of listDataFiles(root)) {
    const checked = keptReading(
      path.join(root, file),
      () => photos,
      problems,
      (text, found) => {
        const result = checkDataFile(file, text);
        if (!result.ok) found.push(...result.problems);
        return result;
      },
    );
    if (checked.ok) data.set(file, checked.data);
  }
  return data;
}

/** The site's files as the reference checks see them (references.ts), on the disk of the project at `root`. */
export function siteFilesOnDisk(root: string): SiteFiles {
  return { ...photoLookupOnDisk(root), photoNames: () => withArriving(photoNamesOnDisk(root)), dataFiles: () => listDataFiles(root) };
}

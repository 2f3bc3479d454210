/**
 * A page's reading (page-reading.ts, the school facts written in) kept on disk between runs, in
 * node_modules/.cache/page-readings/ of the current directory, as the build keeps a page's compile
 * (src/build/kept.ts): `npm run check` and the build each start a new process, and parsing every
 * page's Markdown again was most of a check at 1,000 posts (the dev server keeps its readings in
 * memory, source.node.ts). A reading is found again by
 * a hash of what it is made from: the page's file and text, the facts it names, today's date (a post's
 * date may not be a year ahead) and the reader's own code and packages. Only a reading without
 * mistakes is kept (a mistake is read again, and said, every time), and a post's photo is looked up
 * again on every use, since photos come and go without the page changing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { parse as parseYaml } from 'yaml';
import { filesKey, keepForPages, keyOf, trimKept, writeWhole } from '../../build/kept.ts';
import { photo } from '../schemas/data-schemas.ts';
import { todayInLagos } from '../facts/dates.ts';
import { listPageFiles } from './pages.node.ts';
import { PAGES_DIR, type PageSource } from './page-reading.ts';
import type { Problem } from '../problems/problem.ts';
import type { Path } from '../problems/yaml-check.ts';

/** A kept reading: the page as read, and its frontmatter's lines (a function is not kept: see linesOf). */
interface KeptPage {
  source: Omit<PageSource, 'lineOf'>;
  lines: Record<string, number | undefined>;
  starts: Record<string, number | undefined>;
}

/** The reader: its packages (the lockfile) and the folders its code lives in. */
let reader: string | undefined;
const readerKey = () =>
  (reader ??= filesKey(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..'), [
    'package-lock.json',
    'src/content',
    'src/config',
  ]));

/** A frontmatter key that no page has: asking its line gives the line of the map or list it would be in. */
const ABSENT = '\u0000absent';

/** Every path of the frontmatter's data (maps and lists walked), the root [] first. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return [at, ...entries.flatMap(([key, child]) => pathsOf(child, [...at, key]))];
}

/**
 * The reading's `lineOf` as a table: the line of every path the frontmatter has (`lines`), and for
 * a path it lacks, what yaml-check.ts says for it, the line of the nearest map or list that has
 * it not (`starts`, by that map's path).
 */
function linesOf(text: string, lineOf: PageSource['lineOf']): Pick<KeptPage, 'lines' | 'starts'> {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const lines: KeptPage['lines'] = {};
  const starts: KeptPage['starts'] = {};
  for (const at of pathsOf(parseYaml(yaml) ?? {})) {
    lines[JSON.stringify(at)] = lineOf?.(at);
    starts[JSON.stringify(at)] = lineOf?.([...at, ABSENT]);
  }
  return { lines, starts };
}

/** `lineOf` again from its table: the same answers as the reading's own. */
function lineOfFrom({ lines, starts }: Pick<KeptPage, 'lines' | 'starts'>): NonNullable<PageSource['lineOf']> {
  return (at) => {
    const own = JSON.stringify(at);
    if (own in lines) return lines[own];
    for (let depth = at.length - 1; depth >= 0; depth--) {
      const prefix = JSON.stringify(at.slice(0, depth));
      if (prefix in starts) return starts[prefix];
    }
    return undefined;
  };
}

/** The kept reading is still true of the disk: its post's photo (if any) is still there. */
const photoStillThere = (source: KeptPage['source']) => !source.info.post?.image || photo.safeParse(source.info.post.image.src).success;

/**
 * The reading of the page `rel` (its path under pages/ of the site at `root`) with `text` (`uses`:
 * what else it was made from, as keptReading's), from an earlier run when one kept it, else
 * `read`'s, kept from now on if it found no mistake; its mistakes are added to `found`.
 */
export function keptPageReading(
  root: string,
  rel: string,
  text: string,
  uses: unknown,
  found: Problem[],
  read: (found: Problem[]) => PageSource | null,
): PageSource | null {
  const dir = path.resolve('node_modules/.cache', 'page-readings');
  const file = path.join(dir, keyOf(readerKey(), path.resolve(root, PAGES_DIR, rel), text, JSON.stringify(uses) ?? '', todayInLagos()));
  try {
    const keptPage = v8.deserialize(fs.readFileSync(file)) as KeptPage;
    if (photoStillThere(keptPage.source)) {
      const now = new Date();
      fs.utimesSync(file, now, now);
      return { ...keptPage.source, lineOf: lineOfFrom(keptPage) };
    }
  } catch {
    // Not kept yet (or written by another version of Node): read now.
  }
  const mistakes: Problem[] = [];
  const source = read(mistakes);
  found.push(...mistakes);
  if (!source || mistakes.length) return source;
  const { lineOf, ...rest } = source;
  fs.mkdirSync(dir, { recursive: true });
  writeWhole(file, v8.serialize({ source: rest, ...linesOf(text, lineOf) } satisfies KeptPage));
  trimKept(dir, keepForPages(listPageFiles(path.join(root, PAGES_DIR)).length));
  return source;
}

/**
 * Which places of the site name something (a page's address, a photo), said as the office knows
 * them: a page by its heading, a data file by its name in the editor, and an entry of a list by its
 * own name ("Staff: Academic › Mrs Ada Obi"), never a file path. Pure: the build gives it the files
 * (src/build/editor/cms-check.ts) and the web editor reads the answer (/admin/site-index.json) when
 * it refuses a take-down or a photo's deletion.
 */
import { isMap, isSeq, parseDocument, visit } from 'yaml';

/** A file of pages/ as the finder reads it. */
export interface PlaceFile {
  /** Project-relative: pages/admission/fees.mdx. */
  file: string;
  text: string;
  /** What the office calls it: a page's heading, a data file's name in the editor. */
  name: string;
  /** What the file itself is (a page's address): it does not count as naming itself. */
  self?: string;
}

/**
 * Finds, in a text, what it names: each match of `pattern` that `target` accepts gives the thing's
 * key (an address, a photo name), or none.
 */
export interface Finder {
  pattern: RegExp;
  target(match: string): string | undefined;
}

/** The keys an item of a list may be known by, in the order they are tried. */
const ENTRY_NAMES = ['name', 'title', 'label', 'question', 'caption', 'alt', 'city', 'item'];

/** The name of the entry a value sits in (an item of a list, or a named group): its own name field, else "entry 3". */
function entryName(ancestors: readonly unknown[]): string | undefined {
  // ancestors[0] is the document, ancestors[1] the file's top level: no entry of its own.
  for (let i = ancestors.length - 1; i > 1; i--) {
    const node = ancestors[i];
    if (!isMap(node)) continue;
    for (const key of ENTRY_NAMES) {
      const value = node.get(key);
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
    const parent = ancestors[i - 1];
    if (isSeq(parent)) return `entry ${parent.items.indexOf(node) + 1}`;
  }
  return undefined;
}

function matches(text: string, finder: Finder): string[] {
  return [
    ...text.matchAll(
      new RegExp(finder.pattern.source, finder.pattern.flags.includes('g') ? finder.pattern.flags : `${finder.pattern.flags}g`),
    ),
  ]
    .map((match) => finder.target(match[0]))
    .filter((key): key is string => key !== undefined);
}

/** Each place of one file that names a key: the key → the places. */
function placesIn({ file, text, name, self }: PlaceFile, finder: Finder): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (key: string, place: string) => {
    if (key === self) return;
    const list = found.get(key) ?? [];
    if (!list.includes(place)) list.push(place);
    found.set(key, list);
  };
  if (!/\.ya?ml$/.test(file)) {
    for (const key of matches(text, finder)) add(key, name);
    return found;
  }
  const document = parseDocument(text);
  // A file the parser cannot read is still searched, as one place.
  if (document.errors.length) {
    for (const key of matches(text, finder)) add(key, name);
    return found;
  }
  visit(document, {
    Scalar(_key, node, ancestors) {
      if (typeof node.value !== 'string') return;
      const entry = entryName(ancestors);
      for (const key of matches(node.value, finder)) add(key, entry ? `${name} › ${entry}` : name);
    },
  });
  return found;
}

/** Every key that `finder` finds in `files` → the places that name it, in the files' order. */
export function placesNaming(files: readonly PlaceFile[], finder: Finder): Record<string, string[]> {
  const all: Record<string, string[]> = {};
  for (const file of files) {
    for (const [key, places] of placesIn(file, finder)) {
      const list = (all[key] ??= []);
      for (const place of places) if (!list.includes(place)) list.push(place);
    }
  }
  return all;
}

/** An address inside the site as written in a link (/admission/scholarship, with a #part or ?query). */
const ADDRESS = /(?<![\w.~/-])\/(?:[a-z0-9][\w.~-]*(?:\/[\w.~-]+)*\/?)?(?:[#?][^\s"'`)\]>]*)?(?![\w/])/gi;

/** Finds the links to the site's pages: an address is found when it is one of `routes` (without its #part, ?query or last /). */
export function linkFinder(routes: ReadonlySet<string>): Finder {
  return {
    pattern: ADDRESS,
    target: (match) => {
      const address = match.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/';
      return address !== '/' && routes.has(address) ? address : undefined;
    },
  };
}

/** A photo is named by its folder and file name (gallery/05), as a whole word. */
const PHOTO_NAME = /(?<![\w./-])[a-z0-9][\w-]*(?:\/[\w.-]+)+(?![\w/-])/gi;

/** Finds the photos named: those of `photos`. */
export function photoFinder(photos: ReadonlySet<string>): Finder {
  return { pattern: PHOTO_NAME, target: (match) => (photos.has(match) ? match : undefined) };
}

/** "A, B and C": the places as one phrase. */
export function listed(places: readonly string[], and = 'and'): string {
  return places.length < 2 ? (places[0] ?? '') : `${places.slice(0, -1).join(', ')} ${and} ${places.at(-1)}`;
}

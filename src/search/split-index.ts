/**
 * The search index cut into what a query fetches (as Pagefind cuts its own): a core (pages, vocabulary,
 * synonyms, answers: what reading and correcting a query needs), pieces (each word's postings, by
 * ranges of words in order) and fragments (each page's text, for its result's title and snippet).
 * Pure: the build writes the parts as files (src/build/generate/search-files.ts); the whole index held
 * in memory is the same parts, all present (src/search/store.ts), so both search alike.
 */
import { FIELD_SHARE, FIELDS, KEY_ORDER, NAME_FIELDS, type FieldKey } from './fields.ts';
import { foldWords, tokenize } from './text.ts';
import type { SearchData, SearchDoc, SearchPage } from './types.ts';

/**
 * What a match in one field value counts and where it is: its field (index in KEY_ORDER), its weight
 * share × length norm, and for a name (title, keyword, heading) the length of its folded text split at
 * spaces and how many of those parts are words (to rebuild the name from the query's words).
 */
export type ValueKind = [key: number, worth: number, parts?: number, words?: number];

/** A word's postings: per field value saying it, [value Δ, record Δ, kind, count, position Δ…], flat. */
export type Piece = Record<string, number[]>;

/** A page's records' text, for its result: [record, fields] per record. */
export type Fragment = Array<[number, Partial<Record<FieldKey, string[]>>]>;

/** What every search needs, fetched first. */
export interface SearchCore {
  pages: SearchPage[];
  docs: SearchDoc[];
  synonyms: SearchData['synonyms'];
  answers?: SearchData['answers'];
  common?: string[];
  /** The words of the site's text (the vocabulary queries are expanded and corrected with), in order. */
  words: string[];
  /** The words the postings are keyed by (text folded and split at spaces) differ from `words` by these. */
  keys: { added: string[]; dropped: string[] };
  kinds: ValueKind[];
  /** The first key of each piece, in order. */
  pieces: string[];
  /** Each piece's and each page's fragment's file name's hash, `HASH_LENGTH` characters each (none held in memory). */
  hashes?: { pieces: string; fragments: string };
}

/** Characters of a content hash in a part's file name. */
export const HASH_LENGTH = 8;

/** Where the parts are served: the core at a name that stays (it names the rest), the rest hashed, kept for ever. */
export const SEARCH_CORE_FILE = 'search/core.json';
export const SEARCH_PARTS_DIR = 'assets/search';
export const pieceFile = (core: SearchCore, piece: number) =>
  `${SEARCH_PARTS_DIR}/p${piece}-${core.hashes!.pieces.slice(piece * HASH_LENGTH, (piece + 1) * HASH_LENGTH)}.json`;
export const fragmentFile = (core: SearchCore, page: number) =>
  `${SEARCH_PARTS_DIR}/f${page}-${core.hashes!.fragments.slice(page * HASH_LENGTH, (page + 1) * HASH_LENGTH)}.json`;

/** About how many bytes of JSON one piece holds: a few words' postings, or one common word's. */
const PIECE_BYTES = 6000;

export interface SearchParts {
  core: SearchCore;
  pieces: Piece[];
  fragments: Fragment[];
}

/** The postings keys, from the core's words and the differences it lists. */
export function keysOf(core: SearchCore): string[] {
  const dropped = new Set(core.keys.dropped);
  return [...core.words.filter((w) => !dropped.has(w)), ...core.keys.added].sort();
}

/** The piece a key is in (the last whose first key is not after it). */
export function pieceOf(starts: readonly string[], key: string): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid] <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Cuts the whole index into its parts. */
export function splitIndex(data: SearchData): SearchParts {
  const frames = new Set(data.frames ?? []);
  const kinds: ValueKind[] = [];
  const kindIndex = new Map<string, number>();
  const kindOf = (kind: ValueKind) => {
    const id = kind.join(',');
    if (!kindIndex.has(id)) kindIndex.set(id, kinds.push(kind) - 1);
    return kindIndex.get(id)!;
  };
  const texts: Array<Partial<Record<FieldKey, string[]>>> = data.docs.map(() => ({}));
  const words = new Set<string>();
  const postings = new Map<string, Array<{ value: number; doc: number; kind: number; positions: number[] }>>();
  let value = 0;
  for (const record of data.index.records) {
    for (const [keyIndex, entry] of Object.entries(record.$ ?? {})) {
      const key = KEY_ORDER[Number(keyIndex)];
      const subs = Array.isArray(entry) ? entry : [entry];
      texts[record.i][key] = subs.map((s) => s.v);
      for (const s of subs) for (const w of tokenize(s.v)) words.add(w);
      // A heading that many pages share ("How we build it" on every life skill) frames a section, it
      // does not name what it is about: it counts as the section's text does, and names nothing.
      const frame = key === FIELDS.heading && frames.has(foldWords(subs.map((s) => s.v).join(' ')).trim());
      const isName = NAME_FIELDS.includes(key) && !frame && !data.docs[record.i].l;
      for (const sub of subs) {
        const parts = ` ${foldWords(sub.v)} `.split(' ');
        const worth = FIELD_SHARE[frame ? FIELDS.body : key] * sub.n;
        const named = parts.filter(Boolean).length;
        const kind = kindOf(isName ? [Number(keyIndex), worth, parts.length, named] : [Number(keyIndex), worth]);
        const at = new Map<string, number[]>();
        parts.forEach((part, i) => part && at.set(part, [...(at.get(part) ?? []), i]));
        for (const [word, positions] of at) {
          const list = postings.get(word) ?? [];
          list.push({ value, doc: record.i, kind, positions });
          postings.set(word, list);
        }
        value++;
      }
    }
  }
  const keys = [...postings.keys()].sort();
  const pieces: Piece[] = [];
  const starts: string[] = [];
  let size = Infinity;
  for (const key of keys) {
    const flat: number[] = [];
    let last = { value: 0, doc: 0 };
    for (const p of postings.get(key)!) {
      flat.push(
        p.value - last.value,
        p.doc - last.doc,
        p.kind,
        p.positions.length,
        ...p.positions.map((at, i) => at - (p.positions[i - 1] ?? 0)),
      );
      last = p;
    }
    if (size >= PIECE_BYTES) {
      pieces.push({});
      starts.push(key);
      size = 0;
    }
    pieces[pieces.length - 1][key] = flat;
    size += key.length + JSON.stringify(flat).length;
  }
  const fragments: Fragment[] = data.pages.map(() => []);
  data.docs.forEach((doc, i) => fragments[doc.p].push([i, texts[i]]));
  const vocabulary = [...words].sort();
  const keySet = new Set(keys);
  const core: SearchCore = {
    pages: data.pages,
    docs: data.docs,
    synonyms: data.synonyms,
    ...(data.answers ? { answers: data.answers } : {}),
    ...(data.common ? { common: data.common } : {}),
    words: vocabulary,
    keys: { added: keys.filter((k) => !words.has(k)), dropped: vocabulary.filter((w) => !keySet.has(w)) },
    kinds,
    pieces: starts,
  };
  return { core, pieces, fragments };
}

/**
 * The search index cut into what a query fetches (as Pagefind cuts its own): a core (pages, vocabulary,
 * synonyms, answers: what reading and correcting a query needs), pieces (each word's postings, by
 * ranges of words in order) and fragments (each page's text, for its result's title and snippet).
 * Pure: the build writes the parts as files (src/build/generate/search-files.ts); the whole index held
 * in memory is the same parts, all present (src/search/engine/store.ts), so both search alike.
 */
import { FIELD_SHARE, FIELDS, KEY_ORDER, NAME_FIELDS, type FieldKey } from './fields.ts';
import { foldWords, tokenize } from './text.ts';
import type { SearchData, SearchPage } from './types.ts';

/**
 * What a match in one field value counts and where it is: its field (index in KEY_ORDER), its weight
 * share × length norm, and for a name (title, keyword, heading) the length of its folded text split at
 * spaces and how many of those parts are words (to rebuild the name from the query's words).
 */
export type ValueKind = [key: number, worth: number, parts?: number, words?: number];

/**
 * A word's postings: per field value saying it, [value, record Δ, count], flat, then where it is: for a
 * name (title, keyword, heading) [position Δ…]; for a text [run Δ, from end…], the run of words (between
 * punctuation, which no phrase spans; named by a hash of its last words) and the word's place in it
 * counted back from its end (`textPlaces`), in the order of the runs' names. A value is numbered
 * within its record (`VALUES_PER_RECORD`), not across the site; what it counts (its kind, which follows
 * its length) is listed once in the core (`SearchCore.values`): an edit of a sentence changes the
 * postings of the words it adds or drops and of the words in the runs it edits only, so the pieces of the other words keep their bytes, and so their file names.
 */
export type Piece = Record<string, number[]>;

/** A page's result: what it shows, and its records' anchors and text, [record, anchor, fields] per record. */
export interface Fragment {
  page: Omit<SearchPage, 'lists' | 'post'>;
  docs: Array<[number, string, Partial<Record<FieldKey, string[]>>]>;
}

/**
 * What every search needs, fetched first. Pages are numbered in the order of their paths (so that
 * of two results that score alike the first by path comes first without the paths being here).
 */
export interface SearchCore {
  pageCount: number;
  /** An overview's listed pages, by the overview. */
  lists: Record<number, number[]>;
  /** The pages an answer may link to, by path (the page an answer comes from is its query's first result). */
  answerPages: Record<string, number>;
  /** Each record's page, as the difference from the record before's. */
  docPages: number[];
  /** The records that are an overview's listing (`SearchDoc.l`). */
  listings: number[];
  /** The dated records' last days (`SearchDoc.w`), by record. */
  dated: Record<number, string>;
  /** The news posts (`SearchPage.post`), as runs of page numbers: first, last, first, last… (posts share a folder, so a run or two). */
  posts?: number[];
  synonyms: SearchData['synonyms'];
  answers?: SearchData['answers'];
  common?: string[];
  /** The words of the site's text (the vocabulary queries are expanded and corrected with), in order. */
  words: string[];
  /** The words the postings are keyed by (text folded and split at spaces) differ from `words` by these. */
  keys: { added: string[]; dropped: string[] };
  kinds: ValueKind[];
  /** Each record's field values' kinds (indexes in `kinds`), in the values' order. */
  values: number[][];
  /** The first key of each piece, in order. */
  pieces: string[];
  /** Each piece's and each page's fragment's file name's hash (src/search/engine/part-files.ts; none held in memory). */
  hashes?: { pieces: string; fragments: string };
}

/** Values one record may have (its fields' parts): a posting's value is known by its record's number × this + its own. */
export const VALUES_PER_RECORD = 65_536;

/** About how many bytes of JSON one piece holds, on average: a few words' postings, or one common word's (700: the least first-search bytes of 700, 1,000 and 1,500 at today's size and at 1,000 posts). */
const PIECE_BYTES = 700;

/** A key's place in [0, 1), from its letters alone (FNV-1a): where pieces end follows no other key. */
function keyDraw(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash / 2 ** 32;
}

/**
 * Whether a piece ends after a key of `bytes` (followed by a key of `nextBytes`): by a draw from the key
 * itself, as likely as its share of a piece's bytes (so pieces hold PIECE_BYTES on average at any size
 * of site), and always before or after a key as big as a piece. Decided by the key and the next one
 * alone, not by a running size: a word added or grown moves the ends beside it only, never every later
 * piece's (content-defined chunking, as rsync and restic cut files).
 */
const endsPiece = (key: string, bytes: number, nextBytes: number) => keyDraw(key) < bytes / PIECE_BYTES || nextBytes >= PIECE_BYTES;

export interface SearchParts {
  core: SearchCore;
  pieces: Piece[];
  fragments: Fragment[];
}

/** Whether values of a kind are names, whose words' positions (not places in runs) their postings hold. */
export const isNameKind = (kind: ValueKind) => kind.length > 2;

/** The parts a field value's text is split into (positions count them): folded, split at spaces, a space at each end. */
export const valueParts = (text: string) => ` ${foldWords(text)} `.split(' ');

/** Run names a text's runs are drawn from (more when a text has more distinct runs): short numbers, few bytes. */
const RUN_NAMES = 4096;

/**
 * Where each part of a text is as [run, from its end]: a run is a stretch of words with no punctuation
 * between them (folding leaves an empty part for each mark), the only stretch a phrase can match in,
 * named by a hash of its last two words (FNV-1a; the next free name when two runs of the text that
 * differ draw the same; runs alike share one), and a word's place counted back from the run's end (1
 * for its last word). Counted from the end because an edit most often adds to a line's end, which in
 * Markdown's wrapped lines cuts a run after its first words: the words of its tail keep their run's name
 * and their places. So a word's place moves only when its own run is edited after it (or its last
 * words are), not when words are added to or dropped from another sentence, or at the start of its own.
 * Empty parts have none.
 */
export function textPlaces(parts: readonly string[]): Array<[run: number, fromEnd: number] | null> {
  const runs: Array<{ start: number; words: string }> = [];
  parts.forEach((part, i) => {
    if (part && !parts[i - 1]) runs.push({ start: i, words: part });
    else if (part) runs[runs.length - 1].words += ` ${part}`;
  });
  const distinct = [...new Set(runs.map((run) => run.words))];
  let space = RUN_NAMES;
  while (space < distinct.length * 16) space *= 2;
  const nameOf = new Map<string, number>();
  const taken = new Set<number>();
  for (const words of distinct) {
    let name = Math.floor(keyDraw(words.split(' ').slice(-2).join(' ')) * space);
    while (taken.has(name)) name = (name + 1) % space;
    taken.add(name);
    nameOf.set(words, name);
  }
  const places: Array<[number, number] | null> = parts.map(() => null);
  for (const run of runs) {
    const length = run.words.split(' ').length;
    for (let offset = 0; offset < length; offset++) places[run.start + offset] = [nameOf.get(run.words)!, length - offset];
  }
  return places;
}

/** A text's place as one number, so that a word's next in its run is its number + 1 (as a name's positions are). */
export const TEXT_RUN_SPAN = 2 ** 20;

/** A text's place [run, from its end] as one number (`TEXT_RUN_SPAN`), and back. */
export const textPlace = (run: number, fromEnd: number) => run * TEXT_RUN_SPAN + TEXT_RUN_SPAN - fromEnd;
export const fromEndOf = (place: number) => TEXT_RUN_SPAN - (place % TEXT_RUN_SPAN);

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

/** Every string in a value (the answers' links), deep. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

/** Ascending numbers as runs: [first, last, first, last…]. */
function runsOf(numbers: readonly number[]): number[] {
  const runs: number[] = [];
  for (const n of numbers) {
    if (runs.length && runs[runs.length - 1] === n - 1) runs[runs.length - 1] = n;
    else runs.push(n, n);
  }
  return runs;
}

/** The numbers in runs made by `runsOf`. */
export function numbersInRuns(runs: readonly number[] = []): Set<number> {
  const numbers = new Set<number>();
  for (let i = 0; i + 1 < runs.length; i += 2) for (let n = runs[i]; n <= runs[i + 1]; n++) numbers.add(n);
  return numbers;
}

/** The index with its pages numbered in the order of their paths (the order results that score alike keep). */
function pagesInPathOrder(data: SearchData): SearchData {
  const order = data.pages.map((_, i) => i).sort((a, b) => data.pages[a].path.localeCompare(data.pages[b].path));
  const number = new Map(order.map((old, i) => [old, i]));
  return {
    ...data,
    pages: order.map((old) => {
      const { lists, ...page } = data.pages[old];
      return lists ? { ...page, lists: lists.map((p) => number.get(p)!) } : page;
    }),
    docs: data.docs.map((doc) => ({ ...doc, p: number.get(doc.p)! })),
  };
}

/** Cuts the whole index into its parts. */
export function splitIndex(whole: SearchData): SearchParts {
  const data = pagesInPathOrder(whole);
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
  const postings = new Map<string, Array<{ value: number; doc: number; positions: number[] }>>();
  const valueKinds: number[][] = data.docs.map(() => []);
  const valuesOf = new Map<number, number>();
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
        const parts = valueParts(sub.v);
        const worth = FIELD_SHARE[frame ? FIELDS.body : key] * sub.n;
        const named = parts.filter(Boolean).length;
        const kind = kindOf(isName ? [Number(keyIndex), worth, parts.length, named] : [Number(keyIndex), worth]);
        const at = new Map<string, number[]>();
        const places = textPlaces(parts);
        if (places.some((place) => place && place[1] > TEXT_RUN_SPAN))
          throw new Error(`A search text has more than ${TEXT_RUN_SPAN} words without punctuation.`);
        // A name's positions are its parts' (it is rebuilt from them); a text's, its places as one number.
        const placeOf = (i: number) => (isName ? i : textPlace(...places[i]!));
        parts.forEach((part, i) => part && at.set(part, [...(at.get(part) ?? []), placeOf(i)]));
        for (const [word, positions] of at) {
          const list = postings.get(word) ?? [];
          list.push({ value: valuesOf.get(record.i) ?? 0, doc: record.i, positions });
          postings.set(word, list);
        }
        valueKinds[record.i].push(kind);
        valuesOf.set(record.i, (valuesOf.get(record.i) ?? 0) + 1);
        if (valuesOf.get(record.i)! >= VALUES_PER_RECORD)
          throw new Error(`A search record has more than ${VALUES_PER_RECORD} field values.`);
      }
    }
  }
  // The kinds most values have first, so their numbers are the shortest in the core's list.
  const uses = kinds.map(() => 0);
  for (const record of valueKinds) for (const kind of record) uses[kind]++;
  const byUse = kinds.map((_, i) => i).sort((x, y) => uses[y] - uses[x] || x - y);
  const renumbered = new Map(byUse.map((old, i) => [old, i]));
  const keys = [...postings.keys()].sort();
  const flats = keys.map((key) => {
    const flat: number[] = [];
    let last = { doc: 0 };
    for (const p of postings.get(key)!) {
      flat.push(p.value, p.doc - last.doc, p.positions.length);
      if (isNameKind(kinds[valueKinds[p.doc][p.value]])) flat.push(...p.positions.map((at, i) => at - (p.positions[i - 1] ?? 0)));
      else {
        let run = 0;
        for (const at of [...p.positions].sort((x, y) => x - y)) {
          const ownRun = Math.floor(at / TEXT_RUN_SPAN);
          flat.push(ownRun - run, fromEndOf(at));
          run = ownRun;
        }
      }
      last = p;
    }
    return flat;
  });
  const bytes = keys.map((key, i) => key.length + JSON.stringify(flats[i]).length);
  const pieces: Piece[] = [];
  const starts: string[] = [];
  keys.forEach((key, i) => {
    if (i === 0 || endsPiece(keys[i - 1], bytes[i - 1], bytes[i])) {
      pieces.push({});
      starts.push(key);
    }
    pieces[pieces.length - 1][key] = flats[i];
  });
  const fragments: Fragment[] = data.pages.map(({ lists: _, post: __, ...page }) => ({ page, docs: [] }));
  data.docs.forEach((doc, i) => fragments[doc.p].docs.push([i, doc.a, texts[i]]));
  const pageOf = new Map(data.pages.map((page, i) => [page.path, i]));
  const answerPages = Object.fromEntries(
    stringsIn(data.answers ?? {}).flatMap((link) => {
      const page = pageOf.get(link.split('#')[0]);
      return page === undefined ? [] : [[link.split('#')[0], page]];
    }),
  );
  const vocabulary = [...words].sort();
  const keySet = new Set(keys);
  const core: SearchCore = {
    pageCount: data.pages.length,
    lists: Object.fromEntries(data.pages.flatMap((page, i) => (page.lists ? [[i, page.lists]] : []))),
    answerPages,
    docPages: data.docs.map((doc, i) => doc.p - (data.docs[i - 1]?.p ?? 0)),
    listings: data.docs.flatMap((doc, i) => (doc.l ? [i] : [])),
    dated: Object.fromEntries(data.docs.flatMap((doc, i) => (doc.w ? [[i, doc.w]] : []))),
    ...(data.pages.some((page) => page.post) ? { posts: runsOf(data.pages.flatMap((page, i) => (page.post ? [i] : []))) } : {}),
    synonyms: data.synonyms,
    ...(data.answers ? { answers: data.answers } : {}),
    ...(data.common ? { common: data.common } : {}),
    words: vocabulary,
    keys: { added: keys.filter((k) => !words.has(k)), dropped: vocabulary.filter((w) => !keySet.has(w)) },
    kinds: byUse.map((old) => kinds[old]),
    values: valueKinds.map((record) => record.map((kind) => renumbered.get(kind)!)),
    pieces: starts,
  };
  return { core, pieces, fragments };
}

/**
 * The parts of the index a search has (src/search/engine/split-index.ts): the core always, pieces and
 * fragments as queries need them. Reading a part not yet here gives nothing and notes it; the engine
 * runs a query again once the noted parts are fetched (`SiteSearch.prepare`), until none is missing,
 * so it ranks on the very data the whole index holds.
 */
import { firstFrom } from './vocabulary.ts';
import type { FieldKey } from './fields.ts';
import {
  isNameKind,
  keysOf,
  pieceOf,
  splitIndex,
  textPlace,
  VALUES_PER_RECORD,
  type Fragment,
  type Piece,
  type SearchCore,
} from './split-index.ts';
import { fragmentFile, pieceFile } from './part-files.ts';
import type { SearchData, SearchDoc } from './types.ts';

/**
 * A field value that says a word: which value (one number across the site), its record, its kind
 * (`SearchCore.kinds`) and where the word is: in a name, its positions among the name's parts; in a
 * text, its places in runs as numbers whose next word in a run is the number + 1 (`TEXT_RUN_SPAN`).
 */
export interface Posting {
  value: number;
  doc: number;
  kind: number;
  positions: number[];
}

/** Fetches a part by its file name (relative to the site's root). */
export type FetchPart = (file: string) => Promise<unknown>;

type Fields = Partial<Record<FieldKey, string[]>>;

export class SearchStore {
  readonly core: SearchCore;
  /** Each record's page, and whether it is a listing or dated (its anchor comes with its page's fragment). */
  readonly docs: ReadonlyArray<Omit<SearchDoc, 'a'>>;
  private readonly pages = new Map<number, Fragment['page']>();
  private readonly anchors = new Map<number, string>();
  /** The postings keys in order, for words that start with what was typed. */
  private readonly keys: string[];
  private readonly postingsOf = new Map<string, Posting[]>();
  private readonly positionsOf = new Map<string, Map<number, number[]>>();
  private readonly pieces = new Set<number>();
  private readonly texts = new Map<number, Fields>();
  private readonly fragments = new Set<number>();
  private readonly missing = { pieces: new Set<number>(), fragments: new Set<number>() };
  private readonly fetchPart: FetchPart | null;
  /** Counts the parts added: a result computed from the parts at hand stays true until it changes. */
  private added = 0;

  constructor(core: SearchCore, fetchPart: FetchPart | null, parts?: { pieces: Piece[]; fragments: Fragment[] }) {
    this.core = core;
    this.fetchPart = fetchPart;
    this.keys = keysOf(core);
    const listings = new Set(core.listings);
    let page = 0;
    this.docs = core.docPages.map((delta, i) => {
      page += delta;
      return { p: page, ...(listings.has(i) ? { l: 1 as const } : {}), ...(core.dated[i] ? { w: core.dated[i] } : {}) };
    });
    parts?.pieces.forEach((piece, i) => this.addPiece(i, piece));
    parts?.fragments.forEach((fragment, i) => this.addFragment(i, fragment));
  }

  /** The whole index, every part present. */
  static whole(data: SearchData): SearchStore {
    const { core, pieces, fragments } = splitIndex(data);
    return new SearchStore(core, null, { pieces, fragments });
  }

  /** The field values that say `word` (none while its piece is not here). */
  postings(word: string): readonly Posting[] {
    const piece = pieceOf(this.core.pieces, word);
    if (!this.pieces.has(piece)) {
      this.missing.pieces.add(piece);
      return [];
    }
    return this.postingsOf.get(word) ?? [];
  }

  /** Where `word` is in one field value (`Posting.positions`), or none: from its piece alone. */
  positions(word: string, value: number): readonly number[] {
    if (!this.postings(word).length) return [];
    let byValue = this.positionsOf.get(word);
    if (!byValue) this.positionsOf.set(word, (byValue = new Map(this.postingsOf.get(word)!.map((p) => [p.value, p.positions]))));
    return byValue.get(value) ?? [];
  }

  /** The keys that start with `prefix`, in order. */
  startingWith(prefix: string): string[] {
    const out: string[] = [];
    for (let i = firstFrom(this.keys, prefix); this.keys[i]?.startsWith(prefix); i++) out.push(this.keys[i]);
    return out;
  }

  /** A record's text by field (empty while its page's fragment is not here). */
  text(doc: number): Fields {
    this.fragment(this.docs[doc].p);
    return this.texts.get(doc) ?? {};
  }

  /** A record's heading anchor ('' for a page's intro; '' too while its page's fragment is not here). */
  anchor(doc: number): string {
    this.fragment(this.docs[doc].p);
    return this.anchors.get(doc) ?? '';
  }

  /** What a page's result shows (blank while its fragment is not here). */
  page(page: number): Fragment['page'] {
    this.fragment(page);
    return this.pages.get(page) ?? { path: '', title: '', section: '' };
  }

  private fragment(page: number): void {
    if (!this.fragments.has(page)) this.missing.fragments.add(page);
  }

  /** Whether parts are fetched as needed (not the whole index at hand). */
  get fetches(): boolean {
    return this.fetchPart !== null;
  }

  /** How many parts have been added so far. */
  get version(): number {
    return this.added;
  }

  /** Whether a search read a part that is not here. */
  get lacking(): boolean {
    return this.missing.pieces.size + this.missing.fragments.size > 0;
  }

  /**
   * Fetches the parts noted missing: the pieces first (the results, and so the pages whose text
   * is wanted, follow from them), then, when no piece is missing, the fragments.
   */
  async fetchMissing(): Promise<void> {
    const { pieces, fragments } = this.missing;
    if (!this.fetchPart) throw new Error('This search index has no parts to fetch.');
    const fetchPart = this.fetchPart;
    const wanted = pieces.size ? [...pieces].map((i) => ['p', i] as const) : [...fragments].map((i) => ['f', i] as const);
    pieces.clear();
    fragments.clear();
    await Promise.all(
      wanted.map(async ([kind, i]) => {
        if (kind === 'p') this.addPiece(i, (await fetchPart(pieceFile(this.core, i))) as Piece);
        else this.addFragment(i, (await fetchPart(fragmentFile(this.core, i))) as Fragment);
      }),
    );
  }

  private addPiece(index: number, piece: Piece): void {
    if (this.pieces.has(index)) return;
    for (const [word, flat] of Object.entries(piece)) {
      const list: Posting[] = [];
      let doc = 0;
      for (let i = 0; i < flat.length;) {
        const own = flat[i++];
        doc += flat[i++];
        const value = doc * VALUES_PER_RECORD + own;
        const kind = this.core.values[doc][own];
        const count = flat[i++];
        const positions: number[] = [];
        if (isNameKind(this.core.kinds[kind])) {
          let at = 0;
          for (let n = 0; n < count; n++) positions.push((at += flat[i++]));
        } else {
          let run = 0;
          for (let n = 0; n < count; n++) positions.push(textPlace((run += flat[i++]), flat[i++]));
        }
        list.push({ value, doc, kind, positions });
      }
      this.postingsOf.set(word, list);
    }
    this.pieces.add(index);
    this.added++;
  }

  private addFragment(page: number, fragment: Fragment): void {
    this.pages.set(page, fragment.page);
    for (const [doc, anchor, fields] of fragment.docs) {
      this.texts.set(doc, fields);
      this.anchors.set(doc, anchor);
    }
    this.fragments.add(page);
    this.added++;
  }
}

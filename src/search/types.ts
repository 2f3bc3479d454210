/** The shape of the search index module (`virtual:search-index`), shared by the build and the browser. */

/** A page in the results: what the result shows besides the matched section. */
export interface SearchPage {
  path: string;
  title: string;
  /** Menu group label (Admission, Pastoral Care, …), or '' for top-level pages. */
  section: string;
  /** A section overview: the indices of the pages it lists. */
  lists?: number[];
  /** A quick link (path: its address): where it leads, shown as the result's text, not searched. */
  leads?: string;
}

/** One searchable record (a page's intro or one heading's section): Fuse's list. Its text lives in the index. */
export interface SearchDoc {
  /** Index into `pages`. */
  p: number;
  /** Heading anchor on the page ('' for the intro). */
  a: string;
  /** An overview's listing (the titles and descriptions of the pages it lists), not its own text. */
  l?: 1;
  /** When, for a dated record (an event of the term calendar): its last day, `YYYY-MM-DD`. */
  w?: string;
}

/**
 * Parents' words, normalised: groups of equivalent phrases, one-way aliases, words that carry no
 * meaning in a query (Pidgin and SMS function words, question frames), and question words that ask
 * for a kind of answer (when → dates), with the words of the pages that give it.
 */
export interface Synonyms {
  groups: string[][];
  aliases: Record<string, string[]>;
  ignore?: string[];
  questions?: Array<{ words: string[]; answers: string[] }>;
}

/** Serialised Fuse index (FuseIndex#toJSON). */
export interface SerializedIndex {
  keys: ReadonlyArray<{ path: string[]; id: string; weight: number; src: string | string[] }>;
  records: Array<{ i: number; $?: Record<number, { v: string; n: number; i?: number } | Array<{ v: string; n: number; i?: number }>> }>;
}

export interface SearchData {
  pages: SearchPage[];
  docs: SearchDoc[];
  index: SerializedIndex;
  synonyms: Synonyms;
}

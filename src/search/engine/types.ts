/** The shape of the search index (split into its files by src/search/engine/split-index.ts), shared by the build and the browser. */
import type { z } from 'zod';
import type { synonymsSchema } from '../index/synonyms.node.ts';

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
  /** A news post: one of many that grow with the years (see MAX_POSTS_AHEAD in engine.ts). */
  post?: 1;
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

type SynonymsFile = z.output<typeof synonymsSchema>;
/** Parents' words, normalised (fields: see `synonymsSchema`); only groups and aliases are required. */
export type Synonyms = Pick<SynonymsFile, 'groups' | 'aliases'> & Partial<SynonymsFile>;

/** Serialised Fuse index (FuseIndex#toJSON). */
interface SerializedIndex {
  keys: ReadonlyArray<{ path: string[]; id: string; weight: number; src: string | string[] }>;
  records: Array<{ i: number; $?: Record<number, { v: string; n: number; i?: number } | Array<{ v: string; n: number; i?: number }>> }>;
}

/** A piece of an answer's value: text, or a link (a phone's tel:, an e-mail's mailto:, WhatsApp). */
export interface AnswerPart {
  text: string;
  href?: string;
}

/** What a fact or a kind of date is asked by: each phrase's words, folded, singular, small words left out. */
type Asks = string[][];

/** A fact that answers questions (pages/_school.answers.yml joined with pages/_school.facts.yml). */
export interface FactAnswerData {
  /** The fact's name ("formFee"). */
  id: string;
  label: string;
  value: AnswerPart[];
  /** The page that shows it (at the section that says it, when one does). */
  href: string;
  /** That page's title. */
  source: string;
  asks: Asks;
  /**
   * The other words that name it, folded and singular: its label, its value and its page's title,
   * keywords and description (for a date: its events'). A query's telling words must be among these
   * or its `asks` for it to be the answer (src/search/engine/answer.ts).
   */
  words: string[];
  /** Its kind of value ("money", "phone": `FACT_KINDS`), asked by the words of `AnswerData.kinds`. */
  kind?: string;
  /** What its words name besides its kind ("scholarship"; "admission" for the admissions phone), each a phrase as `asks`. */
  subjects?: Asks;
}

/** A kind of event of the term calendar that answers questions: its next date is computed on the visitor's day. */
interface DateAnswerData extends Pick<FactAnswerData, 'label' | 'source' | 'asks' | 'words'> {
  /** "calendar:<kind>". */
  id: string;
  /** The events of that kind, by start date: where each is shown on the calendar page; `example`: not confirmed by the office. */
  events: Array<{ title: string; start: string; end?: string; note?: string; example?: boolean; href: string }>;
}

export interface AnswerData {
  facts: FactAnswerData[];
  dates: DateAnswerData[];
  /** The words (singular) that so many of the site's sections say that they tell nothing of what a query asks ("school", "student"). */
  plain: string[];
  /** Per kind of fact, the phrases that ask for it ("how much", "worth": src/search/engine/answer-kinds.ts), each as `asks`. */
  kinds?: Record<string, Asks>;
}

export interface SearchData {
  pages: SearchPage[];
  docs: SearchDoc[];
  index: SerializedIndex;
  synonyms: Synonyms;
  /** The facts and dates the search can answer with (none without pages/_school.answers.yml). */
  answers?: AnswerData;
  /** The site's words among the most common of spoken English ("stay", "far"): they say little in a long question. */
  common?: string[];
  /** The headings (folded) that many pages share: they frame a section rather than name it (`sharedHeadings`). */
  frames?: string[];
}

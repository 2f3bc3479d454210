/**
 * The site search: parses the serialised Fuse index (never rebuilds it), expands the query with
 * parents' words and typo corrections, asks Fuse which records contain each concept, and ranks
 * pages. Pure (no DOM): the dialog, the results page and the benchmark all use it.
 */
import Fuse, { type IFuseOptions } from 'fuse.js';
import { addCorrections, expandQuery, synonymLookup, type Concept, type SynonymLookup } from './expand.ts';
import { FIELD_NORM_WEIGHT, FIELDS, FUSE_KEYS } from './fields.ts';
import { snippet, highlight, type Segment } from './snippet.ts';
import { fold, foldWords, tokenize } from './text.ts';
import type { SearchData, SearchDoc } from './types.ts';

export type { Segment };

/** One page in the results, pointing at its best-matching section. */
export interface SearchHit {
  path: string;
  /** Where the link goes: the page, or `/page#anchor` when the match is under a heading. */
  href: string;
  title: Segment[];
  /** Menu group and heading, e.g. "Admission › Payment details". */
  section: string;
  snippet: Segment[];
  score: number;
}

type FieldKey = (typeof FIELDS)[keyof typeof FIELDS];
const KEY_ORDER = FUSE_KEYS.map((k) => k.name as FieldKey);

const FUSE_OPTIONS: IFuseOptions<SearchDoc> = {
  keys: FUSE_KEYS,
  // Values are folded once when the index is loaded, so Fuse need not lower-case every text on every search.
  isCaseSensitive: true,
  useExtendedSearch: true,
  // Long text: a word counts wherever it is, not only near the start.
  ignoreLocation: true,
  includeScore: true,
  shouldSort: false,
  fieldNormWeight: FIELD_NORM_WEIGHT,
};

/**
 * Fuse's extended-search pattern for one phrase: it must start a word (the index text is folded
 * with punctuation turned into spaces and a leading space), so "fee" finds "fees" but "mission"
 * does not find "admission".
 */
export function fusePattern(phrase: string): string {
  return `'" ${phrase}"`;
}

/** Fuse scores an exact match of weight×norm w as EPSILON^w; this turns the product back into Σw. */
const relevance = (score: number) => Math.log(Math.max(score, Number.MIN_VALUE)) / Math.log(Number.EPSILON);

export class SiteSearch {
  private readonly fuse: Fuse<SearchDoc>;
  private readonly data: SearchData;
  /** Original (unfolded) text of each record's fields, for display. */
  private readonly text: Array<Partial<Record<FieldKey, string[]>>>;
  private readonly lookup: SynonymLookup;
  private vocabulary: string[] | null = null;

  constructor(data: SearchData) {
    this.data = data;
    const index = Fuse.parseIndex<SearchDoc>(structuredClone(data.index) as never, { fieldNormWeight: FIELD_NORM_WEIGHT });
    this.text = data.docs.map(() => ({}));
    for (const record of index.records) {
      for (const [keyIndex, value] of Object.entries(record.$ ?? {})) {
        const key = KEY_ORDER[Number(keyIndex)];
        const subs = Array.isArray(value) ? value : [value];
        this.text[record.i][key] = subs.map((s) => s.v);
        for (const s of subs) s.v = ` ${foldWords(s.v)}`;
      }
    }
    this.fuse = new Fuse(data.docs, FUSE_OPTIONS, index);
    this.lookup = synonymLookup(data.synonyms);
  }

  /** Sorted distinct words of the site, for typo corrections (built on first need). */
  private words(): string[] {
    if (!this.vocabulary) {
      const set = new Set<string>();
      for (const fields of this.text) for (const values of Object.values(fields)) for (const v of values ?? []) for (const w of tokenize(v)) set.add(w);
      this.vocabulary = [...set].sort();
    }
    return this.vocabulary;
  }

  /** Whether some word of the site starts with `prefix` (binary search). */
  private known = (prefix: string): boolean => {
    const words = this.words();
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (words[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < words.length && words[lo].startsWith(prefix);
  };

  /**
   * The concepts a query is searched as (exposed for tests and the benchmark). Alternatives whose
   * first word starts no word of the site are dropped: they cannot match, and each costs a pass.
   */
  concepts(query: string): Concept[] {
    const concepts = addCorrections(expandQuery(query, this.lookup), this.words(), this.known, this.lookup);
    return concepts.map((c) => ({
      ...c,
      alternatives: c.alternatives.filter((a, i) => i === 0 || this.known(a.phrase.split(' ')[0])),
    }));
  }

  /** Per record, how well it matches one concept: the best alternative's Σ field weight × norm × factor. */
  private conceptScores(concept: Concept): Map<number, number> {
    const scores = new Map<number, number>();
    const factors = [...new Set(concept.alternatives.map((a) => a.factor))];
    for (const factor of factors) {
      const pattern = concept.alternatives.filter((a) => a.factor === factor).map((a) => fusePattern(a.phrase)).join(' | ');
      for (const result of this.fuse.search(pattern)) {
        const value = factor * relevance(result.score ?? 1);
        if (value > (scores.get(result.refIndex) ?? 0)) scores.set(result.refIndex, value);
      }
    }
    return scores;
  }

  /** Pages matching the query, best first, each linked to its best section. */
  search(query: string, limit = 8): SearchHit[] {
    if (fold(query).trim().length < 2) return [];
    const concepts = this.concepts(query);
    if (!concepts.length) return [];
    const total = this.data.docs.length;
    const perConcept = concepts.map((c) => this.conceptScores(c));
    // Rarer concepts tell more: "centres" matters more than "exam" in "entrance exam centres".
    const idf = perConcept.map((m) => 1 + Math.log((total + 1) / (m.size + 1)));

    const docScore = new Map<number, number>();
    const docCoverage = new Map<number, number>();
    const pageConcept = new Map<number, number[]>();
    perConcept.forEach((scores, c) => {
      for (const [doc, s] of scores) {
        docScore.set(doc, (docScore.get(doc) ?? 0) + s * idf[c]);
        docCoverage.set(doc, (docCoverage.get(doc) ?? 0) + 1);
        const page = this.data.docs[doc].p;
        const best = pageConcept.get(page) ?? new Array<number>(concepts.length).fill(0);
        best[c] = Math.max(best[c], s);
        pageConcept.set(page, best);
      }
    });

    const phrases = concepts.flatMap((c) => c.alternatives.map((a) => a.phrase));
    const hits: SearchHit[] = [];
    for (const [page, best] of pageConcept) {
      const covered = best.filter((s) => s > 0).length / concepts.length;
      const score = best.reduce((sum, s, c) => sum + s * idf[c], 0) * covered;
      hits.push(this.hit(page, score, docScore, docCoverage, concepts, phrases));
    }
    return hits.sort((a, b) => b.score - a.score || a.path.localeCompare(b.path)).slice(0, limit);
  }

  /** Whether a field of a record (a heading, the page title) alone says every concept of the query. */
  private saysAll(doc: number, field: FieldKey, concepts: Concept[]): boolean {
    const values = this.text[doc]?.[field];
    if (!values?.length) return false;
    const folded = ` ${foldWords(values.join(' '))}`;
    return concepts.every((c) => c.alternatives.some((a) => folded.includes(` ${a.phrase}`)));
  }

  /**
   * The result for a page: the page itself when its title says the whole query; else the record
   * that covers most of the query's concepts, then a section whose heading says them all, then the
   * best-scoring record.
   */
  private hit(
    page: number, score: number, docScore: Map<number, number>, docCoverage: Map<number, number>, concepts: Concept[], phrases: string[],
  ): SearchHit {
    const info = this.data.pages[page];
    let bestDoc = -1;
    let introDoc = -1;
    let best = [-1, -1, -1];
    this.data.docs.forEach((doc, i) => {
      if (doc.p !== page) return;
      if (!doc.a) introDoc = i;
      const coverage = docCoverage.get(i) ?? 0;
      const key = !doc.a && this.saysAll(i, FIELDS.title, concepts)
        ? [Infinity, 0, 0]
        : [coverage, coverage && this.saysAll(i, FIELDS.heading, concepts) ? 1 : 0, docScore.get(i) ?? 0];
      const better = key[0] !== best[0] ? key[0] > best[0] : key[1] !== best[1] ? key[1] > best[1] : key[2] > best[2];
      if (better) {
        best = key;
        bestDoc = i;
      }
    });
    const doc = this.data.docs[bestDoc];
    const fields = this.text[bestDoc];
    const heading = doc.a ? fields[FIELDS.heading]?.[0] ?? '' : '';
    const intro = this.text[introDoc] ?? {};
    const body = fields[FIELDS.body]?.[0] ?? '';
    const description = intro[FIELDS.description]?.[0] ?? '';
    const hasMatch = (t: string) => snippet(t, phrases).some((s) => s.mark);
    const text = doc.a ? (body && (hasMatch(body) || !hasMatch(heading)) ? body : description) : hasMatch(body) || !description ? body : description;
    return {
      path: info.path,
      href: doc.a ? `${info.path}#${doc.a}` : info.path,
      title: highlight(info.title, phrases),
      section: [info.section, heading].filter(Boolean).join(' › '),
      snippet: snippet(text || description, phrases),
      score,
    };
  }
}

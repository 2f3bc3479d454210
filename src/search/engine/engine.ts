/**
 * The site search: reads the serialised Fuse index the build wrote (text and length norms), expands
 * the query with parents' words, shorthand and typo corrections, finds the records that contain each
 * concept, and ranks pages. Pure (no DOM): the dialog, the results page and the benchmark all use it.
 */
import { addCorrections, expandQuery, FACTOR, synonymLookup, type Concept, type SynonymLookup } from './expand.ts';
import { findAnswers, type AskedConcept, type SearchAnswer } from './answer.ts';
import { FIELD_SHARE, FIELDS, KEY_ORDER, type FieldKey } from './fields.ts';
import { snippet, highlight, type Segment, type Term } from './snippet.ts';
import { fold, foldWords, phraseKey, stem, STOPWORDS, tokenize } from './text.ts';
import type { AnswerData, SearchData } from './types.ts';
import { numbersInRuns, type SearchCore } from './split-index.ts';
import { SearchStore, type Posting } from './store.ts';
import { todayAtSchool } from '#site/search.ts';
import { Vocabulary } from './vocabulary.ts';

export type { Segment, SearchAnswer };
export { SearchStore };

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
  /**
   * Found only through guesses (typo corrections, completions of a half-typed word), not through
   * the query's own words, their synonyms or a sure correction ("acommodation"). Such results are
   * shown only when nothing matches exactly.
   */
  fuzzy: boolean;
}

/** What one alternative of a concept is searched as: whole words, or the start of a word. */
interface ResolvedTerm extends Term {
  factor: number;
  fuzzy: boolean;
  /** A guess sure enough to count as the parent's own word (`Alternative.sure`). */
  sure: boolean;
}

/*
 * Matching is Fuse's extended search (`'" term "`) computed directly over the serialised Fuse index:
 * its text is folded with punctuation turned into spaces and a space at each end, so a whole-word
 * term matches only whole words ("fees" not "feedback"; "mission" not "admission") and a prefix term
 * the start of a word; a record scores Σ weight share × length norm over the field values that
 * match (Fuse scores the same match EPSILON^that). The browser needs neither Fuse nor its parser.
 */

/** Whether a folded text (with a space at each end) contains the term. */
const contains = (folded: string, term: Term) => folded.includes(term.prefix ? ` ${term.text}` : ` ${term.text} `);

/** How much an overview's listing counts for a concept, relative to the best page it lists. */
const LISTING_FACTOR = 0.9;

/**
 * BM25F's saturation of a concept's field-weighted score (k1 = 1): saying a word in its title, keywords,
 * heading and text makes a page more sure to be about it, but less and less so, never as much as saying
 * one more of the words asked.
 */
const saturate = (score: number): number => (2 * score) / (score + 1);

/** Concepts asked beyond which a query is a long question, whose rarest word gets `RAREST_FLOOR`. */
const LONG_QUESTION = 6;
/** What a long question's rarest word counts wherever a page says it, of a full match (see `search`). */
const RAREST_FLOOR = 0.25;

/**
 * How surely a page must say a concept for it to count whole in the share of the query it covers: once
 * in a short section's text (half a text's weight share, as a 16-word text's length norm is ½). Said only
 * in a long text or among the extra words (a caption, a list), it covers that fraction of it, as BM25F
 * weighs a term by field and length rather than by presence.
 */
const SURELY_SAID = FIELD_SHARE[FIELDS.body] / 2;

/**
 * What a pair of words side by side weighs in a long question, of its weight by rarity: a pair is
 * rarer than either word, but in a parent's long sentence it is most often part of the setting
 * ("Port Harcourt", "senior students", "first term") rather than the telling word, which it would
 * otherwise outweigh (word pairs weigh less than words in proximity models such as Metzler and
 * Croft's sequential dependence model).
 */
const LONG_QUESTION_PAIR = 0.5;

/** What a word common in spoken English weighs in a long question, of its weight by rarity on the site. */
const COMMON_WORD_FACTOR = 0.5;

/**
 * What a word weighs in a long question when it is said only in the clauses that tell the setting
 * ("my son has lost weight since he resumed, please who plans the meals"), not in a clause that
 * asks (`Synonyms.clauses`): the question is in the clause that asks, the rest says why it is asked.
 * A word the synonyms file gives the school's meaning ("maltreat": bullying) keeps its weight.
 */
const SETTING_FACTOR = 0.5;

/** BM25's inverse document frequency of a concept found in `n` of `total` records: near 0 for a word every record says. */
const idf = (total: number, n: number): number => Math.log(1 + (total - n + 0.5) / (n + 0.5));

/**
 * How much a page giving the kind of answer a question word asks for (when → dates) gains, per match:
 * about the weight of a word a tenth of the records say, so it orders the pages the other words found
 * without outweighing what was asked ("who is the principal": the principal, not every page naming staff).
 */
const QUESTION_WEIGHT = 0.5;

/**
 * What a record named exactly what was asked adds, per concept (× the concept's weight and the factor
 * of the words that name it): as much as a title of one word saying it. Added, not multiplied, so a
 * name made of a word most pages use ("about the school" for "school") adds little.
 */
const NAME_SHARE = FIELD_SHARE[FIELDS.title];

/** Words before a word that make it who the question is about ("my son", "our daughter"), not what it asks. */
const ASKERS: ReadonlySet<string> = new Set(['my', 'our']);
/** The same, after the word in Yoruba ("omo mi": my child). */
const ASKERS_AFTER: ReadonlySet<string> = new Set(['mi']);

/**
 * Words that frame a question of fact without saying which: counting ("in one room", "per term") and
 * permission ("am I allowed to call", as "can I" is a frame the synonyms file ignores), and the verbs a
 * meeting is said with ("does the board hold meetings": the board meets).
 */
const FRAMING: ReadonlySet<string> = new Set(['one', 'per', 'allowed', 'hold', 'held', 'use', 'till', 'until']);

/** Words of degree that say how much of it, never what ("one full session", "which street exactly", "shy small"). */
const DEGREE: ReadonlySet<string> = new Set(['full', 'whole', 'exactly', 'really', 'actually', 'small', 'wella']);

/** Words that open a clause saying why a parent asks, not what ("… if my child falls sick"): up to a question word, its words frame. */
const SETTING_OPENERS: ReadonlySet<string> = new Set(['if', 'because', 'incase']);
/** Words that close such a clause: a question word asks again ("if he is sick, who do I call"). */
const CLAUSE_QUESTIONS: ReadonlySet<string> = new Set(['who', 'what', 'when', 'where', 'which', 'how', 'wetin']);

/** A unit of time said as a rate ("twice a year", "every term"): how often is asked, not about the year. */
const RATE_WORDS: ReadonlySet<string> = new Set(['a', 'per', 'every', 'each']);
const TIME_UNITS: ReadonlySet<string> = new Set(['day', 'week', 'month', 'term', 'year', 'session']);

/** A class of the school ("jss1", "ss2", "year 7"), as the synonyms give each its year. */
const isClass = (concept: Concept) => concept.alternatives.some((a) => /^year \d+$/.test(a.phrase));
/** Words before a class that make it who the question is about ("the form for jss1", "fees in ss2"), not what it asks. */
const FOR_WHOM: ReadonlySet<string> = new Set(['for', 'in']);

/**
 * At most this many news posts come before the evergreen pages in the first three results, when an evergreen
 * page scores at least EVERGREEN_SHARE of the third: ten years of termly posts on the coding club ("Coding
 * club presents its end-of-term show") must not hide the coding club's own page. The news page lists the rest.
 */
const MAX_POSTS_AHEAD = 2;
const SHOWN_FIRST = 3;
const EVERGREEN_SHARE = 0.15;

/** Asking words the search drops as small words, which answers read as frames ("what is", "how", "which"). */
const FRAMES: ReadonlySet<string> = new Set(['what', 'which', 'how', 'why']);
/** Frames that ask alike: each stands for the others. */
const SAME_FRAME: Readonly<Record<string, readonly string[]>> = { what: ['what', 'which'], which: ['which', 'what'] };

/** The words an answer is asked by (its `asks`, its kind's): read as said though no page uses them ("vacate", "percentage"). */
const wordsAnswersAsk = (answers: AnswerData): ReadonlySet<string> =>
  new Set([...answers.facts, ...answers.dates].flatMap((a) => a.asks.flat()).concat(Object.values(answers.kinds ?? {}).flat(2)));

/** Stage 1 of `SiteSearch.search`: the query's concepts (its own, then the pairs said side by side) and the records each matches. */
interface Matched {
  said: Concept[];
  concepts: Concept[];
  conceptTerms: ResolvedTerm[][];
  matches: Array<{ scores: Map<number, number>; exact: Set<number> }>;
  /** Concepts said as one name with the next (`names`: the pairs standing for them). */
  merged: Set<number>;
  names: Set<number>;
  isPair: (concept: number) => boolean;
}

/** Stage 2: each concept's weight, and the concepts that count as asked. */
interface Weighed {
  weight: number[];
  asked: number[];
  askedWeight: number;
}

/** Stage 3: each record's score and concepts said, and each page's best score per concept. */
interface Scored {
  docScore: Map<number, number>;
  docCoverage: Map<number, number>;
  pageConcept: Map<number, number[]>;
}

/** Stage 4: the pages found with their scores, and those matched exactly (not only through a guess). */
interface Ranked {
  pages: Array<{ page: number; score: number }>;
  exactPages: Set<number>;
}

/**
 * The words of a query said in clauses that give why it asks ("… at night if my child falls sick"), each up to a
 * question word or the clause's end. Only after what is asked: a query that opens with one ("if my son wins the
 * scholarship, how much…") says there what it asks about.
 */
function settingClauses(query: string): string[] {
  const words: string[] = [];
  for (const clause of query.split(/[,;.?!:]+/)) {
    let setting = false;
    for (const [i, word] of tokenize(clause).entries()) {
      if (SETTING_OPENERS.has(word) && i > 0) setting = true;
      else if (CLAUSE_QUESTIONS.has(word)) setting = false;
      else if (setting) words.push(word);
    }
  }
  return words;
}

export class SiteSearch {
  private readonly data: SearchCore;
  /** The parts of the index present, and the ones a search noted missing. */
  private readonly store: SearchStore;
  /** The records of each page. */
  private readonly docsOfPage: number[][];
  /** The pages that are news posts. */
  private readonly posts: ReadonlySet<number>;
  /** Each record's page, and whether it is an overview's listing or dated. */
  private readonly docs: SiteSearch['store']['docs'];
  private readonly lookup: SynonymLookup;
  /** Today, `YYYY-MM-DD` in Lagos (the visitor's day, not the build's): which dated records are still to come. */
  private readonly today: () => string;
  private vocabulary: Vocabulary | null = null;
  private lastConcepts: { query: string; concepts: Concept[] } | null = null;
  /** The last query's answers, kept only when every part they read was here: `search` ranks by them, and its caller shows them. */
  private lastAnswers: { key: string; answers: SearchAnswer[] } | null = null;
  /** Queries (with their limit) searched with every part they read present. */
  private readonly ready = new Set<string>();
  /** The words that tell nothing of what is asked (`AnswerData.plain`), read on first need. */
  private plain: ReadonlySet<string> | undefined;
  /** The words the answers ask by (`wordsAnswersAsk`), read on first need. */
  private answerWords: ReadonlySet<string> | undefined;
  /** Each spelling of a question word, and the word it stands for ("wr" → where, "wen" → when). */
  private readonly asking = new Map<string, string>();
  /** Each word of a question word's spelling and the word it spells, read off the spellings ("hw much": hw → how), for the answers' frames. */
  private readonly spelt = new Map<string, string>();
  /** The site's words common in spoken English (`SearchData.common`). */
  private readonly common: ReadonlySet<string>;
  /** What opens a clause that asks, and the words that may come before it (`Synonyms.clauses`). */
  private readonly openers: ReadonlySet<string>;
  private readonly leads: ReadonlySet<string>;

  /** `data`: the whole index (every part at hand), or a store that fetches parts as queries need them. */
  constructor(data: SearchData | SearchStore, options: { today?: () => string } = {}) {
    this.store = data instanceof SearchStore ? data : SearchStore.whole(data);
    this.data = this.store.core;
    this.today = options.today ?? (() => todayAtSchool());
    this.docs = this.store.docs;
    this.posts = numbersInRuns(this.data.posts);
    this.docsOfPage = Array.from({ length: this.data.pageCount }, () => []);
    this.docs.forEach((doc, i) => this.docsOfPage[doc.p].push(i));
    const { synonyms } = this.data;
    this.lookup = synonymLookup(synonyms);
    this.common = new Set(this.data.common ?? []);
    this.openers = new Set(synonyms.clauses?.openers ?? []);
    this.leads = new Set(synonyms.clauses?.leads ?? []);
    for (const { words } of synonyms.questions ?? []) {
      const own = words[0].split(' ');
      for (const w of words) {
        this.asking.set(w, words[0]);
        const parts = w.split(' ');
        if (parts.length === own.length) parts.forEach((part, i) => part !== own[i] && this.spelt.set(part, own[i]));
      }
    }
  }

  /**
   * Fetches the parts of the index a query reads (its words' pieces, then its results' pages), so that
   * `search` and `answers` then give what the whole index gives. Resolves at once for the whole index.
   * `wanted`: false once the visitor has typed on, so a query left behind fetches no more.
   */
  async prepare(query: string, limit?: number, wanted: () => boolean = () => true): Promise<void> {
    const key = `${limit ?? ''} ${query}`;
    while (!this.ready.has(key) && wanted()) {
      this.search(query, limit);
      this.answers(query);
      if (this.store.lacking) await this.store.fetchMissing();
      else this.ready.add(key);
    }
  }

  /** Whether `prepare` has fetched what the query reads (always, for the whole index). */
  isReady(query: string, limit?: number): boolean {
    return this.ready.has(`${limit ?? ''} ${query}`) || !this.store.fetches;
  }

  /**
   * The facts and next dates a query asks for (src/search/engine/answer.ts), as of the visitor's day. Each of
   * its concepts stands for what the search reads it as: its synonyms, what a Pidgin word means ("owo" →
   * fee), the question word it spells ("wr" → where) and, when the site never uses it, its corrections
   * ("admision" → admission); a concept is plain when the site says it everywhere or it names who asks.
   */
  answers(query: string): SearchAnswer[] {
    if (!this.data.answers || fold(query).trim().length < 2) return [];
    const key = `${this.today()} ${this.store.version} ${query}`;
    if (this.lastAnswers?.key === key) return this.lastAnswers.answers;
    const answers = this.answersOf(query, this.data.answers);
    this.lastAnswers = this.store.lacking ? null : { key, answers };
    return answers;
  }

  private answersOf(query: string, data: AnswerData): SearchAnswer[] {
    this.plain ??= new Set(data.plain);
    const plain = this.plain;
    const answerWords = (this.answerWords ??= wordsAnswersAsk(data));
    // "hw many": how many, as the frames and what is counted read it.
    const tokens = tokenize(query).map((t) => this.spelt.get(t) ?? t);
    const typed = new Set(tokens.map(stem));
    // "how many meals": what is counted.
    const counted = new Set(tokens.filter((_, i) => tokens[i - 2] === 'how' && tokens[i - 1] === 'many'));
    // "my son", "our daughter", "omo mi": who the question is about, not what it asks.
    const whose = new Set(tokens.filter((_, i) => ASKERS.has(tokens[i - 1]) || ASKERS_AFTER.has(tokens[i + 1])));
    // "the form for jss1": the class is who asks.
    const forWhom = new Set(tokens.filter((_, i) => FOR_WHOM.has(tokens[i - 1])));
    // "… per session? I wan start to save money now": a sentence that asks nothing, beside one that asks, says why.
    const framing = new Set([
      ...tokens.filter((t, i) => TIME_UNITS.has(t) && RATE_WORDS.has(tokens[i - 1])),
      ...settingClauses(query),
      ...this.settingWords(query),
    ]);
    const concepts: AskedConcept[] = this.concepts(query).map((concept) => {
      const forms = new Map<string, number>();
      const add = (phrase: string, factor: number) => forms.set(phrase, Math.max(factor, forms.get(phrase) ?? 0));
      if (concept.question) {
        // A question word stands for its own spelling and for the one it spells ("wen": when); what it asks for, less surely.
        add(phraseKey(concept.text), FACTOR.own);
        add(phraseKey(this.asking.get(concept.text) ?? concept.text), FACTOR.own);
        for (const a of concept.alternatives) add(a.phrase, FACTOR.synonym);
        // What it asks for that the parent typed too ("how much is skul fees": fees) it says as typed.
        return { forms, question: true, typed: concept.alternatives.map((a) => a.phrase).filter((p) => typed.has(p)) };
      }
      for (const a of concept.alternatives) if (!a.prefix) add(a.phrase, a.sure ? FACTOR.own : a.factor);
      // "how many sleep in one dormitory": so many per room, as a fact's words say it ("students per room").
      if (concept.text === 'one') add('per', FACTOR.synonym);
      const isPlain = (phrase: string) => phrase.split(' ').every((w) => plain.has(w) || STOPWORDS.has(w));
      // The parent's own word, or its sure correction ("skool": school).
      const sure = concept.alternatives.filter((a, i) => i === 0 || a.sure);
      // A word the search cannot read at all (not the site's, no correction: "dsy") says nothing it could answer.
      const unread =
        concept.alternatives.length === 1 &&
        !this.terms(concept.alternatives[0]).length &&
        !answerWords.has(concept.alternatives[0].phrase);
      // A Pidgin or Yoruba word whose every meaning is plain ("pikin", "omo": child, children, student) is plain.
      const meanings = this.data.synonyms.aliases[concept.text] ?? [];
      const plainWord = sure.some((a) => isPlain(a.phrase)) || (meanings.length > 0 && meanings.every((m) => isPlain(phraseKey(m))));
      // An SMS fragment of a small word ("b d": be the) that the search reads only as the start of longer words.
      const fragment = !forms.size && concept.text.length <= 2;
      const plainConcept =
        unread ||
        fragment ||
        whose.has(concept.text) ||
        (forWhom.has(concept.text) && isClass(concept)) ||
        FRAMING.has(concept.text) ||
        DEGREE.has(concept.text) ||
        framing.has(concept.text) ||
        plainWord;
      return {
        forms,
        own: concept.alternatives[0].phrase,
        plain: plainConcept,
        ...(counted.has(concept.text) && !plainConcept ? { counted: true } : {}),
      };
    });
    // Asking words the search leaves out ("what", "which", "how"): frames, said but never telling.
    // "What" and "which" ask alike ("what days", "which days").
    for (const frame of tokens.filter((t) => FRAMES.has(t)))
      concepts.push({ forms: new Map(SAME_FRAME[frame]?.map((w) => [w, FACTOR.own]) ?? [[frame, FACTOR.own]]), plain: true });
    return findAnswers(data, concepts, this.today());
  }

  /** The words of the site (built on first need). */
  private words(): Vocabulary {
    return (this.vocabulary ??= new Vocabulary(this.data.words));
  }

  /**
   * The concepts a query is searched as (exposed for tests and the benchmark). Alternatives the site
   * cannot match (a word it never uses) are dropped, the parent's own word aside: each costs a pass.
   */
  concepts(query: string): Concept[] {
    // The dialog asks for the results and the answers of one query: its concepts are worked out once.
    if (this.lastConcepts?.query === query) return this.lastConcepts.concepts;
    const concepts = addCorrections(expandQuery(query, this.lookup), this.words(), this.lookup).map((c) => ({
      ...c,
      alternatives: this.withOtherForms(c).alternatives.filter((a, i) => i === 0 || this.terms(a).length),
    }));
    this.lastConcepts = { query, concepts };
    return concepts;
  }

  /**
   * A word the parent typed also stands for the site's other forms of it ("visit" → visiting,
   * "swimming" → swim), counted as a synonym is.
   */
  private withOtherForms(concept: Concept): Concept {
    const [own] = concept.alternatives;
    // A word the site never uses has had its family or its corrections found already (expand.ts).
    if (concept.question || own.fuzzy || own.phrase.includes(' ') || !this.words().forms(own.phrase).length) return concept;
    const alternatives = [...concept.alternatives];
    for (const form of this.words().otherForms(own.phrase)) {
      const phrase = stem(form);
      if (!alternatives.some((a) => a.phrase === phrase)) alternatives.push({ phrase, factor: FACTOR.synonym });
    }
    return alternatives.length === concept.alternatives.length ? concept : { ...concept, alternatives };
  }

  /** The terms an alternative is searched as: each way the site spells it, or the start of a word. */
  private terms(alternative: Concept['alternatives'][number]): ResolvedTerm[] {
    const { factor, fuzzy = false, sure = false } = alternative;
    if (alternative.prefix) return [{ text: alternative.phrase, prefix: true, factor, fuzzy, sure }];
    return this.words()
      .spellings(alternative.phrase)
      .map((text) => ({ text, prefix: false, factor, fuzzy, sure }));
  }

  /**
   * Per record, how well it matches one concept (the best alternative's Σ field weight × norm ×
   * factor); and the records it matches through the query's own words, their synonyms or a sure
   * guess (`exact`: what counts as the parent's word).
   */
  private conceptScores(terms: ResolvedTerm[]): { scores: Map<number, number>; exact: Set<number> } {
    const scores = new Map<number, number>();
    const exact = new Set<number>();
    const groups = new Map<string, ResolvedTerm[]>();
    for (const term of terms) {
      const key = `${term.factor}/${term.fuzzy}/${term.sure}`;
      groups.set(key, [...(groups.get(key) ?? []), term]);
    }
    // Each field value that contains one of the terms adds its weight share × length norm. Only the
    // values that say a term's first word are looked at (the postings), not every value of the site.
    for (const group of groups.values()) {
      const { factor, fuzzy, sure } = group[0];
      const found = new Map<number, Posting>();
      for (const term of group)
        for (const posting of this.valuesSaying(term)) if (!found.has(posting.value)) found.set(posting.value, posting);
      const sums = new Map<number, number>();
      for (const { doc, kind } of found.values()) sums.set(doc, (sums.get(doc) ?? 0) + this.data.kinds[kind][1]);
      for (const [doc, sum] of sums) {
        if (factor * sum > (scores.get(doc) ?? 0)) scores.set(doc, factor * sum);
        if (!fuzzy || sure) exact.add(doc);
      }
    }
    return { scores, exact };
  }

  /**
   * The field values whose folded text contains a term (whole words; a half-typed last word), in the
   * order of the postings of its first word: a phrase is found by its words' positions in the value.
   */
  private *valuesSaying(term: Term): Generator<Posting> {
    const [first, ...rest] = term.text.split(' ');
    const words = term.prefix && !rest.length ? this.store.startingWith(first) : [first];
    // The last word of a half-typed phrase may be any word it starts.
    const lastForms = term.prefix && rest.length ? this.store.startingWith(rest[rest.length - 1]) : [];
    const at = (word: string, value: number, position: number) => this.store.positions(word, value).includes(position);
    for (const word of words)
      for (const posting of this.store.postings(word)) {
        const says = (start: number) =>
          rest.every((w, i) =>
            term.prefix && i === rest.length - 1
              ? lastForms.some((f) => at(f, posting.value, start + i + 1))
              : at(w, posting.value, start + i + 1),
          );
        if (!rest.length || posting.positions.some(says)) yield posting;
      }
  }

  /** Per candidate record, the share of field weight whose text says one of a question word's answers. */
  private questionScores(terms: ResolvedTerm[], docs: number[]): Map<number, number> {
    const saying = new Map<number, Set<number>>();
    for (const term of terms)
      for (const { doc, kind } of this.valuesSaying(term)) saying.set(doc, (saying.get(doc) ?? new Set()).add(this.data.kinds[kind][0]));
    const scores = new Map<number, number>();
    for (const doc of docs) {
      let score = 0;
      // Summed in the fields' order, as each record's fields are listed.
      for (const key of [...(saying.get(doc) ?? [])].sort((x, y) => x - y)) score += FIELD_SHARE[KEY_ORDER[key]];
      if (score) scores.set(doc, score);
    }
    return scores;
  }

  /**
   * The names (title, keyword, heading: folded, a space at each end) of records that say only words
   * of the terms, rebuilt from those words' positions: a name saying any other word is never named.
   */
  private namesOf(concepts: ResolvedTerm[][]): Map<number, string[]> {
    const parts = new Map<number, { doc: number; kind: number; words: string[] }>();
    const words = new Set(concepts.flat().flatMap((t) => (t.prefix ? [] : t.text.split(' '))));
    for (const word of words)
      for (const { value, doc, kind, positions } of this.store.postings(word)) {
        const length = this.data.kinds[kind][2];
        if (length === undefined) continue;
        const name = parts.get(value) ?? { doc, kind, words: new Array<string>(length).fill('') };
        for (const at of positions) name.words[at] = word;
        parts.set(value, name);
      }
    const names = new Map<number, string[]>();
    for (const { doc, kind, words: said } of parts.values())
      if (said.filter(Boolean).length === this.data.kinds[kind][3]) names.set(doc, [...(names.get(doc) ?? []), said.join(' ')]);
    return names;
  }

  /**
   * Whether a record is named exactly what was asked: one of its names (its page's title, a keyword,
   * its heading) says every concept and nothing else ("PTA meeting", not "PTA meeting on Saturday
   * 28 November", nor "about the school" for "school"). Returns the factor of the words that say it (0: not named).
   */
  private named(names: readonly string[], concepts: ResolvedTerm[][]): number {
    let best = 0;
    for (const name of names) {
      let rest = name;
      let factor = 1;
      for (const terms of concepts) {
        const found = terms.filter((t) => (!t.fuzzy || t.sure) && !t.prefix && contains(name, t));
        if (!found.length) {
          factor = 0;
          break;
        }
        factor = Math.min(factor, Math.max(...found.map((t) => t.factor)));
        for (const t of found) while (rest.includes(` ${t.text} `)) rest = rest.replace(` ${t.text} `, '  ');
      }
      if (factor > best && !rest.trim()) best = factor;
    }
    return best;
  }

  /**
   * Pages matching the query, best first, each linked to its best section. Five stages, each its own
   * method: the concepts' matching records (`matchConcepts`), their weights (`weighConcepts`), each
   * page's best score per concept (`scorePages`), the pages' scores (`rankPages`), and the order and
   * hits shown (`shownHits`).
   */
  search(query: string, limit = 8): SearchHit[] {
    if (fold(query).trim().length < 2) return [];
    const said = this.concepts(query);
    if (!said.length) return [];
    const matched = this.matchConcepts(said);
    const weighed = this.weighConcepts(query, matched);
    const scored = this.scorePages(matched, weighed);
    const ranked = this.rankPages(matched, weighed, scored);
    return this.shownHits(query, ranked, matched, weighed, scored, limit);
  }

  /**
   * Stage 1: the records each concept of the query matches, and the pairs of words said side by side
   * that a page also says side by side ("dining hall", "build robots"), which say more together than
   * apart: each pair counts as one more concept, as rare as the pages saying it.
   */
  private matchConcepts(said: Concept[]): Matched {
    const saidTerms = said.map((c) => c.alternatives.flatMap((a) => this.terms(a)));
    const saidFound = said.map((c, i) => (c.question ? null : this.conceptScores(saidTerms[i])));
    const pairs: Array<{ concept: Concept; terms: ResolvedTerm[]; found: ReturnType<SiteSearch['conceptScores']> }> = [];
    const merged = new Set<number>();
    const names = new Set<number>();
    for (let i = 0; i + 1 < said.length; i++) {
      const [a, b] = [said[i], said[i + 1]];
      if (a.question || b.question || a.alternatives[0].fuzzy || b.alternatives[0].fuzzy) continue;
      const phrase = `${a.alternatives[0].phrase} ${b.alternatives[0].phrase}`;
      if (said.some((c) => c.alternatives.some((alt) => alt.phrase === phrase))) continue;
      const terms = this.terms({ phrase, factor: FACTOR.own });
      const found = terms.length ? this.conceptScores(terms) : null;
      if (found?.scores.size) {
        pairs.push({ concept: { text: `${a.text} ${b.text}`, alternatives: [{ phrase, factor: FACTOR.own }] }, terms, found });
        // Two words the site only ever says together, each with a capital ("Port Harcourt", "Ogun State"),
        // are one name: the pair stands for both, as one word would.
        const size = found.scores.size;
        if (saidFound[i]?.scores.size === size && saidFound[i + 1]?.scores.size === size && this.saidAsName(found.scores.keys(), terms)) {
          merged.add(i).add(i + 1);
          names.add(said.length + pairs.length - 1);
        }
      }
    }
    const concepts = [...said, ...pairs.map((p) => p.concept)];
    const conceptTerms = [...saidTerms, ...pairs.map((p) => p.terms)];
    const found = [...saidFound, ...pairs.map((p) => p.found)];
    // A question word is looked for only on the pages the other words found: it never adds a page.
    const candidates = [...new Set(found.flatMap((m) => [...(m?.scores.keys() ?? [])].map((doc) => this.docs[doc].p)))].flatMap(
      (page) => this.docsOfPage[page],
    );
    const matches = found.map((m, i) => m ?? { scores: this.questionScores(conceptTerms[i], candidates), exact: new Set<number>() });
    return { said, concepts, conceptTerms, matches, merged, names, isPair: (c: number) => c >= said.length };
  }

  /**
   * Stage 2: how much each concept tells. Rarer concepts tell more (BM25's inverse document frequency
   * over the records): "centres" matters more than "exam" in "entrance exam centres", and a word nearly
   * every record says ("school") weighs almost nothing, so a long question is found by its one telling
   * word. A question word ("when") only raises pages that give its kind of answer, by a fixed weight.
   * A word the synonyms file gives the school's meaning ("money": fees) is never damped as common or setting.
   */
  private weighConcepts(query: string, { said, concepts, matches, merged, names, isPair }: Matched): Weighed {
    const total = this.docs.length;
    const long = said.filter((c) => !c.question).length > LONG_QUESTION;
    const setting = long ? this.settingWords(query) : new Set<string>();
    const commonness = (c: number) => {
      const word = concepts[c].alternatives[0].phrase;
      const factor = long && !isPair(c) && this.common.has(word) && !this.lookup.has(word) ? COMMON_WORD_FACTOR : 1;
      return !this.lookup.has(word) && concepts[c].text.split(' ').every((w) => setting.has(w)) ? factor * SETTING_FACTOR : factor;
    };
    const weight = matches.map((m, c) =>
      concepts[c].question
        ? QUESTION_WEIGHT
        : idf(total, m.scores.size) * commonness(c) * (long && isPair(c) && !names.has(c) ? LONG_QUESTION_PAIR : 1),
    );
    // A word the site never says, whose only matches are guesses ("picky" → "pick"), says nothing when
    // other words of the query match exactly: it neither adds pages nor counts against them. A sure
    // guess ("acommodation": the one site word a slip away) counts as the word ("exact").
    const anyExact = matches.some((m, c) => !concepts[c].question && m.exact.size);
    const asked = concepts.flatMap((c, i) => (c.question || merged.has(i) || (anyExact && !matches[i].exact.size) ? [] : [i]));
    return { weight, asked, askedWeight: asked.reduce((sum, c) => sum + weight[c], 0) };
  }

  /**
   * Stage 3: each record's score and each page's best score per concept. An overview's listing answers
   * a concept a little less well than the best page it lists: the overview wins by answering several
   * at once ("library laboratories sports"), never one alone.
   */
  private scorePages({ concepts, matches }: Matched, { weight }: Weighed): Scored {
    const docScore = new Map<number, number>();
    const docCoverage = new Map<number, number>();
    const pageConcept = new Map<number, number[]>();
    const add = (doc: number, c: number, s: number) => {
      if (s <= 0) return;
      docScore.set(doc, (docScore.get(doc) ?? 0) + s * weight[c]);
      if (!concepts[c].question) docCoverage.set(doc, (docCoverage.get(doc) ?? 0) + 1);
      const page = this.docs[doc].p;
      const best = pageConcept.get(page) ?? new Array<number>(concepts.length).fill(0);
      best[c] = Math.max(best[c], s);
      pageConcept.set(page, best);
    };
    matches.forEach(({ scores }, c) => {
      for (const [doc, s] of scores) if (!this.docs[doc].l) add(doc, c, s);
    });
    matches.forEach(({ scores }, c) => {
      for (const [doc, s] of scores) {
        if (!this.docs[doc].l) continue;
        const listed = this.data.lists[this.docs[doc].p] ?? [];
        add(doc, c, Math.min(s, LISTING_FACTOR * Math.max(0, ...listed.map((p) => pageConcept.get(p)?.[c] ?? 0))));
      }
    });
    return { docScore, docCoverage, pageConcept };
  }

  /** Stage 4: each page's score, from the share of the query it covers, its concepts' scores and the names it bears. */
  private rankPages(
    { concepts, conceptTerms, matches, merged, isPair }: Matched,
    { weight, asked, askedWeight }: Weighed,
    { pageConcept }: Scored,
  ): Ranked {
    // A long question's rarest word is the telling one ("homesick", "spending money").
    const rarest = asked.length > LONG_QUESTION ? Math.max(...asked.map((c) => weight[c])) : Infinity;
    const conceptScore = (c: number, s: number) => {
      const floor = weight[c] >= rarest ? RAREST_FLOOR : 0;
      return s > 0 ? floor + (1 - floor) * saturate(s) : 0;
    };
    const questions = concepts.flatMap((c, i) => (c.question ? [i] : []));
    const questionScore = (best: number[]) => questions.reduce((sum, c) => sum + best[c] * weight[c], 0);
    const exactPages = new Set(asked.flatMap((c) => [...matches[c].exact].map((doc) => this.docs[doc].p)));
    // A record named exactly what was asked ("PTA meeting": the calendar's event of that name) answers
    // it more surely than a page whose fields only say its words, each again (a post's title, tags and
    // summary). A sure correction names as the word would ("voluntery clubs"); a poorer guess, or a
    // concept the site never says, does not count against a name.
    // The words of a name ("Port Harcourt") name as the other words do.
    const naming = [...asked, ...merged].filter((c) => !isPair(c) && matches[c].exact.size);
    const namingTerms = naming.map((c) => conceptTerms[c]);
    const namesOf = naming.length ? this.namesOf(namingTerms) : new Map<number, string[]>();
    const nameFactor = (page: number) =>
      naming.length
        ? Math.max(
            0,
            ...this.docsOfPage[page]
              .filter((doc) => naming.every((c) => matches[c].exact.has(doc)))
              .map((doc) => this.named(namesOf.get(doc) ?? [], namingTerms)),
          )
        : 0;
    const pages: Array<{ page: number; score: number }> = [];
    for (const [page, best] of pageConcept) {
      // A guess never adds noise to exact results: "fees" does not list pages that only say "feel".
      if (exactPages.size && !exactPages.has(page)) continue;
      // The share of what was asked that the page says, each concept counted by its weight: a page
      // saying the rare word of a long question covers more of it than one saying its common words, and
      // a word said only in passing (SURELY_SAID) covers less than one the page is about.
      const covered = asked.reduce((sum, c) => sum + Math.min(1, best[c] / SURELY_SAID) * weight[c], 0) / askedWeight;
      if (!covered) continue;
      // A question word ("who": staff, teacher) at most doubles what the other words say of the page:
      // a page saying every answer and the question's words only in passing does not outrank the page about them.
      const content = asked.reduce((sum, c) => sum + conceptScore(c, best[c]) * weight[c], 0);
      const score = (content + Math.min(questionScore(best), content)) * covered;
      const name = nameFactor(page);
      pages.push({ page, score: name ? score + name * NAME_SHARE * naming.reduce((sum, c) => sum + weight[c], 0) : score });
    }
    return { pages, exactPages };
  }

  /**
   * Stage 5: the pages in order, and a section and snippet for the ones shown only (the costly part).
   * A question of fact or date is best answered by the page its answer comes from: that page comes first.
   */
  private shownHits(
    query: string,
    { pages, exactPages }: Ranked,
    { conceptTerms }: Matched,
    { asked }: Weighed,
    scored: Scored,
    limit: number,
  ): SearchHit[] {
    const today = this.today();
    const askedTerms = asked.map((c) => conceptTerms[c]);
    const answered = new Set(this.answers(query).map((a) => this.data.answerPages[a.href.split('#')[0]]));
    const first = (page: number) => (answered.has(page) ? 1 : 0);
    const sorted = pages.sort(
      (a, b) =>
        // Pages are numbered in the order of their paths (src/search/engine/split-index.ts).
        first(b.page) - first(a.page) || b.score - a.score || a.page - b.page,
    );
    return this.evergreenAhead(sorted)
      .slice(0, limit)
      .map(({ page, score }) => ({
        ...this.hit(page, score, scored.docScore, scored.docCoverage, askedTerms, today),
        fuzzy: !exactPages.has(page),
      }));
  }

  /** Pages in order, with the best evergreen page moved up when more than MAX_POSTS_AHEAD posts fill the first three. */
  private evergreenAhead(sorted: Array<{ page: number; score: number }>): Array<{ page: number; score: number }> {
    const top = sorted.slice(0, SHOWN_FIRST);
    if (top.filter(({ page }) => this.posts.has(page)).length <= MAX_POSTS_AHEAD) return sorted;
    const next = sorted.findIndex(({ page }, i) => i >= SHOWN_FIRST && !this.posts.has(page));
    if (next < 0 || sorted[next].score < EVERGREEN_SHARE * top[top.length - 1].score) return sorted;
    return [...sorted.slice(0, MAX_POSTS_AHEAD), sorted[next], ...sorted.slice(MAX_POSTS_AHEAD, next), ...sorted.slice(next + 1)];
  }

  /** The words of a query said only in clauses that do not ask, when another clause asks (see SETTING_FACTOR). */
  private settingWords(query: string): Set<string> {
    const clauses = query.split(/[,;.?!:]+/).map(tokenize);
    // A clause asks when, after any leading words ("please", "and"), it opens with an opener or a question word.
    const asks = (words: string[]) => {
      let i = 0;
      while (i < words.length - 1 && this.leads.has(words[i])) i++;
      const start = words.slice(i, i + 4);
      return start.some((_, n) => this.openers.has(start.slice(0, n + 1).join(' ')) || this.asking.has(start.slice(0, n + 1).join(' ')));
    };
    const asking = clauses.filter(asks);
    if (!asking.length) return new Set();
    const asked = new Set(asking.flat());
    return new Set(clauses.flat().filter((w) => !asked.has(w)));
  }

  /** Whether the records say a phrase of two words (any of its spellings) each with a capital, as a name is written. */
  private saidAsName(docs: Iterable<number>, terms: ResolvedTerm[]): boolean {
    const patterns = terms.map(({ text }) => {
      const [a, b] = text.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      return new RegExp(`(?<![\\p{L}\\p{N}])(${a})[^\\p{L}\\p{N}]+(${b})(?![\\p{L}\\p{N}])`, 'giu');
    });
    const capital = (w: string) => w[0] !== w[0].toLowerCase();
    for (const doc of docs)
      for (const values of Object.values(this.store.text(doc)))
        for (const value of values ?? [])
          for (const pattern of patterns) for (const m of value.matchAll(pattern)) if (capital(m[1]) && capital(m[2])) return true;
    return false;
  }

  /** Whether a field of a record (a heading, the page title) alone says every concept of the query. */
  private saysAll(doc: number, field: FieldKey, concepts: ResolvedTerm[][]): boolean {
    const values = this.store.text(doc)[field];
    if (!values?.length) return false;
    const folded = ` ${foldWords(values.join(' '))} `;
    return concepts.every((terms) => terms.some((t) => contains(folded, t)));
  }

  /**
   * Of two dated records (events of one name: three PTA meetings), whether the first is the one a
   * parent means: the next to come, else the latest past one. Null unless both are dated, on different days.
   */
  private sooner(a: number, b: number, today: string): boolean | null {
    const [x, y] = [this.docs[a]?.w, this.docs[b]?.w];
    if (!x || !y || x === y) return null;
    if (x >= today !== y >= today) return x >= today;
    return x >= today ? x < y : x > y;
  }

  /**
   * The result for a page: the page itself when its title says the whole query; else the record
   * that covers most of the query's concepts, then a section whose heading says them all, then (of
   * dated records) the next to come, then the best-scoring record.
   */
  private hit(
    page: number,
    score: number,
    docScore: Map<number, number>,
    docCoverage: Map<number, number>,
    concepts: ResolvedTerm[][],
    today: string,
  ): Omit<SearchHit, 'fuzzy'> {
    const info = this.store.page(page);
    const terms = concepts.flat();
    let bestDoc = -1;
    let introDoc = -1;
    let best = [-1, -1, -1];
    this.docsOfPage[page].forEach((i) => {
      const intro = !this.store.anchor(i);
      if (intro) introDoc = i;
      const coverage = docCoverage.get(i) ?? 0;
      const key =
        intro && this.saysAll(i, FIELDS.title, concepts)
          ? [Infinity, 0, 0]
          : [coverage, coverage && this.saysAll(i, FIELDS.heading, concepts) ? 1 : 0, docScore.get(i) ?? 0];
      const better =
        key[0] !== best[0]
          ? key[0] > best[0]
          : key[1] !== best[1]
            ? key[1] > best[1]
            : (this.sooner(i, bestDoc, today) ?? key[2] > best[2]);
      if (better) {
        best = key;
        bestDoc = i;
      }
    });
    const anchor = this.store.anchor(bestDoc);
    const fields = this.store.text(bestDoc);
    const heading = anchor ? (fields[FIELDS.heading]?.[0] ?? '') : '';
    const intro = introDoc < 0 ? {} : this.store.text(introDoc);
    const body = fields[FIELDS.body]?.[0] ?? '';
    const description = intro[FIELDS.description]?.[0] ?? '';
    const hasMatch = (t: string) => snippet(t, terms).some((s) => s.mark);
    const text = anchor
      ? body && (hasMatch(body) || !hasMatch(heading))
        ? body
        : description
      : hasMatch(body) || !description
        ? body
        : description;
    return {
      path: info.path,
      href: anchor ? `${info.path}#${anchor}` : info.path,
      title: highlight(info.title, terms),
      section: [info.section, heading].filter(Boolean).join(' › '),
      snippet: info.leads !== undefined ? [{ text: info.leads, mark: false }] : snippet(text || description, terms),
      score,
    };
  }
}

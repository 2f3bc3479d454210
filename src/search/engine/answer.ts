/**
 * Direct answers: which fact or next date a query asks for, from the answers the build took out of the
 * data files (pages/_school.answers.yml says which words ask for which fact or kind of date). Pure: the
 * engine calls it with the query's concepts and the visitor's day; nothing here knows any fact.
 *
 * A fact's `asks` are its declared phrases and, for a fact of a kind (an amount, a phone: answer-kinds.ts),
 * each of its subjects with each phrase that asks its kind ("scholarship" with "worth", "naira").
 * A query is answered by a fact when it says every word of one of the fact's `asks` (each word as typed,
 * corrected or through a synonym, one at least as typed), and when every telling word it says is
 * accounted for by the fact's words (`asks`, and `words`: its label, value and page), a question frame
 * it fits ("when" for a date), or is plain: said on so many of the site's pages, or naming who asks
 * ("my son"), that it tells nothing. Any other word ("bring" in "can my daughter bring her phone")
 * asks for something else: no answer, the results alone. A fact's value states words of its own ("Ogun
 * State" in the address); a number is its figure however written ("3", "three", "third"); a word that
 * asks a fact's kind ("cost", "percentage"; "date" for a date) asks as "how much" or "when" does.
 */
import { eventDayText } from '../../content/facts/calendar.ts';
import { stem, STOPWORDS, tokenize } from './text.ts';
import { DATE_ASKS, DATE_FRAMES, kindAsks, sameNumber, isNumber, saysOfValue } from './answer-kinds.ts';
import type { AnswerData, FactAnswerData } from './types.ts';

/** An answer shown above the results: "Application form: ₦10,000", from a page (a fact's, or the calendar's for a date). */
export interface SearchAnswer extends Omit<FactAnswerData, 'asks' | 'words'> {
  /** One line more (an event's title and note). */
  detail?: string;
}

/** Asking words: part of what a query asks ("how much", "which day"), never a topic it says more than it asks. */
const QUESTION_WORDS = new Set(['how', 'what', 'when', 'where', 'which', 'who', 'why']);

/** Whether a word asks ("how", "when"): part of what a query asks, never what it is about. */
export const isQuestionWord = (word: string): boolean => QUESTION_WORDS.has(word);

/** Words that say nothing in an answer's words or a query: small words, and the words the search ignores. */
const isFiller = (word: string, ignore: ReadonlySet<string>) => (STOPWORDS.has(word) && !QUESTION_WORDS.has(word)) || ignore.has(word);

/** The words of one phrase of `asks`, as matched: folded, singular, small words left out ("cost of the form" → cost, form). */
export function askWords(phrase: string, ignore: ReadonlySet<string> = new Set()): string[] {
  return tokenize(phrase)
    .filter((w) => !isFiller(w, ignore))
    .map(stem);
}

/** One thing a query says, as the answers read it (the engine makes them from its concepts). */
export interface AskedConcept {
  /** The site's words and phrases (folded, singular) it may stand for, each with how surely (1: the parent's own word). */
  forms: ReadonlyMap<string, number>;
  /** The parent's own word, singular (none for a frame). */
  own?: string;
  /** Tells nothing of what is asked: a frame ("what", "how"), a word most pages say ("school"), who asks ("my son"). */
  plain?: boolean;
  /**
   * A question word ("when", "how much"): it may say a word of a phrase through what it asks for ("how
   * much": fee), but only an answer whose words hold the question itself fits it ("when": a date, not the
   * medical team).
   */
  question?: boolean;
  /** What a question of number counts ("meals" in "how many meals a day"): only an answer whose own words (`asks`) hold it counts it. */
  counted?: boolean;
  /** For a question word: what it asks for that the parent typed too ("fees" in "how much is skul fees"); it says them, never accounts by them. */
  typed?: readonly string[];
}

/** How surely a form must stand for the parent's word to count as said (the parent's own word or a sure correction). */
const SAID = 0.8;

/** Letters two words must start alike with to be one family ("register", "registration"; not "board", "boarder"). */
const FAMILY_PREFIX = 6;

/** Whether two words are one family: the same, or starting with the same FAMILY_PREFIX letters or more. */
const family = (a: string, b: string) =>
  a === b || (a.length >= FAMILY_PREFIX && b.length >= FAMILY_PREFIX && a.slice(0, FAMILY_PREFIX) === b.slice(0, FAMILY_PREFIX));

/** Whether a set of words holds a word or one of its family, or, for a number, the number in figures or words ("3", "three", "third"). */
const holds = (words: ReadonlySet<string>, word: string) =>
  sameNumber(word).some((n) => words.has(n)) || [...words].some((w) => family(w, word));

/** The concepts of a query read word by word, each its own singular (the engine adds synonyms, corrections and frames). */
export function queryWords(query: string, ignore: ReadonlySet<string>): AskedConcept[] {
  return tokenize(query)
    .filter((w) => !isFiller(w, ignore))
    .map((word) => ({
      forms: new Map([[stem(word), 1]]),
      own: stem(word),
      plain: QUESTION_WORDS.has(word) && !['when', 'where', 'who'].includes(word),
    }));
}

/**
 * The words of a phrase a concept says, through one of its forms (the one that says most of them, then
 * the surest): "fees" says "fee" or, through a synonym, "tuition", never both words of "tuition fee". A
 * question word says a word only as itself ("how much", "when"), never through what it asks for.
 */
function saidBy(concept: AskedConcept, phrase: readonly string[]): { words: Set<string>; factor: number } {
  // A question word says itself and what it asks for that the parent typed too ("how much … fees"): all of them.
  if (concept.question) {
    const forms = [...concept.forms].filter(([, f]) => f >= SAID).map(([form]) => form);
    const words = new Set(
      phrase.filter((w) => [...forms, ...(concept.typed ?? [])].some((form) => form.split(' ').some((x) => family(x, w)))),
    );
    return { words, factor: words.size ? 1 : 0 };
  }
  let best = { words: new Set<string>(), factor: 0 };
  for (const [form, factor] of concept.forms) {
    if (concept.question && factor < SAID) continue;
    const words = new Set(phrase.filter((w) => form.split(' ').some((f) => family(f, w))));
    if (words.size > best.words.size || (words.size === best.words.size && words.size && factor > best.factor)) best = { words, factor };
  }
  return best;
}

/**
 * How surely a set of words accounts for a concept: its best form whose words are all among them, small
 * words aside ("what to bring"), or for a question word, the question itself (0: not at all).
 */
function accounts(concept: AskedConcept, words: ReadonlySet<string>): number {
  let best = 0;
  for (const [form, factor] of concept.forms) {
    if (factor <= best) continue;
    const held = concept.question
      ? factor >= SAID && form.split(' ').every((w) => words.has(w))
      : form.split(' ').every((w) => holds(words, w) || STOPWORDS.has(w));
    if (held) best = factor;
  }
  return best;
}

/** How a phrase is said: how many of its words as typed (or surely corrected), and through a synonym. */
interface Said {
  own: number;
  synonyms: number;
}

/**
 * How the query says the phrase it says best (most words as typed, then fewest through synonyms), or null
 * when it says none in full, or none of its words as typed by a telling word: "contact" is not "address",
 * nor "school address" "school e-mail", though the search finds one by the other.
 */
function phraseSaid(asks: readonly string[][], concepts: readonly AskedConcept[]): Said | null {
  let best: Said | null = null;
  for (const phrase of asks) {
    const factors = new Map<string, number>();
    let sure = false;
    for (const concept of concepts) {
      const { words, factor } = saidBy(concept, phrase);
      if (!words.size) continue;
      if (factor >= SAID && !concept.plain) sure = true;
      for (const w of words) factors.set(w, Math.max(factor, factors.get(w) ?? 0));
    }
    if (factors.size < new Set(phrase).size || !sure) continue;
    const own = [...factors.values()].filter((f) => f >= SAID).length;
    const said = { own, synonyms: factors.size - own };
    if (!best || said.own > best.own || (said.own === best.own && said.synonyms < best.synonyms)) best = said;
  }
  return best;
}

/**
 * What a concept accounted for only by a fact's other words (its page, its label) counts, of one its
 * declared words (`asks`) account for: the page of the fees says "entrance exam" too, but it is the form
 * fee whose words say "registration".
 */
const OTHER_WORDS = 0.5;

/**
 * How many of a query's telling words a fact's other words may account for alone: one ("how much to
 * register for the entrance exam": the form fee's page says the exam). A query naming two topics its
 * page mentions ("scholarship siblings discount and fees") asks about the page, not the figure.
 */
const OTHER_WORDS_ALONE = 1;

/**
 * How well a query asks for something, its parts in order: 1 when it says a phrase in full (0: only its
 * question and a word of its own); its telling words accounted for as said (by `asks`: 1, by its other
 * words: OTHER_WORDS); less the words of its phrase said through a synonym ("email the admissions
 * office" is not the office's phone); all it accounts for; the words of its phrase said as typed.
 */
type Score = [number, number, number, number, number];

/**
 * How well a query asks for something, or null: when the query says none of its phrases in full (nor
 * asks its question, "when" for a date, with a telling word of its `asks`), or says a telling word it does
 * not account for, or more than OTHER_WORDS_ALONE accounted for by its other words alone.
 */
function askedBy(
  asks: readonly string[][],
  words: ReadonlySet<string>,
  concepts: readonly AskedConcept[],
  elsewhere: ReadonlySet<string>,
  dated?: { titles: readonly string[] },
  fact?: { declared: ReadonlySet<string>; stated: ReadonlySet<string>; kindPhrases: readonly string[][] },
): Score | null {
  // A date answers "when"; its events' titles ("Closing for the Easter holiday") name it as its own words do.
  const declared =
    fact?.declared ?? new Set([...asks.flat(), ...(dated ? [...DATE_FRAMES, ...dated.titles.flatMap((t) => askWords(t))] : [])]);
  if (!dated) concepts = concepts.map((c) => ownOnly(c, declared, elsewhere));
  // What accounts for a word as its own: its declared words and, for a fact, its value's.
  const stated = fact?.stated ?? declared;
  // A word that asks its kind ("cost", "percentage"; "date" for a date) asks as a question word does.
  const kindPhrases = fact?.kindPhrases ?? (dated ? DATE_ASKS : []);
  const asksKind = (c: AskedConcept) =>
    !c.question && [...c.forms].some(([form, f]) => f >= SAID && kindPhrases.some((p) => p.join(' ') === form));
  let sure = 0;
  let covered = 0;
  let alone = 0;
  let asked = false;
  // Whether a question word asks it ("how much", "when"), not only a word of its kind ("cost", "open").
  let questionAsks = false;
  for (const concept of concepts) {
    const byAsks = accounts(concept, stated);
    const byWords = accounts(concept, words);
    if (!byAsks && (concept.counted || (!byWords && !concept.plain))) return null;
    // A number its words say ("3" children: "three or more") is the fact's own figure, not a topic of its page.
    const figure = Boolean(concept.own && isNumber(concept.own));
    if (!byAsks && byWords && !concept.plain && !figure && ++alone > OTHER_WORDS_ALONE) return null;
    // A plain word ("school", "admission") tells nothing: it is no sign of which fact is asked, only of how much is accounted for.
    if (!concept.plain) sure += byAsks >= SAID ? 1 : byWords >= SAID ? OTHER_WORDS : 0;
    covered += Math.max(byAsks, OTHER_WORDS * byWords);
    questionAsks ||= Boolean(concept.question && byAsks);
    asked ||= questionAsks || asksKind(concept);
  }
  const phrase = phraseSaid(asks, concepts);
  // Its question and a word of its own as typed: "how much to register" (the form fee: "how much form", "registration fee").
  // Asked only by a word of its kind, a word besides it must say what: "date … vacate", not "date" alone.
  const questioned =
    asked && concepts.some((c) => !c.question && !c.plain && (questionAsks || !asksKind(c)) && accounts(c, stated) >= SAID);
  if (!phrase && !questioned) return null;
  return [phrase ? 1 : 0, sure, -(phrase?.synonyms ?? 0), covered, phrase?.own ?? 0];
}

/**
 * A concept as it may ask for one fact: a word that another fact declares (`asks`) but this one does
 * not stands for itself only, not its synonyms: "address" asks for the address, never (as a contact
 * word) for the exam centres' phones, nor "email" for the admissions office's phone.
 */
function ownOnly(concept: AskedConcept, declared: ReadonlySet<string>, elsewhere: ReadonlySet<string>): AskedConcept {
  const { own } = concept;
  if (!own || declared.has(own) || !elsewhere.has(own)) return concept;
  return { ...concept, forms: new Map([...concept.forms].filter(([, factor]) => factor >= SAID)) };
}

/** A fact's phrases that ask for it, their words, and those with its other words. */
interface FactAsks {
  asks: string[][];
  /** Its `asks`' words. */
  declared: Set<string>;
  /** Those and its value's own words ("Ogun State" in the address, "Bank" in the fees account): what it says it is. */
  stated: Set<string>;
  vocabulary: Set<string>;
  kindPhrases: string[][];
}

/** Each fact's phrases that ask for it (its declared `asks`, and its subjects with its kind's words), worked out once per data. */
const factAsksOf = new WeakMap<AnswerData, FactAsks[]>();
function asksOfFacts(data: AnswerData): FactAsks[] {
  let all = factAsksOf.get(data);
  if (!all) {
    all = data.facts.map((f) => {
      const kindPhrases = f.kind ? (data.kinds?.[f.kind] ?? []) : [];
      const asks = [...f.asks, ...(f.subjects ? kindAsks(f.subjects, kindPhrases) : [])];
      const declared = new Set(asks.flat());
      const value = f.value.map((v) => v.text).join(' ');
      const stated = new Set([...declared, ...askWords(value), ...saysOfValue(value)]);
      return { asks, declared, stated, vocabulary: new Set([...stated, ...f.words]), kindPhrases };
    });
    factAsksOf.set(data, all);
  }
  return all;
}

/**
 * Whether a concept the engine read as plain is a phrase the site names as one thing ("house parent",
 * "boarding house") though each of its words alone is plain: it names a person or a place, and tells
 * what is asked ("phone number of my child's house parent" is not the school's phone).
 */
const namesOneThing = (concept: AskedConcept, plain: ReadonlySet<string>) =>
  Boolean(concept.plain && !concept.question && concept.own?.includes(' ') && concept.own.split(' ').every((w) => plain.has(w)));

/** At most this many answers (two facts asked equally well: the admissions and the general phone). */
const MAX_ANSWERS = 2;

/** Whether score `a` is better than `b` (> 0), the same (0) or worse, its parts in order. */
const better = (a: Score, b: Score) => a.map((x, i) => x - b[i]).find((d) => d !== 0) ?? 0;

/**
 * The answers to a query: the facts and next dates that account for all it asks, those whose words it
 * says best (ties all shown), as of `today` (`YYYY-MM-DD`, the visitor's day). None when nothing declared
 * is asked, when the query says more than an answer's words, or when the next date of the kind asked is
 * not in the calendar.
 */
export function findAnswers(data: AnswerData | undefined, concepts: readonly AskedConcept[], today: string): SearchAnswer[] {
  if (!data || !concepts.length) return [];
  const plain = new Set(data.plain);
  concepts = concepts.map((c) => (namesOneThing(c, plain) ? { ...c, plain: false } : c));
  const scored: Array<{ score: Score; answer: () => SearchAnswer | null }> = [];
  const vocabulary = (asks: readonly string[][], words: readonly string[] = []) => new Set([...asks.flat(), ...words]);
  const factAsks = asksOfFacts(data);
  const elsewhere = new Set(factAsks.flatMap((f) => [...f.declared]));
  for (const [i, fact] of data.facts.entries()) {
    const { asks, vocabulary: words, ...own } = factAsks[i];
    const score = askedBy(asks, words, concepts, elsewhere, undefined, own);
    if (score)
      scored.push({ score, answer: () => ({ id: fact.id, label: fact.label, value: fact.value, href: fact.href, source: fact.source }) });
  }
  for (const kind of data.dates) {
    const score = askedBy(kind.asks, vocabulary(kind.asks, kind.words), concepts, elsewhere, { titles: kind.events.map((e) => e.title) });
    if (!score) continue;
    scored.push({
      score,
      answer: () => {
        const next = nextEvent(kind.events, concepts, today);
        if (!next) return null;
        // The event's own title when it says more than the label ("Closing for the Christmas holiday"), and its note.
        const title = kind.label.toLowerCase().endsWith(next.title.toLowerCase()) ? '' : next.title;
        const detail = [title, next.note].filter(Boolean).join(': ');
        return {
          id: kind.id,
          label: kind.label,
          // An unconfirmed date says so in the answer itself ("… (to be confirmed)"), never as fact.
          value: [{ text: eventDayText(next) }],
          detail,
          href: next.href,
          source: kind.source,
        };
      },
    });
  }
  if (!scored.length) return [];
  const best = scored.reduce((a, b) => (better(b.score, a.score) > 0 ? b : a)).score;
  return scored
    .filter((s) => !better(s.score, best))
    .map((s) => s.answer())
    .filter((a): a is SearchAnswer => a !== null)
    .slice(0, MAX_ANSWERS);
}

type DateEvent = AnswerData['dates'][number]['events'][number];

/**
 * The event a query asks the next date of: of the events still to come (`today` included), the first
 * whose title says the most of its telling words ("when does school close for Easter": the Easter
 * closing, not the next closing day). None when the query names only events already past.
 */
function nextEvent(events: readonly DateEvent[], concepts: readonly AskedConcept[], today: string): DateEvent | undefined {
  const named = (event: DateEvent) => {
    const title = new Set(askWords(event.title));
    return concepts.filter((c) => !c.plain && [...c.forms].some(([form, factor]) => factor >= SAID && title.has(form))).length;
  };
  const coming = events.filter((e) => (e.end ?? e.start) >= today);
  const most = Math.max(0, ...coming.map(named));
  if (most < Math.max(0, ...events.map(named))) return undefined;
  return coming.find((e) => named(e) === most);
}

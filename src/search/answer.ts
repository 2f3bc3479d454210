/**
 * Direct answers: which fact or next date a query asks for, from the answers the build took out of the
 * data files (pages/_school.answers.yml says which words ask for which fact or kind of date). Pure: the
 * engine calls it with the query's words and the visitor's day; nothing here knows any fact.
 */
import { eventDayText } from '../content/calendar.ts';
import { stem, STOPWORDS, tokenize } from './text.ts';
import type { AnswerData, FactAnswerData } from './types.ts';

/** An answer shown above the results: "Application form: ₦10,000", from a page (a fact's, or the calendar's for a date). */
export interface SearchAnswer extends Omit<FactAnswerData, 'asks'> {
  /** One line more (an event's title and note). */
  detail?: string;
}

/** Asking words: part of what a query asks ("how much", "which day"), never a topic it says more than it asks. */
const QUESTION_WORDS = new Set(['how', 'what', 'when', 'where', 'which', 'who', 'why']);

/** Words that say nothing in an answer's words or a query: small words, and the words the search ignores. */
const isFiller = (word: string, ignore: ReadonlySet<string>) => (STOPWORDS.has(word) && !QUESTION_WORDS.has(word)) || ignore.has(word);

/** The words of one phrase of `asks`, as matched: folded, singular, small words left out ("cost of the form" → cost, form). */
export function askWords(phrase: string, ignore: ReadonlySet<string> = new Set()): string[] {
  return tokenize(phrase)
    .filter((w) => !isFiller(w, ignore))
    .map(stem);
}

/** One word of a query and what it may stand for (its singular; a correction; a Pidgin word's meaning). */
interface QueryWord {
  word: string;
  forms: ReadonlySet<string>;
}

/** The words of a query that count for answers, each with its singular (the engine adds corrections and meanings). */
export function queryWords(query: string, ignore: ReadonlySet<string>): QueryWord[] {
  return tokenize(query)
    .filter((w) => !isFiller(w, ignore))
    .map((word) => ({ word, forms: new Set([stem(word)]) }));
}

/**
 * How well a query asks for something with these phrases: the words of the longest phrase it says in
 * full, or 0. A query that says more than twice as many other words as it asks (a long question
 * that only mentions a phone) asks for something else.
 */
function askedBy(asks: readonly string[][], words: readonly QueryWord[]): number {
  let best = 0;
  for (const phrase of asks) {
    if (phrase.length <= best || !phrase.every((w) => words.some((q) => q.forms.has(w)))) continue;
    const other = words.filter((q) => !QUESTION_WORDS.has(q.word) && !phrase.some((w) => q.forms.has(w))).length;
    if (other <= 2 * phrase.length) best = phrase.length;
  }
  return best;
}

/** At most this many answers (two facts asked equally well: the admissions and the general phone). */
const MAX_ANSWERS = 2;

/**
 * The answers to a query: the facts and next dates whose words it says best (ties all shown), as of
 * `today` (`YYYY-MM-DD`, the visitor's day). None when nothing declared is asked, or when the next date
 * of the kind asked is not in the calendar.
 */
export function findAnswers(data: AnswerData | undefined, words: readonly QueryWord[], today: string): SearchAnswer[] {
  if (!data || !words.length) return [];
  const scored: Array<{ score: number; answer: () => SearchAnswer | null }> = [];
  for (const fact of data.facts) {
    const score = askedBy(fact.asks, words);
    if (score)
      scored.push({ score, answer: () => ({ id: fact.id, label: fact.label, value: fact.value, href: fact.href, source: fact.source }) });
  }
  for (const kind of data.dates) {
    const score = askedBy(kind.asks, words);
    if (!score) continue;
    scored.push({
      score,
      answer: () => {
        const next = kind.events.find((e) => (e.end ?? e.start) >= today);
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
  const best = Math.max(0, ...scored.map((s) => s.score));
  return scored
    .filter((s) => s.score === best)
    .map((s) => s.answer())
    .filter((a): a is SearchAnswer => a !== null)
    .slice(0, MAX_ANSWERS);
}

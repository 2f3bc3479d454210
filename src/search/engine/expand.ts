/**
 * Query expansion: a parent's query becomes concepts, each with the phrases that may stand for it
 * (its own words, singular; parents' synonyms from synonyms.yml; corrections of typing mistakes).
 * Pure: used by the site and by the benchmark.
 */
import { editDistance } from '../../content/problems/edit-distance.ts';
import { ownPlural, phraseKey, stem, STOPWORDS, tokenize } from './text.ts';
import type { Synonyms } from './types.ts';
import type { Vocabulary } from './vocabulary.ts';

/** How much a match of each kind of alternative counts, relative to the parent's own word. */
export const FACTOR = { own: 1, corrected: 0.8, synonym: 0.6, correctedSynonym: 0.5 } as const;

export interface Alternative {
  /** Folded words separated by single spaces, each in its singular form. */
  phrase: string;
  factor: number;
  /**
   * A guess for a word the site never uses (a typing mistake's correction, or the completion of a
   * half-typed word). Results found only through guesses are dropped when others match exactly.
   */
  fuzzy?: true;
  /**
   * A guess sure enough to stand for the parent's word: the only site word (with its plural) at the
   * fewest edits, one edit at most per SURE_LETTERS_PER_EDIT letters ("acommodation", "studnts"), or
   * the only site word a shorter shorthand sounds like ("admsn", "skul"; not "awrad", a slip). Its matches count as the word's own beside
   * other words' exact matches; a poorer guess ("picky" → "pick") is set aside when those exist.
   */
  sure?: true;
  /** Matches words that start with the phrase (a half-typed word), not only the phrase's own words. */
  prefix?: true;
}

/** One thing the parent asked for: a word or a known phrase, with what may stand for it. */
export interface Concept {
  /** The words as typed (folded). */
  text: string;
  alternatives: Alternative[];
  /**
   * A question word that asks for a kind of answer ("when" → dates): its alternatives are words of
   * pages that give it. It raises those pages among the others' results; it never adds or removes one.
   */
  question?: true;
}

/**
 * Lookup built once from the synonyms file: phrase key → phrases it also searches for; plus the
 * phrases that say nothing (ignore) and the question words with the words of the pages that answer them.
 */
export class SynonymLookup extends Map<string, string[]> {
  readonly ignore = new Set<string>();
  readonly questions = new Map<string, string[]>();

  /** Whether the file names this phrase at all (so a longer phrase is preferred to its first word). */
  knows(key: string): boolean {
    return this.has(key) || this.ignore.has(key) || this.questions.has(key);
  }
}

export function synonymLookup(synonyms: Synonyms): SynonymLookup {
  const map = new SynonymLookup();
  const add = (from: string, to: string) => {
    const key = phraseKey(from);
    if (!key || phraseKey(to) === key) return;
    const list = map.get(key) ?? [];
    if (!list.includes(to)) list.push(to);
    map.set(key, list);
  };
  for (const group of synonyms.groups) for (const a of group) for (const b of group) if (a !== b) add(a, b);
  for (const [from, targets] of Object.entries(synonyms.aliases)) for (const to of targets) add(from, to);
  for (const phrase of synonyms.ignore ?? []) map.ignore.add(phraseKey(phrase));
  for (const { words, answers } of synonyms.questions ?? []) for (const w of words) map.questions.set(phraseKey(w), answers);
  return map;
}

const singular = (phrase: string) => phrase.split(' ').map(stem).join(' ');

/** The longest phrase the synonyms file knows starting at `tokens[i]` (up to 4 words). */
function longestKnown(tokens: string[], i: number, lookup: SynonymLookup): number {
  for (let len = Math.min(4, tokens.length - i); len > 1; len--) {
    if (lookup.knows(singular(tokens.slice(i, i + len).join(' ')))) return len;
  }
  return 1;
}

/**
 * Splits a query into concepts and adds each one's synonyms. Words that say nothing (stop words,
 * the file's `ignore`: Pidgin and SMS function words, question frames) are dropped, and question
 * words become `question` concepts, unless nothing else is left: then every word is searched as typed.
 */
export function expandQuery(query: string, lookup: SynonymLookup, keepAll = false): Concept[] {
  const tokens = tokenize(query);
  const concepts: Concept[] = [];
  for (let i = 0; i < tokens.length;) {
    const len = longestKnown(tokens, i, lookup);
    const words = tokens.slice(i, i + len);
    i += len;
    const text = words.join(' ');
    const key = phraseKey(text);
    const own = singular(text);
    if (!keepAll && !lookup.has(key)) {
      const answers = lookup.questions.get(key);
      if (answers) {
        if (!concepts.some((c) => c.question && c.text === text)) {
          concepts.push({ text, question: true, alternatives: answers.map((a) => ({ phrase: singular(a), factor: FACTOR.own })) });
        }
        continue;
      }
      if (lookup.ignore.has(key) || (len === 1 && STOPWORDS.has(words[0]))) continue;
    }
    if (concepts.some((c) => c.alternatives[0].phrase === own)) continue;
    const alternatives: Alternative[] = [{ phrase: own, factor: FACTOR.own }];
    for (const synonym of lookup.get(key) ?? []) {
      const phrase = singular(synonym);
      if (!alternatives.some((a) => a.phrase === phrase)) alternatives.push({ phrase, factor: FACTOR.synonym });
    }
    concepts.push({ text, alternatives });
  }
  if (!keepAll && !concepts.some((c) => !c.question) && tokens.length) return expandQuery(query, lookup, true);
  return concepts;
}

/** The shortest word read as a slip of the thumb: a four-letter word gets one edit, only for a likely slip (`slipsOnly`). */
const SHORTEST_SLIP = 4;

/**
 * Whether a typed word is so short (four letters) that one edit makes many site words of it: then only a
 * likely slip (half an edit) is a correction at all ("fess": fees), only a slip is sure, and a slip is
 * not preferred to the word's family (`addCorrections`).
 */
const slipsOnly = (word: string): boolean => word.length === SHORTEST_SLIP;

/** Typing-mistake tolerance by word length (at SHORTEST_SLIP letters, only for a likely slip: `slipsOnly`). */
export function allowedEdits(length: number): number {
  return length < SHORTEST_SLIP ? 0 : length < 8 ? 1 : 2;
}

/**
 * How many letters one word has that the other lacks (the larger count): never more than their edit
 * distance, swaps included, and far cheaper, so most of the site's words are ruled out before it.
 */
function bagDistance(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const c of a) counts.set(c, (counts.get(c) ?? 0) + 1);
  let extra = 0;
  for (const c of b) {
    const n = counts.get(c) ?? 0;
    if (n > 0) counts.set(c, n - 1);
    else extra++;
  }
  let missing = 0;
  for (const n of counts.values()) missing += n;
  return Math.max(extra, missing);
}

/**
 * Letters beside each other on a phone's keyboard: on one QWERTY row, or on the rows above and
 * below, which are set off by half a key ("e" touches "s" and "d" below it, "w" and "r" beside it).
 */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const keyAt = (c: string) => {
  const row = KEY_ROWS.findIndex((r) => r.includes(c));
  return row < 0 ? null : { row, x: KEY_ROWS[row].indexOf(c) + row / 2 };
};
const besideOnKeyboard = (a: string, b: string) => {
  const [p, q] = [keyAt(a), keyAt(b)];
  if (!p || !q) return false;
  return p.row === q.row ? Math.abs(p.x - q.x) === 1 : Math.abs(p.row - q.row) === 1 && Math.abs(p.x - q.x) === 0.5;
};
const VOWELS = 'aeiouy';

/**
 * Whether a typed word is `word` with one of the slips thumbs make most: a letter dropped, a
 * letter doubled, two letters swapped, a key beside the right one, or one vowel for another
 * (spelling by ear). Of site words equally far from a typed word, such a slip is the likelier meaning.
 */
export function likelySlip(typed: string, word: string): boolean {
  let i = 0;
  while (i < typed.length && typed[i] === word[i]) i++;
  const [a, b] = [typed.slice(i + 1), word.slice(i + 1)];
  if (typed.length + 1 === word.length) return typed.slice(i) === b;
  if (typed.length === word.length + 1) return a === word.slice(i) && (typed[i] === typed[i - 1] || typed[i] === typed[i + 1]);
  if (typed.length !== word.length || i === typed.length) return false;
  if (a === b) return besideOnKeyboard(typed[i], word[i]) || (VOWELS.includes(typed[i]) && VOWELS.includes(word[i]));
  return typed[i] === word[i + 1] && typed[i + 1] === word[i] && typed.slice(i + 2) === word.slice(i + 2);
}

/** Words of the site close to a mistyped word, best first (at most 3), with their edit distance (a likely slip half an edit less). */
export function closeWords(word: string, vocabulary: readonly string[]): Array<{ w: string; d: number; cost: number }> {
  const onlySlips = slipsOnly(word);
  const max = allowedEdits(word.length);
  if (max === 0) return [];
  const found: Array<{ w: string; d: number; cost: number }> = [];
  for (const w of vocabulary) {
    if (Math.abs(w.length - word.length) > max || w.length < 4 || bagDistance(word, w) > max) continue;
    // A plural kept whole for its own meaning ("belongings": `stem`) is not a slip for its singular;
    // any other word with one s too many ("campuss") is.
    if (ownPlural(word) && word === `${w}s`) continue;
    const d = editDistance(word, w, max);
    if (d > max) continue;
    const cost = d === 1 && likelySlip(word, w) ? 0.5 : d;
    if (!onlySlips || cost < 1) found.push({ w, d, cost });
  }
  return found.sort((x, y) => x.cost - y.cost || x.w.localeCompare(y.w)).slice(0, 3);
}

/**
 * Letters a word needs per edit for its correction to be sure: a slip in a long word
 * ("acommodation", "studnts") is a typing mistake; one edit in a short word ("picky" → "pick",
 * "eater" → "water") more likely turns a word the site does not use into another word.
 */
const SURE_LETTERS_PER_EDIT = 7;

/** The one correction sure enough to stand for a mistyped word (see `Alternative.sure`), or null. */
export function sureOf(word: string, found: ReturnType<typeof closeWords>): string | null {
  if (!found.length) return null;
  const edits = slipsOnly(word) ? found[0].cost : found[0].d;
  if (word.length < SURE_LETTERS_PER_EDIT * edits) return null;
  const best = new Set(found.filter((f) => f.cost === found[0].cost).map((f) => stem(f.w)));
  return best.size === 1 ? [...best][0] : null;
}

/**
 * Fuzzy matching, only for a word the site never uses: a half-typed word ("schola") matches the
 * words it starts; another gets the one site word it is shorthand for, if any ("schlrshp", "skul"),
 * and a longer one ("scholarhsip") the site's closest words, each with its synonyms. A word the
 * site uses ("fees") is never changed into another ("feel").
 */
export function addCorrections(concepts: Concept[], vocabulary: Vocabulary, lookup: SynonymLookup): Concept[] {
  return concepts.map((concept) => {
    const [own, ...others] = concept.alternatives;
    if (concept.question || own.phrase.includes(' ') || vocabulary.forms(own.phrase).length) return concept;
    // A whole word of the family of a site word ("homesick": homesickness; "swim": swimming) is that
    // word, not a guess: the site's forms of it count as a synonym does, and a word it starts, if any,
    // as a completion ("medic": medical, and medicine as a guess).
    // A likely slip of the thumb to a site word ("meting": meeting, not met) is read as that slip.
    // The site's words near the typed one, worked out once (a whole word of a family may need them twice).
    let near: ReturnType<typeof closeWords> | undefined;
    const closeToTyped = () => (near ??= closeWords(concept.text, vocabulary.words));
    const family = vocabulary.otherForms(own.phrase, true);
    // (A shorter word has no corrections at all.)
    if (family.length && !(!slipsOnly(concept.text) && closeToTyped()[0]?.cost < 1)) {
      const alternatives = [...concept.alternatives];
      for (const phrase of family.map(stem))
        if (!alternatives.some((a) => a.phrase === phrase)) alternatives.push({ phrase, factor: FACTOR.synonym });
      if (vocabulary.hasPrefix(own.phrase)) alternatives.push({ phrase: own.phrase, factor: FACTOR.corrected, fuzzy: true, prefix: true });
      return { ...concept, alternatives };
    }
    if (!/\d/.test(own.phrase) && vocabulary.hasPrefix(own.phrase)) {
      return { ...concept, alternatives: [{ ...own, fuzzy: true, prefix: true }, ...others] };
    }
    const alternatives = [...concept.alternatives];
    // A guess made twice (the word it sounds like, then its sure correction: "reliigious") is sure if either is.
    const add = (phrase: string, factor: number, sure: boolean) => {
      const i = alternatives.findIndex((a) => a.phrase === phrase);
      if (i < 0) alternatives.push({ phrase, factor, fuzzy: true, ...(sure ? { sure: true } : {}) });
      else if (sure && alternatives[i].fuzzy) alternatives[i] = { ...alternatives[i], sure: true };
    };
    const close = closeToTyped();
    const sure = sureOf(concept.text, close);
    // SMS shorthand ("schlrshp", "skul", "b4"): the one site word it sounds or is spelt like; not sure
    // when a slip of the thumb makes another site word ("cntre": centre, not country).
    const shorthand = vocabulary.soundAlike(concept.text);
    if (shorthand) {
      const slip = sure ?? (close[0]?.cost < 1 ? stem(close[0].w) : shorthand);
      const isSure = concept.text.length < shorthand.length && slip === shorthand;
      add(shorthand, FACTOR.corrected, isSure);
      for (const synonym of lookup.get(shorthand) ?? []) add(singular(synonym), FACTOR.correctedSynonym, isSure);
    }
    // A sure correction is the word meant: the other site words near it are not guessed as well.
    for (const { w: fix } of close) {
      const isSure = stem(fix) === sure;
      if (sure && !isSure) continue;
      add(stem(fix), FACTOR.corrected, isSure);
      for (const synonym of lookup.get(phraseKey(fix)) ?? []) add(singular(synonym), FACTOR.correctedSynonym, isSure);
    }
    return { ...concept, alternatives };
  });
}

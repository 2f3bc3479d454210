/**
 * Text helpers shared by the index builder (node) and the search (browser):
 * normalising, splitting into words, and the light stemming both sides agree on.
 */

/** Lower case, accents removed (é → e), curly quotes and dashes made plain. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .toLowerCase();
}

/** Words of a text: letters and digits (an apostrophe inside a word is dropped: principal's → principals). */
export function tokenize(text: string): string[] {
  return (
    normalize(text)
      .replace(/'/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * Words too common to search on their own ("what to bring" keeps only "bring"); a verb with all its forms
 * ("gets", "doing", "had"), which a site says rarely, so that a rare form never reads as a telling word.
 */
export const STOPWORDS = new Set([
  'a',
  'about',
  'all',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'been',
  'by',
  'can',
  'did',
  'do',
  'does',
  'doing',
  'done',
  'for',
  'from',
  'get',
  'gets',
  'getting',
  'got',
  'had',
  'has',
  'have',
  'having',
  'he',
  'her',
  'hers',
  'him',
  'his',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'on',
  'or',
  'our',
  'she',
  'so',
  'than',
  'that',
  'the',
  'their',
  'them',
  'there',
  'these',
  'they',
  'this',
  'those',
  'to',
  'us',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'you',
  'your',
]);

/** Plurals not made with -s that parents write about a school ("children" is "child"). */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  children: 'child',
  women: 'woman',
  men: 'man',
  people: 'person',
  feet: 'foot',
  teeth: 'tooth',
};

/**
 * Plurals with a meaning of their own (pluralia tantum), kept whole: cutting the -s would make them
 * another word of the site ("belongings" are not a sense of "belonging", "news" is not "new", "goods"
 * not "good").
 */
const OWN_PLURALS: ReadonlySet<string> = new Set([
  'belongings',
  'news',
  'goods',
  'savings',
  'earnings',
  'surroundings',
  'glasses',
  'manners',
  'arms',
]);

/** Whether a word is a plural with a meaning of its own, kept whole by `stem`. */
export const ownPlural = (word: string): boolean => OWN_PLURALS.has(word);

/**
 * The singular form a search term is matched by: "centres" → "centre", "fees" → "fee",
 * "activities" → "activity". Matching is by substring, so the stem also finds the plural.
 * Only plurals: cutting "-ing" would turn "boarding" into "board" (of governors).
 */
export function stem(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length <= 3 || OWN_PLURALS.has(word)) return word;
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Cuts text to at most `max` characters at a word boundary, adding an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The key a phrase is looked up by: its words, singular, lower case ("School Fees" → "school fee"). */
export function phraseKey(phrase: string): string {
  return tokenize(phrase).map(stem).join(' ');
}

/**
 * `normalize` that keeps every position: each character becomes exactly one character
 * (é → e, A → a, ’ → '), so a match found in folded text can be highlighted in the original.
 */
export function fold(text: string): string {
  return text
    .replace(/[\u0080-\uffff]/g, (c) => {
      const n = normalize(c);
      return n.length === 1 ? n : c;
    })
    .toLowerCase();
}

/** `fold`, with every character that is not a letter or digit turned into a space ("e-learning" → "e learning"). */
export function foldWords(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]/gu, (c) => ' '.repeat(c.length));
}

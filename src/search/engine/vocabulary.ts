/**
 * The words of the site, for deciding how a query word may match: exactly (a word with the same
 * singular: "fee" is "fee" or "fees", never "feel" or "feedback"), or, only when it matches nothing
 * exactly, as a half-typed word or a typing mistake. Pure: the engine, tests and benchmark use it.
 */
import { stem } from './text.ts';

/**
 * How a word sounds, roughly, as parents spell by ear: digits for syllables (2day, b4, gr8), hard c
 * and k alike, sch as sk, ph as f, oo as u, doubled letters single, a silent final e dropped.
 */
export function soundOf(word: string): string {
  return word
    .replace(/2/g, 'to')
    .replace(/4/g, 'for')
    .replace(/8/g, 'ate')
    .replace(/^x/, 'ex')
    .replace(/sch/g, 'sk')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/wh/g, 'w')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 's')
    .replace(/oo/g, 'u')
    .replace(/ee|ea/g, 'i')
    .replace(/(.)\1+/g, '$1')
    .replace(/(?<=[^aeiou].*[^aeiou])e$/, '');
}

/** A word's consonant skeleton: its first letter, then its consonants as it sounds ("accommodation" → "acmdtn"). */
export function skeletonOf(word: string): string {
  const sound = soundOf(word);
  return (sound[0] + sound.slice(1).replace(/[aeiouy]/g, '')).replace(/(.)\1+/g, '$1');
}

/** Where `key` is or would be in sorted `words` (binary search): the first word not before it. */
export function firstFrom(words: readonly string[], key: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The endings of a verb's other forms (`Vocabulary.otherForms`). */
const VERB_ENDINGS = ['ing', 'ed'];
/** With the nouns and adjectives made from a word: for a word the site never uses. */
const DERIVED_ENDINGS = [...VERB_ENDINGS, 'ness', 'ment', 'al'];

/** At most this many spellings of one phrase are searched ("sibling discount" → 4 with plurals). */
const MAX_SPELLINGS = 16;

export class Vocabulary {
  /** Distinct words, sorted (for prefix look-ups and corrections). */
  readonly words: readonly string[];
  private readonly bySingular = new Map<string, string[]>();
  private shapes: { sound: Map<string, Set<string>>; skeleton: Map<string, Set<string>> } | null = null;

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)].sort();
    for (const word of this.words) {
      const key = stem(word);
      const forms = this.bySingular.get(key);
      if (forms) forms.push(word);
      else this.bySingular.set(key, [word]);
    }
  }

  /** Words of the site whose singular is `singular` ("fee" → fee, fees). */
  forms(singular: string): readonly string[] {
    return this.bySingular.get(singular) ?? [];
  }

  /**
   * The site word (singular) that `word`, a word the site never uses, is shorthand for: the only one
   * spelt the same with digits read aloud ("2day"), or sounding the same ("skul"), or with the same
   * consonant skeleton ("schlrshp", "admsn"). Null when none or several do: a guess must be unambiguous.
   */
  soundAlike(word: string): string | null {
    if (word.replace(/\d/g, 'xx').length < 3 || !/[^\d]/.test(word)) return null;
    if (!this.shapes) {
      this.shapes = { sound: new Map(), skeleton: new Map() };
      for (const key of this.bySingular.keys()) {
        if (key.length < 3 || /\d/.test(key)) continue;
        for (const [map, shape] of [
          [this.shapes.sound, soundOf(key)],
          [this.shapes.skeleton, skeletonOf(key)],
        ] as const) {
          const set = map.get(shape) ?? new Set<string>();
          set.add(key);
          map.set(shape, set);
        }
      }
    }
    const spelt = stem(word.replace(/2/g, 'to').replace(/4/g, 'for').replace(/8/g, 'ate'));
    if (/\d/.test(word) && this.forms(spelt).length) return spelt;
    // Only a word written without its vowels ("schlrshp", "admsn") is read by its consonants: one with
    // them ("fess") is a word misspelt, not shorthand, and "phase" is not what it means.
    const unvowelled = /^.[^aeiouy]*e?$/.test(stem(word));
    for (const [map, shape] of [
      [this.shapes.sound, soundOf(stem(word))],
      ...(unvowelled ? [[this.shapes.skeleton, skeletonOf(stem(word))] as const] : []),
    ] as const) {
      const found = map.get(shape);
      if (found?.size === 1) return [...found][0];
      if (found) return null;
    }
    return null;
  }

  /** Whether some word of the site starts with `prefix`. */
  hasPrefix = (prefix: string): boolean => this.words[firstFrom(this.words, prefix)]?.startsWith(prefix) ?? false;

  /**
   * The ways the site may write a phrase of singular words: every combination of its words' forms
   * ("school fee" → "school fee", "school fees"); none when one of its words never occurs.
   */
  spellings(phrase: string): string[] {
    let out = [''];
    for (const word of phrase.split(' ')) {
      const forms = this.forms(word);
      if (!forms.length) return [];
      out = out.flatMap((head) => forms.map((f) => (head ? `${head} ${f}` : f))).slice(0, MAX_SPELLINGS);
    }
    return out;
  }

  /**
   * The site's words that are another form of the same English verb or noun ("visit" → visiting,
   * visited; "swimming" → swim; "write" → writing; "settle" → settled), found by the regular endings
   * -ing and -ed (a final e dropped, a last consonant doubled). Not the word itself nor its plural.
   * With `derived`, also the nouns and adjectives made with -ness, -ment and -al ("homesick" →
   * homesickness, "medic" → medical, "bullied" → bullying): for a word the site never uses, whose
   * family is a surer reading than a guess.
   */
  otherForms(word: string, derived = false): string[] {
    if (word.length < 3 || /\d/.test(word)) return [];
    const candidates = new Set<string>();
    const base = (w: string) => {
      candidates.add(w);
      candidates.add(`${w}e`);
      if (/([^aeiou])\1$/.test(w)) candidates.add(w.slice(0, -1));
    };
    const endings = derived ? DERIVED_ENDINGS : VERB_ENDINGS;
    const ending = new RegExp(`^(.{3,}?)(${endings.join('|')})$`).exec(word);
    // A form with an ending also stands for its base's other forms when derived ("homesickness" → homesick).
    const bases = ending ? (derived ? [ending[1]] : []) : [word];
    if (ending) base(ending[1]);
    // "bullied", "studies": the base ends in y.
    if (derived && /[^aeiou]ied$/.test(word)) bases.push(`${word.slice(0, -3)}y`);
    for (const b of bases) {
      if (b !== word) candidates.add(b);
      const stemOf = b.endsWith('e') ? b.slice(0, -1) : b;
      for (const end of endings) {
        candidates.add(`${stemOf}${end}`);
        if (end === 'ing' || end === 'ed') {
          if (/[^aeiou][aeiou][^aeiouwxy]$/.test(b)) candidates.add(`${b}${b.at(-1)}${end}`);
        } else candidates.add(`${b}${end}`);
      }
    }
    candidates.delete(word);
    return [...candidates].filter((w) => stem(w) !== stem(word) && this.forms(stem(w)).length);
  }
}

/**
 * The words of the site, for deciding how a query word may match: exactly (a word with the same
 * singular: "fee" is "fee" or "fees", never "feel" or "feedback"), or, only when it matches nothing
 * exactly, as a half-typed word or a typing mistake. Pure: the engine, tests and benchmark use it.
 */
import { stem } from './text.ts';

/** At most this many spellings of one phrase are searched ("sibling discount" → 4 with plurals). */
const MAX_SPELLINGS = 16;

export class Vocabulary {
  /** Distinct words, sorted (for prefix look-ups and corrections). */
  readonly words: readonly string[];
  private readonly bySingular = new Map<string, string[]>();

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

  /** Whether some word of the site starts with `prefix` (binary search). */
  hasPrefix = (prefix: string): boolean => {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.words.length && this.words[lo].startsWith(prefix);
  };

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
}

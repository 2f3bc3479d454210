/**
 * Kinds of fact (an amount of money, a percentage, a phone number, a time of day…) and the words that
 * ask for each: "how much", "worth" and "naira" ask for an amount; "which number", "call" and "ring" for
 * a phone. The build gives each fact the kind its value is (answers.node.ts) and its subjects, what its
 * words name besides its kind ("scholarship" in "how much scholarship"); a query that names a subject and
 * asks its kind asks for the fact ("what is the scholarship worth"), without a phrase per question in
 * pages/_school.answers.yml. Declared once here; the answers read them (answer.ts).
 */

/** One kind of fact: the words that ask for it, and whether a fact (its name and its value as the pages show it) is one. */
interface FactKind {
  asks: readonly string[];
  is: (name: string, text: string, phone: boolean) => boolean;
}

const WEEKDAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)';

export const FACT_KINDS = {
  money: {
    // Words that ask the amount, not nouns that name a topic: not "fee" ("scholarship, siblings discount and
    // fees" asks about the pages), nor "value" ("the school's values" are its ethos).
    // And the verbs a price is said with ("how much una dey collect for form", "the scholarship covers how much").
    asks: ['how much', 'how many naira', 'cost', 'price', 'worth', 'amount', 'naira', 'money', 'charge', 'collect', 'cover'],
    is: (name, text) => /₦|\bnaira\b/i.test(text) || /(Fees?|Amount)$/.test(name),
  },
  percent: { asks: ['how much', 'how many percent', 'percent', 'percentage', 'per cent'], is: (_, text) => /\d\s*%/.test(text) },
  phone: {
    asks: ['phone', 'phone number', 'number', 'call', 'ring', 'telephone', 'line', 'mobile', 'contact number'],
    is: (_name, _text, phone) => phone,
  },
  email: { asks: ['email', 'e-mail', 'mail', 'email address', 'mail address'], is: (name, text) => /Email$/.test(name) || /@/.test(text) },
  hours: {
    asks: ['what time', 'when', 'hours', 'open', 'opening', 'close', 'closing'],
    is: (_, text) => /\b\d{1,2}[:.]\d\d\s*(am|pm)?\b/i.test(text),
  },
  days: {
    asks: ['which day', 'what day', 'when'],
    is: (_, text) => new RegExp(`^${WEEKDAY}(,? (and )?${WEEKDAY})*$`, 'i').test(text.trim()),
  },
  often: {
    asks: ['how often', 'when', 'how many times', 'how frequently', 'frequently'],
    is: (_, text) => /^(daily|weekly|monthly|quarterly|termly|yearly|annually|once|twice)\b/i.test(text.trim()),
  },
  count: { asks: ['how many', 'number of', 'total'], is: (_, text) => /^(over |about |up to )?\d[\d,]*( [a-z]+)?$/i.test(text.trim()) },
  age: { asks: ['how old', 'age', 'what age'], is: (_, text) => /\byears? old\b/i.test(text) },
} satisfies Record<string, FactKind>;

export type FactKindName = keyof typeof FACT_KINDS;

/** The kind a fact is, from its name and its value as the pages show it (the first that fits), or none. */
export function kindOf(name: string, text: string, phone: boolean): FactKindName | undefined {
  return (Object.keys(FACT_KINDS) as FactKindName[]).find((kind) => FACT_KINDS[kind].is(name, text, phone));
}

/**
 * What a fact is asked by beyond its declared words: each of its subjects with each phrase that asks
 * its kind ("scholarship" × "worth", "naira", "how much"…), each a phrase as `asks` are (words, once each).
 */
export function kindAsks(subjects: readonly string[][], kindPhrases: readonly string[][]): string[][] {
  const phrases = subjects.flatMap((subject) => kindPhrases.map((phrase) => [...new Set([...subject, ...phrase])]));
  const seen = new Set<string>();
  return phrases.filter((p) => !seen.has(p.join(' ')) && seen.add(p.join(' ')));
}

/** The words that ask for a date besides "when" (a question word already): "date school vacates", "which day". */
export const DATE_ASKS: readonly string[][] = [['date'], ['day'], ['what', 'day'], ['which', 'day'], ['what', 'date']];

/** Words that ask when an event is, as "when" does, without naming which ("when is the Christmas holiday starting"). */
export const DATE_FRAMES: readonly string[] = ['when', 'start', 'starting', 'begin', 'beginning'];

/** Small numbers as parents write them: in figures, in words, as an ordinal ("3", "three", "third", "3rd"). */
const NUMBERS = [
  ['1', 'one', 'first', '1st'],
  ['2', 'two', 'second', '2nd'],
  ['3', 'three', 'third', '3rd'],
  ['4', 'four', 'fourth', '4th'],
  ['5', 'five', 'fifth', '5th'],
  ['6', 'six', 'sixth', '6th'],
  ['7', 'seven', 'seventh', '7th'],
  ['8', 'eight', 'eighth', '8th'],
  ['9', 'nine', 'ninth', '9th'],
  ['10', 'ten', 'tenth', '10th'],
  ['11', 'eleven', 'eleventh', '11th'],
  ['12', 'twelve', 'twelfth', '12th'],
];
const NUMBER_OF = new Map(NUMBERS.flatMap((forms) => forms.map((f) => [f, forms] as const)));

/** A word and, for a number, its other ways of writing ("3": 3, three, third); any other word alone. */
export const sameNumber = (word: string): readonly string[] => NUMBER_OF.get(word) ?? [word];

/** Whether a word is a number: in figures ("300", "10") or one of the small numbers in words. */
export const isNumber = (word: string): boolean => /^\d[\d,.]*k?$/.test(word) || NUMBER_OF.has(word);

/** A value that says "at any time" ("available 24/7"), and the words a parent asks that time with. */
const ANY_TIME = {
  value: /\b24\s*\/\s*7\b|\b24 hours\b|round the clock|day and night/i,
  says: ['night', 'day', 'weekend', 'anytime', 'always', 'hour', 'time'],
};

/** What a fact's value says beyond its own words: "available 24/7" answers "at night", "at the weekend". */
export const saysOfValue = (value: string): readonly string[] => (ANY_TIME.value.test(value) ? ANY_TIME.says : []);

/**
 * Naira amounts in the facts file, as the office writes them (₦12,500, N12,500, NGN 12,500, 12500,
 * 12,500, 12500 naira), read into the site's one way of showing money: "₦12,500". Words, other
 * currencies and stray text are refused in plain words. Pure (the build and the web editor's check).
 */

/** The sign the site shows before every amount. */
export const NAIRA = '₦';

/** The periods an amount may be given for ("₦300,000 per session"). */
const PERIODS = ['session', 'term', 'year', 'month'] as const;

/** The site's way of writing an amount: ₦ and the naira with commas between thousands (₦12,500). */
export const nairaText = (naira: number): string => `${NAIRA}${naira.toLocaleString('en-US')}`;

/** What `readNaira` makes of a value: the amount as the site shows it, or what to write instead. */
export type NairaReading = { ok: true; text: string } | { ok: false; message: string };

const OTHER_CURRENCY = /[$£€¥]|\b(?:usd|gbp|eur|dollars?|pounds?|euros?|cfa|ghs|cedis?)\b/i;
const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|k)\b/i;

/**
 * Reads one amount. `per`: an example that also says the period ("₦300,000 per session"), when the
 * field gives one; without it, a period is stray text.
 */
export function readNaira(value: unknown, example: string, per = false): NairaReading {
  const refuse = (why: string): NairaReading => ({ ok: false, message: `${why}, e.g. ${example}` });
  if (typeof value === 'number') {
    return Number.isInteger(value) && value > 0 ? { ok: true, text: nairaText(value) } : refuse('write the amount in whole naira');
  }
  // Blank: as every other fact says it.
  if (typeof value === 'string' && !value.trim()) return { ok: false, message: 'write a value' };
  if (typeof value !== 'string') return refuse('write the amount in figures');
  let rest = value.trim();
  let period = '';
  if (per) {
    const found = new RegExp(`\\s+(?:per|a|each)\\s+(${PERIODS.join('|')})$`, 'i').exec(rest);
    if (found) {
      period = ` per ${found[1].toLowerCase()}`;
      rest = rest.slice(0, found.index);
    }
  }
  if (OTHER_CURRENCY.test(rest)) return refuse('write the amount in naira (the site shows every amount in naira)');
  const amount = /^(?:₦|N|NGN)?\s*(\d[\d,]*)(?:\.00)?(?:\s*naira)?$/i.exec(rest);
  if (!amount) {
    if (NUMBER_WORDS.test(rest) && !/\d/.test(rest)) return refuse(`write the amount in figures, not in words ("${value.trim()}")`);
    const periods = per ? ` and the period (${PERIODS.map((p) => `per ${p}`).join(', ')})` : '';
    return refuse(`write only the amount${periods}, found "${value.trim()}"`);
  }
  const digits = amount[1];
  if (digits.includes(',') && !/^\d{1,3}(?:,\d{3})+$/.test(digits)) return refuse(`put the commas between thousands ("${digits}")`);
  const naira = Number(digits.replace(/,/g, ''));
  if (!Number.isSafeInteger(naira) || naira <= 0) return refuse('write an amount above ₦0');
  return { ok: true, text: `${nairaText(naira)}${period}` };
}

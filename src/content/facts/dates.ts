/**
 * Dates as the school writes them: `2026-09-14` in files, "14 September 2026" on pages, always the
 * day in Lagos (Africa/Lagos is UTC+1 all year: no daylight saving). Plain functions, safe in the browser.
 */

export const SCHOOL_TIME_ZONE = 'Africa/Lagos';
/** Lagos is one hour ahead of UTC all year. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "14 September 2026" for 2026-09-14. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The day of the week of a date: "Saturday" for 2026-12-05. */
export function weekdayOf(iso: string): string {
  return WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
}

/** "14 - 18 September 2026", "30 October - 2 November 2026", or one day when there is no end. */
export function formatDateRange(start: string, end?: string): string {
  if (!end || end === start) return formatDate(start);
  const [sy, sm, sd] = start.split('-').map(Number);
  const [ey, em] = end.split('-').map(Number);
  if (sy === ey && sm === em) return `${sd} - ${formatDate(end)}`;
  if (sy === ey) return `${sd} ${MONTHS[sm - 1]} - ${formatDate(end)}`;
  return `${formatDate(start)} - ${formatDate(end)}`;
}

/** Today's date in Lagos, `YYYY-MM-DD`. */
export function todayInLagos(now: Date = new Date()): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Saturday 5 December 2026", or "29 October - 2 November 2026 (Thursday to Monday)": a date as parents say it, with its day of the week. */
export function dayText(start: string, end?: string): string {
  if (!end || end === start) return `${weekdayOf(start)} ${formatDate(start)}`;
  return `${formatDateRange(start, end)} (${weekdayOf(start)} to ${weekdayOf(end)})`;
}

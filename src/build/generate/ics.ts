/**
 * The term calendar as an iCalendar file (RFC 5545) that a phone's calendar can import or subscribe
 * to: each event is all-day (`DATE` values; the end is the day after the last, as the RFC counts it),
 * with a UID that stays the same from one build to the next (src/content/facts/calendar.ts, eventIds), so
 * importing again updates the events instead of adding copies. Pure: the plugin writes the file.
 */
import { CALENDAR_KINDS, eventIds, TO_BE_CONFIRMED, type CalendarData } from '../../content/facts/calendar.ts';
import { addDays, SCHOOL_TIME_ZONE } from '../../content/facts/dates.ts';

export interface IcsOptions {
  /** The school's name: the calendar's name and the product id. */
  schoolName: string;
  /** The site's host (example.edu.ng): UIDs end with it, as RFC 5545 suggests. */
  host: string;
  /** The calendar page's address, given with each event. */
  pageUrl: string;
  /** When the file was made, `YYYY-MM-DD` (DTSTAMP). */
  stamp: string;
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
export const escapeText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and one space (RFC 5545, 3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation line starts with a space, so it holds 74 more.
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (iso: string) => iso.replace(/-/g, '');

/** The event's note, after "Date to be confirmed by the school." while the office has not confirmed the date. */
function descriptionOf(event: CalendarData['events'][number]): string[] {
  const lines = [...(event.example ? [`Date ${TO_BE_CONFIRMED} by the school.`] : []), ...(event.note ? [event.note] : [])];
  return lines.length ? [`DESCRIPTION:${escapeText(lines.join(' '))}`] : [];
}

/**
 * The whole file, CRLF line endings. An event the office has not confirmed says so where a phone shows
 * it: its title ends "(to be confirmed)", its description starts so, and it is TENTATIVE.
 */
export function calendarIcs(data: CalendarData, options: IcsOptions): string {
  const ids = eventIds(data);
  const stamp = `${compact(options.stamp)}T000000Z`;
  const events = [...ids].flatMap(([event, id]) => [
    'BEGIN:VEVENT',
    `UID:${id}@${options.host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(event.start)}`,
    `DTEND;VALUE=DATE:${compact(addDays(event.end ?? event.start, 1))}`,
    `SUMMARY:${escapeText(`${event.title}${event.example ? ` (${TO_BE_CONFIRMED})` : ''}`)}`,
    ...descriptionOf(event),
    ...(event.example ? ['STATUS:TENTATIVE'] : ['STATUS:CONFIRMED']),
    `CATEGORIES:${escapeText(CALENDAR_KINDS[event.kind])}`,
    `URL:${options.pageUrl}#${id}`,
    // A day that does not make the parent look busy all day.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.schoolName)}//Term calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${options.schoolName}: term dates`)}`,
    `X-WR-TIMEZONE:${SCHOOL_TIME_ZONE}`,
    // West Africa Time all year (no daylight saving): the school's time zone, for apps that ask.
    'BEGIN:VTIMEZONE',
    `TZID:${SCHOOL_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0100',
    'TZNAME:WAT',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

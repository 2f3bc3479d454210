/**
 * The term calendar (`pages/_school.calendar.yml`, checked by calendar.data.ts):
 * the kinds of event, and what the pages show of it (next dates, terms with their events).
 * Plain functions, safe in the browser; "today" is always passed in (the build's day in Lagos).
 */
import type { CalendarFile } from './calendar.data.ts';
import { dayText } from './dates.ts';
import { slugOf } from '../nav/route-path.ts';

/** Every kind of event, with the words a page shows for it. */
export const CALENDAR_KINDS = {
  resumption: 'Resumption',
  'mid-term-break': 'Mid-term break',
  'visiting-day': 'Visiting day',
  examination: 'Examination',
  'entrance-examination': 'Entrance examination',
  'pta-meeting': 'PTA meeting',
  closing: 'Closing',
  holiday: 'Public holiday',
  event: 'School event',
} as const;
export type CalendarKind = keyof typeof CALENDAR_KINDS;
export const calendarKindNames = Object.keys(CALENDAR_KINDS) as [CalendarKind, ...CalendarKind[]];

/** The file as checked (the schema is the one declaration of its fields). */
export type CalendarData = CalendarFile;
type CalendarTerm = CalendarData['terms'][number];
export type CalendarEvent = CalendarData['events'][number];

/**
 * The site's words for a date the office has not confirmed (`example: true`), wherever the date is
 * given: the pages' badge, the search and its answers, phones' calendars (.ics).
 */
export const TO_BE_CONFIRMED = 'to be confirmed';

/** The words with a capital, as a badge or a sentence starts: "To be confirmed". */
export const TO_BE_CONFIRMED_LABEL = TO_BE_CONFIRMED.charAt(0).toUpperCase() + TO_BE_CONFIRMED.slice(1);

/** An event's day in words, saying so when it is not confirmed: "Sunday 10 January 2027 (to be confirmed)". */
export const eventDayText = (event: { start: string; end?: string; example?: boolean }): string =>
  `${dayText(event.start, event.end)}${event.example ? ` (${TO_BE_CONFIRMED})` : ''}`;

/** The last day of an event (its start when it lasts one day). */
export const lastDay = (event: CalendarEvent): string => event.end ?? event.start;

/** An event is past once its last day is over. */
export const isPast = (event: CalendarEvent, today: string): boolean => lastDay(event) < today;

const byStart = (a: CalendarEvent, b: CalendarEvent) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title);

/** The next `count` events that are not over (one going on today comes first). */
export function upcomingEvents(data: CalendarData, today: string, count: number): CalendarEvent[] {
  return data.events
    .filter((event) => !isPast(event, today))
    .sort(byStart)
    .slice(0, count);
}

/** Days from one date to another. */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** How far an event lies outside a term (0 inside it). */
const distance = (term: CalendarTerm, event: CalendarEvent) =>
  event.start < term.start ? daysBetween(event.start, term.start) : event.start > term.end ? daysBetween(term.end, event.start) : 0;

/**
 * Each term with its events, in date order. An event in the holidays goes with the nearest term
 * (resumption the evening before a term with that term, a public holiday after closing with the term
 * before), so no event is ever left out.
 */
export function termsWithEvents(data: CalendarData): { term: CalendarTerm; events: CalendarEvent[] }[] {
  const groups = [...data.terms].sort((a, b) => a.start.localeCompare(b.start)).map((term) => ({ term, events: [] as CalendarEvent[] }));
  for (const event of [...data.events].sort(byStart)) {
    const nearest = groups.reduce((best, group) => (distance(group.term, event) < distance(best.term, event) ? group : best));
    nearest.events.push(event);
  }
  return groups;
}

/**
 * A stable id for each event (the .ics UID and the calendar page's anchor): its term and title, not its
 * date, so a date moved by the office updates the event in a parent's calendar instead of adding one.
 * Two events with one title in one term (visiting days) are numbered in date order.
 */
export function eventIds(data: CalendarData): Map<CalendarEvent, string> {
  const ids = new Map<CalendarEvent, string>();
  const seen = new Map<string, number>();
  for (const { term, events } of termsWithEvents(data)) {
    for (const event of events) {
      const base = `${slugOf(term.name)}-${slugOf(event.title)}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      ids.set(event, n === 1 ? base : `${base}-${n}`);
    }
  }
  return ids;
}

/** A calendar with no event still to come: the office has not entered the next session yet. */
export const isStale = (data: CalendarData, today: string): boolean => upcomingEvents(data, today, 1).length === 0;

/** Where the calendar is shown, and its file for phones' calendars (src/build/plugins/dated-files-plugin.ts writes it). */
export const CALENDAR_PAGE_PATH = '/about/calendar';
export const CALENDAR_FILE_PATH = '/about/calendar.ics';

/** Each event as the search reads it: its title and kind, the term, its date in words ("5 December 2026", saying when it is to be confirmed), and its last day. */
export function eventSearchEntries(data: CalendarData) {
  const ids = eventIds(data);
  return termsWithEvents(data).flatMap(({ term, events }) =>
    events.map((event) => ({
      id: ids.get(event)!,
      kind: event.kind,
      title: event.title,
      start: event.start,
      ...(event.end ? { end: event.end } : {}),
      ...(event.note ? { note: event.note } : {}),
      ...(event.example ? { example: true } : {}),
      heading: event.title,
      text: [`${CALENDAR_KINDS[event.kind]}: ${eventDayText(event)}, ${term.name}.`, event.note ?? ''].join(' ').trim(),
      last: lastDay(event),
    })),
  );
}

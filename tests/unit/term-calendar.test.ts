import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { checkDataFile } from '../../src/content/schemas/data-schemas.node';
import { calendarSchema } from '../../src/content/facts/calendar.data';
import { eventIds, eventSearchEntries, termsWithEvents, upcomingEvents, type CalendarData } from '../../src/content/facts/calendar';
import { formatDate, formatDateRange, isIsoDate, todayInLagos } from '../../src/content/facts/dates';
import { calendarIcs, escapeText, foldLine } from '../../src/build/generate/ics';
import { staleCalendarWarning } from '../../src/build/plugins/dated-files-plugin';
import { formatProblem } from '../../src/content/problems/problem';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/dated', name), 'utf8');
const check = (name: string) => checkDataFile(`pages/${name}`, fixture(name));
/** The problems as `npm run check` prints them. */
const lines = (result: ReturnType<typeof check>) => (result.ok ? [] : result.problems.map(formatProblem));

const calendar: CalendarData = calendarSchema.parse({
  session: '2026/2027',
  terms: [
    { name: 'First term 2026/2027', start: '2026-09-14', end: '2026-12-11' },
    { name: 'Second term 2026/2027', start: '2027-01-11', end: '2027-03-26' },
  ],
  events: [
    { kind: 'resumption', title: 'Resumption', start: '2026-09-13', note: 'Arrive by 6 pm; bring your books, pens' },
    { kind: 'visiting-day', title: 'Visiting day', start: '2026-10-03' },
    { kind: 'mid-term-break', title: 'Mid-term break', start: '2026-10-29', end: '2026-11-02', example: true },
    { kind: 'visiting-day', title: 'Visiting day', start: '2026-12-05' },
    { kind: 'holiday', title: 'Christmas Day', start: '2026-12-25' },
    { kind: 'resumption', title: 'Resumption', start: '2027-01-10' },
  ],
});
const options = {
  schoolName: 'Example College',
  host: 'example.edu.ng',
  pageUrl: 'https://example.edu.ng/about/calendar',
  stamp: '2026-11-25',
};

describe('the calendar in the search', () => {
  it('says each event’s day of the week, as parents name it ("which Saturday is visiting day")', () => {
    const texts = eventSearchEntries(calendar).map((e) => e.text);
    expect(texts[1]).toMatch(/^Visiting day: Saturday 3 October 2026, First term 2026\/2027\.$/);
    expect(texts[2]).toContain('29 October - 2 November 2026 (Thursday to Monday)');
  });
});

describe('calendar file check: file, line, entry and field in plain words', () => {
  it('names an end before its start, an unknown kind and a day that does not exist', () => {
    const result = check('_mistakes.calendar.yml');
    expect(result.ok).toBe(false);
    expect(lines(result)).toEqual([
      'pages/_mistakes.calendar.yml:8: terms 2 ("Second term") › field "end": 2027-01-04 is before the start (2027-01-11): the end must be on or after the start',
      'pages/_mistakes.calendar.yml:10: events 1 ("Resumption") › field "kind": found "resumptoin"; did you mean "resumption"? the allowed values are: ' +
        'resumption, mid-term-break, visiting-day, examination, entrance-examination, pta-meeting, closing, holiday, event',
      'pages/_mistakes.calendar.yml:16: events 2 ("Closing") › field "end": 2026-12-01 is before the start (2026-12-11): the end must be on or after the start',
      'pages/_mistakes.calendar.yml:19: events 3 ("Visiting day") › field "start": there is no such day "2026-09-31": check the month (01-12) and the day of the month',
    ]);
  });

  it('names a term that overlaps the one before it', () => {
    const result = check('_overlap.calendar.yml');
    expect(lines(result)).toEqual([
      'pages/_overlap.calendar.yml:7: terms 2 ("Second term") › field "start": 2026-12-07 is inside "First term" (2026-09-14 to 2026-12-11): terms must not overlap',
    ]);
  });

  it("accepts the site's own calendar", () => {
    expect(
      checkDataFile('pages/_school.calendar.yml', fs.readFileSync(path.join(__dirname, '../../pages/_school.calendar.yml'), 'utf8')).ok,
    ).toBe(true);
  });
});

describe('dates', () => {
  it('are written as people read them, in Lagos time', () => {
    expect(formatDate('2026-09-14')).toBe('14 September 2026');
    expect(formatDateRange('2026-10-29', '2026-11-02')).toBe('29 October - 2 November 2026');
    expect(formatDateRange('2026-12-28', '2027-01-02')).toBe('28 December 2026 - 2 January 2027');
    expect(formatDateRange('2027-02-18', '2027-02-22')).toBe('18 - 22 February 2027');
    // 23:30 UTC on 24 November is already 25 November in Lagos (UTC+1).
    expect(todayInLagos(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('what the pages show', () => {
  it('next dates: one going on today first, past ones left out', () => {
    expect(upcomingEvents(calendar, '2026-10-31', 2).map((e) => e.title)).toEqual(['Mid-term break', 'Visiting day']);
  });

  it('terms hold their events and the holidays after them', () => {
    const groups = termsWithEvents(calendar);
    expect(groups.map((g) => g.events.map((e) => e.start))).toEqual([
      ['2026-09-13', '2026-10-03', '2026-10-29', '2026-12-05', '2026-12-25'],
      ['2027-01-10'],
    ]);
  });

  it('the build warns when no date is still to come', () => {
    const data = new Map([['pages/_school.calendar.yml', calendar]]);
    expect(staleCalendarWarning({ data }, '2026-11-25')).toBeUndefined();
    expect(staleCalendarWarning({ data }, '2027-01-11')).toMatch(
      /^pages\/_school\.calendar\.yml: every date in the calendar is past \(today is 2027-01-11\)/,
    );
  });
});

describe('calendar.ics (RFC 5545)', () => {
  const text = calendarIcs(calendar, options);

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((l, i) => (i ? l.slice(1) : l))
        .join(''),
    ).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('reads back with ical.js: all-day dates, the end the day after, notes, unconfirmed dates said so and TENTATIVE', () => {
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual([
      'Resumption',
      'Visiting day',
      'Mid-term break (to be confirmed)',
      'Visiting day',
      'Christmas Day',
      'Resumption',
    ]);
    const midTerm = events[2];
    expect(midTerm.startDate.isDate).toBe(true);
    expect([midTerm.startDate.toString(), midTerm.endDate.toString()]).toEqual(['2026-10-29', '2026-11-03']);
    expect(events[0].description).toBe('Arrive by 6 pm; bring your books, pens');
    expect(midTerm.description).toMatch(/^Date to be confirmed by the school\./);
    expect(events.map((e) => e.component.getFirstPropertyValue('status'))).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'TENTATIVE',
      'CONFIRMED',
      'CONFIRMED',
      'CONFIRMED',
    ]);
  });

  it('gives each event a UID that survives a changed date, and tells two visiting days in one term apart', () => {
    const uids = (data: CalendarData) =>
      new ICAL.Component(ICAL.parse(calendarIcs(data, options))).getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'));
    expect(uids(calendar)).toEqual([
      'first-term-2026-2027-resumption@example.edu.ng',
      'first-term-2026-2027-visiting-day@example.edu.ng',
      'first-term-2026-2027-mid-term-break@example.edu.ng',
      'first-term-2026-2027-visiting-day-2@example.edu.ng',
      'first-term-2026-2027-christmas-day@example.edu.ng',
      'second-term-2026-2027-resumption@example.edu.ng',
    ]);
    const moved = { ...calendar, events: calendar.events.map((e) => (e.kind === 'mid-term-break' ? { ...e, start: '2026-10-30' } : e)) };
    expect(uids(moved)).toEqual(uids(calendar));
    expect(new Set(eventIds(calendar).values()).size).toBe(calendar.events.length);
  });
});

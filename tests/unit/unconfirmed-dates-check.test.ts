import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Root } from 'mdast';
import { unconfirmedDateProblems } from '../../src/build/check/unconfirmed-dates';
import type { CalendarData } from '../../src/content/facts/calendar';
import type { PageSource } from '../../src/content/reading/page-reading';
import { formatProblem } from '../../src/content/problems/problem';

// Issue 52, item 2: a page or news post never gives a date the calendar has not confirmed as fact.
const calendar = {
  file: 'pages/_school.calendar.yml',
  data: {
    session: '2026/2027',
    terms: [{ name: 'Second term', start: '2027-01-11', end: '2027-03-26' }],
    events: [
      { kind: 'entrance-examination', title: 'Entrance examination', start: '2027-01-30', example: true },
      { kind: 'visiting-day', title: 'Visiting day', start: '2027-02-13', example: false },
      { kind: 'pta-meeting', title: 'PTA meeting', start: '2026-11-28', example: true },
    ],
  } as CalendarData,
};
const post = (text: string, description = 'A post about the school, long enough.') =>
  ({
    file: 'pages/news/2026-11-06-registration.mdx',
    info: { description },
    lineOf: () => 4,
    tree: unified().use(remarkParse).parse(text) as Root,
  }) as unknown as PageSource;
const problems = (source: PageSource) => unconfirmedDateProblems([source], calendar, '2026-12-01').map(formatProblem);

describe('an unconfirmed date in a page or a post', () => {
  it('is a mistake when given as fact, with the line and what to write', () => {
    expect(problems(post('Intro.\n\nThe examination is on Saturday 30 January 2027, at the school.'))).toEqual([
      'pages/news/2026-11-06-registration.mdx:3: "30 January 2027" is the date of "Entrance examination" (30 January 2027), ' +
        'which pages/_school.calendar.yml marks as not confirmed (example: true); write "to be confirmed" beside it, ' +
        'e.g. "30 January 2027, to be confirmed", or, once the office has confirmed it, remove example: true from the date in pages/_school.calendar.yml',
    ]);
    expect(problems(post('Text.', 'The entrance examination is on 30 January.'))[0]).toMatch(
      /^pages\/news\/2026-11-06-registration\.mdx:4: field "summary": "30 January" is the date of "Entrance examination"/,
    );
  });

  it('passes when the paragraph says "to be confirmed", for a confirmed date, and for one already past', () => {
    expect(problems(post('The examination is on Saturday 30 January 2027 (to be confirmed).'))).toEqual([]);
    expect(problems(post('Visiting day is on 13 February 2027.'))).toEqual([]);
    expect(problems(post('The PTA met on Saturday 28 November 2026.'))).toEqual([]);
    expect(problems(post('Another year: 30 January 2028.'))).toEqual([]);
  });
});

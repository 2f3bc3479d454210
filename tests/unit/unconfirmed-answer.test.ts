import { describe, expect, it } from 'vitest';
import { askWords, findAnswers, queryWords } from '../../src/search/engine/answer';
import { answerText } from '../../src/search/engine/answer-text';
import { eventDayText, eventSearchEntries, type CalendarData } from '../../src/content/facts/calendar';

// Issue 52, item 2: the search never gives a date the office has not confirmed as fact.
const events = [
  { title: 'Resumption of boarders', start: '2027-01-10', example: true, href: '/about/calendar#a' },
  { title: 'Resumption of boarders', start: '2027-04-25', href: '/about/calendar#b' },
];
const data = {
  facts: [],
  plain: [],
  dates: [{ id: 'calendar:resumption', label: 'Resumption', source: 'Term Calendar', asks: [askWords('resumption')], words: [], events }],
};
const ask = (today: string) => findAnswers(data, queryWords('when is resumption', new Set()), today).map(answerText);

describe('a dated answer', () => {
  it('says "to be confirmed" after an unconfirmed date, and nothing after a confirmed one', () => {
    expect(ask('2026-12-01')).toEqual(['Resumption: Sunday 10 January 2027 (to be confirmed)']);
    expect(ask('2027-02-01')).toEqual(['Resumption: Sunday 25 April 2027']);
  });

  it('the search data says it too, in the same words', () => {
    const calendar = {
      session: '2026/2027',
      terms: [{ name: 'Second term', start: '2027-01-11', end: '2027-03-26' }],
      events: [{ kind: 'resumption', title: 'Resumption of boarders', start: '2027-01-10', example: true }],
    } as CalendarData;
    const [entry] = eventSearchEntries(calendar);
    expect(entry.text).toBe('Resumption: Sunday 10 January 2027 (to be confirmed), Second term.');
    expect(eventDayText({ start: '2027-01-10' })).toBe('Sunday 10 January 2027');
  });
});

/** A text's word places (run, from its end) in the search pieces: an edit moves the places of its own run's words before it only. */
import { describe, expect, it } from 'vitest';
import { textPlaces, valueParts } from '../../src/search/engine/split-index';

const placesOf = (text: string) => {
  const parts = valueParts(text);
  const places = textPlaces(parts);
  return new Map(parts.flatMap((part, i) => (part ? [[`${part}@${i}`, places[i]!] as const] : [])));
};
const byWord = (text: string) => {
  const parts = valueParts(text);
  const places = textPlaces(parts);
  return new Map(parts.flatMap((part, i) => (part ? [[part, places[i]!] as const] : [])));
};

describe('textPlaces', () => {
  it('counts places back from the end of each run between punctuation', () => {
    const places = byWord('School fees are paid termly. Boarding costs more, and uniforms extra.');
    expect(places.get('termly')![1]).toBe(1);
    expect(places.get('school')).toEqual([places.get('termly')![0], 5]);
    expect(places.get('fees')).toEqual([places.get('termly')![0], 4]);
    expect(places.get('more')![1]).toBe(1);
    expect(places.get('boarding')![0]).not.toBe(places.get('school')![0]);
    // A comma ends a run too: "more, and" is no phrase.
    expect(places.get('extra')![1]).toBe(1);
    expect(places.get('and')![0]).not.toBe(places.get('more')![0]);
  });

  it("keeps the places of a run's tail when words are added at the end of the line before it (a wrapped sentence cut in two)", () => {
    const before = byWord('The meeting is at 11 am. The\nprincipal will report on the term so far.');
    const after = byWord('The meeting is at 11 am. The (Updated: one more sentence.)\nprincipal will report on the term so far.');
    for (const word of ['principal', 'will', 'report', 'on', 'term', 'so', 'far']) expect(after.get(word), word).toEqual(before.get(word));
  });

  it('keeps the places of the words of every other sentence when one is edited or added before them', () => {
    const before = byWord('The term starts in September. Visiting day is on a Saturday.');
    const after = byWord('We hope the new term starts early in September. Visiting day is on a Saturday.');
    for (const word of ['visiting', 'day', 'is', 'on', 'a', 'saturday']) expect(after.get(word), word).toEqual(before.get(word));
  });

  it('gives two different runs of one text different names, and runs alike one name', () => {
    const places = [...placesOf('Fees due. Fees paid. Fees due.').values()];
    const names = new Set(places.filter(([, fromEnd]) => fromEnd === 1).map(([run]) => run));
    expect(names.size).toBe(2);
  });
});

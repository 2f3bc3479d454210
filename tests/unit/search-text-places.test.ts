/** A text's word places (run, offset) in the search pieces: an edit moves the places of its own run's words only. */
import { describe, expect, it } from 'vitest';
import { textPlaces, valueParts } from '../../src/search/split-index';

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
  it('counts offsets from the start of each run between punctuation', () => {
    const places = byWord('School fees are paid termly. Boarding costs more, and uniforms extra.');
    expect(places.get('school')![1]).toBe(0);
    expect(places.get('fees')).toEqual([places.get('school')![0], 1]);
    expect(places.get('boarding')![1]).toBe(0);
    expect(places.get('boarding')![0]).not.toBe(places.get('school')![0]);
    // A comma ends a run too: "more, and" is no phrase.
    expect(places.get('and')![1]).toBe(0);
    expect(places.get('and')![0]).not.toBe(places.get('more')![0]);
  });

  it('keeps the places of the words of every other sentence when one is edited or added before them', () => {
    const before = byWord('The term starts in September. Visiting day is on a Saturday.');
    const after = byWord('The new term starts early in September, we hope. Visiting day is on a Saturday.');
    for (const word of ['visiting', 'day', 'is', 'on', 'a', 'saturday']) expect(after.get(word), word).toEqual(before.get(word));
  });

  it('gives two different runs of one text different names, and runs alike one name', () => {
    const places = [...placesOf('Fees due. Fees paid. Fees due.').values()];
    const names = new Set(places.filter(([, offset]) => offset === 0).map(([run]) => run));
    expect(names.size).toBe(2);
  });
});

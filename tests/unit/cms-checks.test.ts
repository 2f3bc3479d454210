import { describe, expect, it } from 'vitest';

// src/admin/cms-checks.ts registers with Decap on load: give it a stand-in first.
(globalThis as { window?: unknown }).window = {
  CMS: { registerEventListener() {}, registerCustomFormat() {}, getLocale: () => undefined, registerLocale() {} },
};
const { missingIds } = await import('../../src/admin/cms-checks');

describe('keys made for the office (src/admin/cms-checks.ts)', () => {
  it('gives each list item left without an id the next free number, in order', () => {
    const gallery = [{ id: 3, src: 'a' }, { id: 7, src: 'b' }, { id: '', src: 'c' }, { src: 'd' }];
    expect(missingIds({ items: gallery })).toEqual([
      { path: ['items', 2, 'id'], id: 8 },
      { path: ['items', 3, 'id'], id: 9 },
    ]);
  });

  it('leaves lists without number ids alone (staff, venues)', () => {
    expect(missingIds({ groups: [{ label: 'A', people: [{ name: 'X' }] }] })).toEqual([]);
    expect(missingIds({ items: [{ id: 1 }, { id: 2 }] })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

// src/admin/cms-checks.ts registers with Decap on load: give it a stand-in first.
(globalThis as { window?: unknown }).window = {
  CMS: { registerEventListener() {}, registerCustomFormat() {}, getLocale: () => undefined, registerLocale() {} },
  SITE_EDITOR: {
    photos: {},
    messages: {},
    decap: {},
    pageCollections: [],
    pageFolders: { 'pages-admission': 'pages/admission', news: 'pages/news' },
  },
};
const { missingIds, newPageFile } = await import('../../src/admin/entry-file');

describe('keys made for the office (src/admin/entry-file.ts)', () => {
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

describe('a new page is checked under the file it will be saved as (src/admin/entry-file.ts)', () => {
  it("in its collection's folder, named from its title; a post's name starts with its date", () => {
    expect(newPageFile('pages-admission', { title: 'Boarding Fees & Extras' })).toBe('pages/admission/boarding-fees-extras.mdx');
    expect(newPageFile('news', { title: 'Debate final', date: '2026-11-24' })).toBe('pages/news/2026-11-24-debate-final.mdx');
    expect(newPageFile('pages-admission', {})).toBe('pages/admission/new-page.mdx');
  });
});

import { describe, expect, it } from 'vitest';
import {
  galleryParams,
  pageAnchor,
  pageCount,
  pageItems,
  pageSize,
  pageSlice,
  parseGalleryLocation,
  parseGalleryParams,
} from '../../src/widgets/Gallery/paging';

describe('gallery page buttons', () => {
  it('shows every page when there are at most 5', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 5 numbers with an ellipsis before the last page when there are more than 5', () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
    expect(pageItems(1, 32)).toEqual([1, 2, 3, 4, 'ellipsis', 32]);
    expect(pageItems(2, 32)).toEqual([1, 2, 3, 4, 'ellipsis', 32]);
    expect(pageItems(10, 32)).toEqual([9, 10, 11, 12, 'ellipsis', 32]);
  });

  it('drops the ellipsis once no page is skipped before the last', () => {
    expect(pageItems(2, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
    expect(pageItems(3, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pageItems(6, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pageItems(29, 32)).toEqual([28, 29, 30, 31, 32]);
    expect(pageItems(32, 32)).toEqual([28, 29, 30, 31, 32]);
  });

  it('never shows more than 5 numbers and always the current page and the last', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        const numbers = items.filter((i) => i !== 'ellipsis');
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(numbers).toContain(current);
        expect(numbers.at(-1)).toBe(total);
        expect(items.includes('ellipsis')).toBe(total > 5 && current < total - 3);
      }
    }
  });
});

describe('gallery pages', () => {
  it('has 12 photos a page, 1 in the slider', () => {
    expect(pageSize('grid')).toBe(12);
    expect(pageSize('masonry')).toBe(12);
    expect(pageSize('tiles')).toBe(12);
    expect(pageSize('carousel')).toBe(12);
    expect(pageSize('slider')).toBe(1);
    expect(pageCount(32, 12)).toBe(3);
    expect(pageCount(32, 1)).toBe(32);
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(24, 12)).toBe(2);
  });

  it('slices a page', () => {
    const items = Array.from({ length: 5 }, (_, i) => i + 1);
    expect(pageSlice(items, 1, 2)).toEqual([1, 2]);
    expect(pageSlice(items, 3, 2)).toEqual([5]);
  });
});

describe('gallery URL state', () => {
  const parse = (query: string, count = 32) => parseGalleryParams(new URLSearchParams(query), count);

  it('reads the view and page', () => {
    expect(parse('')).toEqual({ view: 'grid', page: 1 });
    expect(parse('view=masonry&page=2')).toEqual({ view: 'masonry', page: 2 });
    expect(parse('view=slider&page=32')).toEqual({ view: 'slider', page: 32 });
  });

  it('falls back to Grid and page 1 for anything invalid', () => {
    expect(parse('view=list')).toEqual({ view: 'grid', page: 1 });
    expect(parse('view=GRID&page=2')).toEqual({ view: 'grid', page: 2 });
    expect(parse('page=0')).toEqual({ view: 'grid', page: 1 });
    expect(parse('page=-1')).toEqual({ view: 'grid', page: 1 });
    expect(parse('page=2.5')).toEqual({ view: 'grid', page: 1 });
    expect(parse('page=abc')).toEqual({ view: 'grid', page: 1 });
    expect(parse('page=4')).toEqual({ view: 'grid', page: 1 });
    expect(parse('view=tiles&page=99999999999')).toEqual({ view: 'tiles', page: 1 });
    expect(parse('view=slider&page=33')).toEqual({ view: 'slider', page: 1 });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(galleryParams({ view: 'grid', page: 1 }).toString()).toBe('');
    expect(galleryParams({ view: 'masonry', page: 2 }).toString()).toBe('view=masonry&page=2');
    expect(galleryParams({ view: 'grid', page: 3 }, new URLSearchParams('x=1&view=tiles')).toString()).toBe('x=1&page=3');
  });
});

describe('gallery data file', () => {
  it('accepts the real file and rejects duplicate ids, unknown photos and missing alt text', async () => {
    const { validateDataFile } = await import('./support/data-file');
    const { parse } = await import('yaml');
    const fs = await import('node:fs');
    const file = 'pages/about/_gallery.gallery.yml';
    const photos = validateDataFile(file, parse(fs.readFileSync(file, 'utf8'))) as unknown[];
    expect(photos).toHaveLength(32);

    const one = { id: 1, src: 'gallery/01', alt: 'The main school building', caption: 'Main building' };
    expect(() => validateDataFile('x/_g.gallery.yml', [one, { ...one, src: 'gallery/02' }])).toThrow(/id 1 is used twice/);
    expect(() => validateDataFile('x/_g.gallery.yml', [{ ...one, src: 'gallery/99' }])).toThrow(/no such photo/);
    expect(() => validateDataFile('x/_g.gallery.yml', [{ ...one, alt: ' ' }])).toThrow(/alt/);
  });
});

describe('gallery location', () => {
  it('reads the query string, and without one a page anchor of the gallery without JavaScript', () => {
    expect(parseGalleryLocation('?view=masonry&page=2', '', 32)).toEqual({ view: 'masonry', page: 2 });
    expect(parseGalleryLocation('', `#${pageAnchor(3)}`, 32)).toEqual({ view: 'grid', page: 3 });
    expect(parseGalleryLocation('?view=tiles', '#gallery-page-3', 32)).toEqual({ view: 'tiles', page: 1 });
  });

  it('ignores other anchors and pages that do not exist', () => {
    expect(parseGalleryLocation('', '#main-content', 32)).toEqual({ view: 'grid', page: 1 });
    expect(parseGalleryLocation('', '#gallery-page-9', 32)).toEqual({ view: 'grid', page: 1 });
    expect(parseGalleryLocation('', '#gallery-page-0', 32)).toEqual({ view: 'grid', page: 1 });
  });
});

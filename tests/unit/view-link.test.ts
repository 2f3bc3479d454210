import { describe, expect, it } from 'vitest';
import { pageAddress } from '../../src/admin/view-link';
import { routePathFor } from '../../src/content/nav/route-path';

describe('"View this page" leads to the page\'s address (src/admin/view-link.ts)', () => {
  it("drops a folder page's /index, as the site's addresses do", () => {
    expect(pageAddress('http://localhost:5173/index')).toBe('http://localhost:5173/');
    expect(pageAddress('http://localhost:5173/about/index')).toBe('http://localhost:5173/about');
    expect(pageAddress('https://www.example.edu.ng/about/index?x=1')).toBe('https://www.example.edu.ng/about?x=1');
    // The same address the build gives each page file.
    for (const file of ['index.mdx', 'about/index.mdx', 'about/core-values.mdx']) {
      expect(pageAddress(`http://localhost:5173/${file.replace(/\.mdx$/, '')}`)).toBe(`http://localhost:5173${routePathFor(file)}`);
    }
  });

  it('leaves every other address alone', () => {
    for (const href of [
      'http://localhost:5173/admission/scholarship',
      'http://localhost:5173/news/indexes',
      '#/collections/pages-top/entries/index',
      '/',
    ])
      expect(pageAddress(href)).toBe(href);
  });
});

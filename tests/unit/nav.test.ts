import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/site-model';
import { breadcrumbsFor, findPage, footerPageLinks, menuGroups, sideLinksFor } from '../../src/content/nav/nav';

const { content } = loadSite(path.join(__dirname, '../fixtures/good'));
const page = (p: string) => findPage(content, p)!;

describe('navigation derived from pages/', () => {
  it('lists visible pages by order, then the folder links', () => {
    const [group] = menuGroups(content);
    expect(group.label).toBe('Info');
    expect(group.links.map((l) => l.label)).toEqual(['Second', 'First page', 'Portal']);
    expect(group.links.map((l) => l.external)).toEqual([false, false, true]);
  });

  it('finds a page with or without a trailing slash', () => {
    expect(findPage(content, '/info/first/')?.title).toBe('First page');
    expect(findPage(content, '/nope')).toBeUndefined();
  });

  it('builds Home › Section › Page with the section siblings', () => {
    const crumbs = breadcrumbsFor(content, page('/info/second'));
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Info', 'Second']);
    expect(crumbs[1].siblings?.map((s) => s.href)).toEqual(['/info/second', '/info/first']);
    expect(crumbs[2].path).toBe('/info/old-second');
    // Where popovers are missing, the section crumb is a link to the section's overview.
    expect(crumbs[1].path).toBe('/info');
    expect(breadcrumbsFor(content, page('/'))).toEqual([]);
  });

  it('gives a section overview the breadcrumb Home › Section, and keeps it out of menus and side links', () => {
    expect(breadcrumbsFor(content, page('/info')).map((c) => [c.label, c.path])).toEqual([
      ['Home', '/'],
      ['Info', '/info'],
    ]);
    expect(menuGroups(content)[0].links.map((l) => l.href)).not.toContain('/info');
    expect(sideLinksFor(content, page('/info/first')).map((l) => l.href)).not.toContain('/info');
  });

  it('gives side links only to pages that ask for them', () => {
    expect(sideLinksFor(content, page('/info/first')).map((l) => l.href)).toEqual(['/info/second', '/info/first']);
    expect(sideLinksFor(content, page('/info/second'))).toEqual([]);
  });

  it('collects footer quick links from frontmatter', () => {
    expect(footerPageLinks(content)).toEqual([{ label: 'First page', href: '/info/first', external: false }]);
  });
});

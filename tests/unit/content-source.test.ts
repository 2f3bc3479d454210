import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePathFor } from '../../src/content/reading/source.node';
import { loadSite } from '../../src/build/site-model';
import { OVERVIEW_ROUTE, sectionOverviews } from '../../src/content/listings/section-overviews';

const fixture = (name: string) => path.join(__dirname, '../fixtures', name);
const errorOf = (name: string) => {
  try {
    loadSite(fixture(name));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`fixture ${name} loaded without errors`);
};

describe('routePathFor', () => {
  it('maps files to URLs, keeping case', () => {
    expect(routePathFor('index.mdx')).toBe('/');
    expect(routePathFor('admission/scholarship.mdx')).toBe('/admission/scholarship');
    expect(routePathFor('seven-success/ICT-Savviness.mdx')).toBe('/seven-success/ICT-Savviness');
    expect(routePathFor('about/index.mdx')).toBe('/about');
  });
});

describe('loadSite on a good tree', () => {
  const { content } = loadSite(fixture('good'));

  it('makes a page of every .mdx file except those starting with _, and an overview of each folder', () => {
    expect(content.pages.map((p) => p.path).sort()).toEqual(['/', '/info', '/info/first', '/info/hidden', '/info/second']);
  });

  it('generates the folder overview from _meta.yml and its pages, kept out of the menus', () => {
    const overview = content.pages.find((p) => p.path === '/info')!;
    expect(overview).toMatchObject({ title: 'Info', label: 'Info', section: 'info', hidden: true, overview: true, layout: 'page' });
    // No description in the fixture's _meta.yml: the visible pages are named, in menu order.
    expect(overview.description).toBe('All the pages in the Info section: Second and First page.');
  });

  it('leaves a folder its own page at the overview path', () => {
    const sources = loadSite(fixture('good')).sources.filter((s) => !s.info.overview);
    const own = { ...sources[1], info: { ...sources[1].info, path: '/info' } };
    expect(sectionOverviews(content.sections, [...sources, own])).toEqual([]);
    expect(sectionOverviews(content.sections, sources).map((s) => [s.info.path, s.file])).toEqual([['/info', OVERVIEW_ROUTE]]);
  });

  it('reads the folder metadata and resolves portal links from the site config', () => {
    expect(content.sections).toHaveLength(1);
    expect(content.sections[0]).toMatchObject({ slug: 'info', label: 'Info', icon: 'about', order: 1 });
    expect(content.sections[0].links[0]).toMatchObject({ label: 'Portal', external: true });
    expect(content.sections[0].links[0].href).toMatch(/^https:\/\//);
  });

  it('applies defaults and overrides', () => {
    const second = content.pages.find((p) => p.path === '/info/second')!;
    expect(second).toMatchObject({
      label: 'Second',
      order: 1,
      hidden: false,
      sideLinks: false,
      crumb: { label: 'Second', path: '/info/old-second' },
    });
    const first = content.pages.find((p) => p.path === '/info/first')!;
    expect(first).toMatchObject({ label: 'First page', sideLinks: true, footer: true, section: 'info' });
  });

  it('turns a breadcrumb path that differs from the route into a redirect', () => {
    expect(content.redirects).toEqual({ '/info/old-second': '/info/second' });
  });
});

describe('build errors name the file and the field', () => {
  it('reports a wrong type and an unknown field in frontmatter', () => {
    const message = errorOf('bad-frontmatter');
    // One line per mistake: the file and line, the field, what is wrong in plain words, what to write.
    expect(message).toContain('pages/info/bad.mdx:4: field "order": should be a number, found "first"');
    expect(message).toContain('pages/info/bad.mdx:5: unknown field "titel"; did you mean "title"? the fields are: title, description');
  });

  it('reports a broken internal link in Markdown and in a widget attribute, with the line', () => {
    const message = errorOf('broken-link');
    expect(message).toContain('pages/info/links.mdx:6: broken link "/admission/nowhere"');
    expect(message).toContain('broken link "/info/missing"');
  });

  it('reports an unknown widget', () => {
    expect(errorOf('unknown-widget')).toContain('pages/info/widget.mdx:6: unknown widget <NoSuchWidget>');
  });

  it('reports a folder of pages without _meta.yml', () => {
    expect(errorOf('no-meta')).toContain('pages/info/: this folder has pages but no _meta.yml');
  });
});

describe('loadSite reads pages/ once while nothing changes', () => {
  it('gives the kept answer again, and reads anew when a page changes', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    fs.cpSync(fixture('good'), root, { recursive: true });
    const first = loadSite(root);
    expect(loadSite(root)).toBe(first);
    const page = path.join(root, 'pages/info/first.mdx');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(/^title: .*$/m, 'title: "Renamed"'));
    const second = loadSite(root);
    expect(second).not.toBe(first);
    expect(second.content.pages.find((p) => p.path === '/info/first')?.title).toBe('Renamed');
    fs.rmSync(root, { recursive: true, force: true });
  });
});

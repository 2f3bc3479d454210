import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectSite } from '../../src/build/site-model';
import { siteIndexData } from '../../src/build/editor/cms-check';
import { checkPageText } from '../../src/content/reading/edited-file';
import { siteIndexFrom } from '../../src/content/nav/site-index';
import { linkFinder, listed, photoFinder, placesNaming } from '../../src/content/nav/places';
import { widgetCatalog } from '../../src/widgets/manifest';
import { addressTaken, titleIn } from '../../src/admin/duplicate-address';

// Taking a page down (its `takenDown`, set by the editor's "Take this page down"): the build leaves
// it out, and the editor's check refuses it while other places link to it, naming them as the office
// knows them. A new entry at an address already taken is said with the one already there.

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The fixture site (tests/fixtures/good) copied, with `edits` written over its files. */
function fixtureWith(edits: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'take-down-'));
  made.push(dir);
  fs.cpSync(path.join(__dirname, '../fixtures/good'), dir, { recursive: true });
  // The editor's words, which name the data files (src/config/editor-words.yml).
  fs.cpSync(path.join(__dirname, '../../src/config/editor-words.yml'), path.join(dir, 'src/config/editor-words.yml'), { recursive: true });
  for (const [file, text] of Object.entries(edits)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

const TAKEN_DOWN_SECOND = `---
title: Second page
menuLabel: Second
description: The second page of the info section.
order: 1
takenDown: true
---

Body.
`;

describe('a page taken down', () => {
  it('is not built: no route, no menu entry, and a link to it is a broken link of the linking page', () => {
    const reading = inspectSite(fixtureWith({ 'pages/info/second.mdx': TAKEN_DOWN_SECOND }));
    expect(reading.routes.has('/info/second')).toBe(false);
    expect(reading.loaded.sources.map((s) => s.file)).not.toContain('pages/info/second.mdx');
    expect(reading.loaded.content.pages.map((p) => p.path)).not.toContain('/info/second');
    // Not a failed page either: it is left out on purpose.
    expect(reading.failedPages).toEqual([]);
    expect(reading.problems).toEqual([
      expect.objectContaining({ file: 'pages/info/first.mdx', message: expect.stringMatching(/\/info\/second/) }),
    ]);
  });

  it('is refused by the editor while another page links to it, naming that page by its heading; allowed once none does', () => {
    const root = fixtureWith({});
    const site = siteIndexFrom(JSON.parse(JSON.stringify(siteIndexData(root))) as ReturnType<typeof siteIndexData>);
    expect(site.linksTo?.['/info/second']).toEqual(['First page']);
    const problems = checkPageText('pages/info/second.mdx', TAKEN_DOWN_SECOND, site, widgetCatalog);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'pages/info/second.mdx',
        field: 'takenDown',
        message: 'this page cannot be taken down while First page links to it',
      }),
    ]);
    const home = fs.readFileSync(path.join(root, 'pages/index.mdx'), 'utf8').replace('---\n\n', 'takenDown: true\n---\n\n');
    expect(checkPageText('pages/index.mdx', home, site, widgetCatalog)).toEqual([
      expect.objectContaining({ message: 'the home page cannot be taken down: every page links to it' }),
    ]);
    // Nobody links to the hidden page: it may go.
    const hidden = fs
      .readFileSync(path.join(root, 'pages/info/hidden.mdx'), 'utf8')
      .replace('hidden: true', 'hidden: true\ntakenDown: true');
    expect(checkPageText('pages/info/hidden.mdx', hidden, site, widgetCatalog)).toEqual([]);
  });
});

describe('places, as the office knows them', () => {
  const routes = new Set(['/admission/scholarship', '/admission/fees']);
  const files = [
    {
      file: 'pages/index.mdx',
      name: 'Home',
      self: '/',
      text: 'See [the award](/admission/scholarship#amount) and [fees](/admission/fees/).',
    },
    {
      file: 'pages/admission/scholarship.mdx',
      name: 'Scholarship',
      self: '/admission/scholarship',
      text: '[Back to the top](/admission/scholarship)',
    },
    {
      file: 'pages/staff-profile/_academic.staff.yml',
      name: 'Staff: Academic',
      text: 'groups:\n  - label: SCIENCES\n    people:\n      - name: Mrs Ada Obi\n        photo: staff/ada\n        bio: Runs the [scholarship](/admission/scholarship) exam.\n      - photo: staff/tunde\n',
    },
    {
      file: 'pages/_school.answers.yml',
      name: 'Search answers',
      text: 'answers:\n  scholarshipAmount:\n    label: Scholarship\n    page: /admission/scholarship\n',
    },
    {
      file: 'pages/admission/_meta.yml',
      name: 'Menu group: admission',
      text: 'label: Admission\nlinks:\n  - label: Fees\n    href: /admission/fees\n',
    },
  ];

  it('names a page by its heading, a data entry by its file and its own name, never itself', () => {
    expect(placesNaming(files, linkFinder(routes))).toEqual({
      '/admission/scholarship': ['Home', 'Staff: Academic › Mrs Ada Obi', 'Search answers › Scholarship'],
      '/admission/fees': ['Home', 'Menu group: admission › Fees'],
    });
  });

  it('names the entry a photo is used in, or its number when it has no name', () => {
    expect(placesNaming(files, photoFinder(new Set(['staff/ada', 'staff/tunde'])))).toEqual({
      'staff/ada': ['Staff: Academic › Mrs Ada Obi'],
      'staff/tunde': ['Staff: Academic › entry 2'],
    });
  });

  it('lists places as one phrase', () => {
    expect(listed(['Home'])).toBe('Home');
    expect(listed(['Home', 'Fees', 'Admission Policy'])).toBe('Home, Fees and Admission Policy');
  });
});

describe('an address already taken', () => {
  it('says the one there by its heading and address, with the way to open it', () => {
    const text = '---\ntitle: "Carol service"\ndate: 2026-12-10\n---\nText.';
    expect(titleIn(text)).toBe('Carol service');
    expect(titleIn('no block')).toBeUndefined();
    expect(
      addressTaken('news', { slug: '2026-12-10-carol-service', path: 'pages/news/2026-12-10-carol-service.mdx', text }, 'Typed'),
    ).toEqual({
      title: 'Carol service',
      address: '/news/2026-12-10-carol-service',
      href: '#/collections/news/entries/2026-12-10-carol-service',
    });
    // A draft in review has no published text: its heading is the one typed (the same address, the same heading).
    expect(addressTaken('news', { slug: 'x', path: 'pages/news/x.mdx' }, 'Carol service').title).toBe('Carol service');
  });
});

// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../src/content/schemas/data-schemas.node';
import { keptPageReading } from '../../src/content/reading/kept-page-readings.node';
import { pageFromText } from '../../src/content/reading/page-reading';
import type { Problem } from '../../src/content/problems/problem';

// Issue 55: `npm run check` keeps each page's reading on disk between runs (parsing every page was
// most of a check at 1,000 posts). A kept reading must say exactly what a cold one says.

const check = (cwd: string) => {
  const result = spawnSync(process.execPath, [path.join(__dirname, '../../scripts/check.mjs')], { cwd, encoding: 'utf8' });
  // The seconds differ between runs; nothing else may.
  return { code: result.status, output: `${result.stdout}${result.stderr}`.replace(/in [\d.]+ s\./, 'in … s.') };
};
const keptFiles = (cwd: string) => {
  const dir = path.join(cwd, 'node_modules/.cache/page-readings');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-readings-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

describe('a page reading kept on disk', () => {
  const rel = 'info/nested.mdx';
  const text = [
    '---',
    'title: Nested',
    'description: A page with nested fields.',
    'breadcrumb:',
    '  label: Short',
    'sideLinks:',
    '  - label: First',
    '    href: /info/first',
    '  - label: Portal',
    '    portal: webmail',
    '---',
    '',
    '## Heading',
    '',
    'Text with a [link](/info/first) and <Gallery photos={["a", "b"]} />.',
    '',
  ].join('\n');

  it('is the reading read again, with the line of every field, present or not', () => {
    const cold = pageFromText(rel, text, []);
    expect(cold).not.toBeNull();
    const found: Problem[] = [];
    const first = keptPageReading(root, rel, text, undefined, found, (mistakes) => pageFromText(rel, text, mistakes));
    const again = keptPageReading(root, rel, text, undefined, found, () => {
      throw new Error('read again: the kept reading was not used');
    });
    expect(found).toEqual([]);
    const { lineOf: coldLine, ...coldRest } = cold!;
    const { lineOf: keptLine, ...keptRest } = again!;
    expect(keptRest).toEqual(coldRest);
    expect(first).not.toBeNull();
    for (const at of [
      ['title'],
      ['description'],
      ['breadcrumb'],
      ['breadcrumb', 'label'],
      ['breadcrumb', 'path'],
      ['sideLinks', 1, 'portal'],
      ['sideLinks', 1, 'href'],
      ['sideLinks', 5, 'label'],
      ['summary'],
      ['image'],
    ])
      expect([at, keptLine!(at)]).toEqual([at, coldLine!(at)]);
  });

  it('is not kept when the reading found a mistake: the mistake is said every time', () => {
    const slip = text.replace('title: Nested', 'title: Nested\norder: first');
    for (let run = 0; run < 2; run++) {
      const found: Problem[] = [];
      let read = 0;
      const source = keptPageReading(root, rel, slip, undefined, found, (mistakes) => {
        read++;
        return pageFromText(rel, slip, mistakes);
      });
      expect([source, read]).toEqual([null, 1]);
      expect(found).toEqual([expect.objectContaining({ file: 'pages/info/nested.mdx', line: 3, field: 'order' })]);
    }
  });
});

describe('npm run check with kept readings', () => {
  beforeEach(() => {
    fs.cpSync(path.join(__dirname, '../fixtures/news-edit/pages'), path.join(root, 'pages'), { recursive: true });
  });

  it('says what a cold check says, once, with the same lines: two pages claiming one breadcrumb path', { timeout: 60_000 }, () => {
    const page = (title: string) =>
      `---\ntitle: ${title}\ndescription: One of two pages that claim one path.\n\nbreadcrumb:\n  path: /news/old\n---\n\nText of ${title}.\n`;
    write('pages/about/_meta.yml', 'label: About\nicon: about\norder: 2\n');
    write('pages/about/one.mdx', page('One'));
    write('pages/about/two.mdx', page('Two'));
    const cold = check(root);
    expect(keptFiles(root).length).toBeGreaterThan(4);
    const kept = check(root);
    expect(cold.code).toBe(1);
    expect(kept).toEqual(cold);
    expect(kept.output).toContain('Content errors in pages/ (1):');
    expect(kept.output).toContain(
      'pages/about/two.mdx:5: field "breadcrumb.path": /news/old is already the breadcrumb path of pages/about/one.mdx; give each page its own',
    );
  });

  it("looks a kept post's photo up again: a photo removed since is said, with file, line and field", { timeout: 60_000 }, () => {
    write('photos/gallery/relay.jpg', 'a photo');
    const post = 'pages/news/2026-09-19-sports-day.mdx';
    const text = fs.readFileSync(path.join(root, post), 'utf8');
    write(post, text.replace('tags: [sports, houses]', 'tags: [sports, houses]\nimage: gallery/relay\nimageAlt: The relay race'));
    const before = check(root);
    expect(before).toMatchObject({ code: 0 });
    const kept = keptFiles(root).length;
    fs.rmSync(path.join(root, 'photos/gallery/relay.jpg'));
    const after = check(root);
    expect(after.code).toBe(1);
    expect(after.output).toContain('Content errors in pages/ (1):');
    expect(after.output).toMatch(new RegExp(`${post}:6: field "image": no such photo "gallery/relay" in photos/`));
    // The other posts were taken from the kept readings: none was kept again.
    expect(keptFiles(root).length).toBe(kept);
  });
});

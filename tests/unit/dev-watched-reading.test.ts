import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 55: in the dev server the watcher says what changed (src/content/reading/watched-files.node.ts), so a
// reading of the site reads no file the watcher saw unchanged. The reading after a reported save must
// equal a reading of the same files from scratch (a copy of the folder, which nothing has kept).
const { inspectSite } = await import('../../src/build/site-model');
const { noteChanged, watchFilesUnder } = await import('../../src/content/reading/watched-files.node');

describe('a reading of a watched site', () => {
  let work: string;
  let root: string;
  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'watched-'));
    root = path.join(work, 'site');
    fs.cpSync(path.join(__dirname, '../fixtures/good'), root, { recursive: true });
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));
  const edit = (file: string, change: (text: string) => string) => {
    const abs = path.join(root, file);
    fs.writeFileSync(abs, change(fs.readFileSync(abs, 'utf8')));
    noteChanged(abs);
  };
  /** A reading of the site as its files stand now, by a root no reading has seen. */
  const fromScratch = (name: string) => {
    const copy = path.join(work, name);
    fs.cpSync(root, copy, { recursive: true });
    return inspectSite(copy);
  };
  /** What a reading says of the site, without the root's own paths. */
  const said = (reading: ReturnType<typeof inspectSite>) => ({
    content: reading.loaded.content,
    sources: reading.loaded.sources.map((s) => ({ file: s.file, info: s.info, frontmatter: s.frontmatter })),
    data: [...reading.loaded.data],
    problems: reading.problems,
    failedPages: reading.failedPages,
    routes: [...reading.routes].sort(),
  });

  it('after reported saves (a sentence, a title, a menu group, a new page, a mistake) equals a reading from scratch', () => {
    inspectSite(root);
    watchFilesUnder(root);
    const steps: [string, () => void][] = [
      ['a sentence', () => edit('pages/info/first.mdx', (text) => `${text}\nOne more sentence.\n`)],
      ['a title', () => edit('pages/info/second.mdx', (text) => text.replace(/^title: .*$/m, 'title: "Renamed"'))],
      ['a menu group', () => edit('pages/info/_meta.yml', (text) => text.replace(/^label: .*$/m, 'label: Renamed group'))],
      [
        'a new page',
        () => {
          fs.writeFileSync(
            path.join(root, 'pages/info/added.mdx'),
            '---\ntitle: Added\ndescription: A page added while watched.\n---\n\nNew.\n',
          );
          noteChanged(path.join(root, 'pages/info/added.mdx'));
        },
      ],
      ['a mistake', () => edit('pages/info/first.mdx', (text) => text.replace(/^title: .*$/m, 'title:'))],
    ];
    for (const [i, [what, step]] of steps.entries()) {
      step();
      expect(said(inspectSite(root)), what).toEqual(said(fromScratch(`scratch-${i}`)));
    }
    expect(inspectSite(root).loaded.content.pages.some((p) => p.title === 'Renamed')).toBe(true);
    expect(inspectSite(root).problems.some((p) => p.file === 'pages/info/first.mdx')).toBe(true);
  });

  it("reads a save as it ended when the watcher reported it once, mid-write (chokidar throttles one file's changes)", () => {
    inspectSite(root);
    watchFilesUnder(root);
    const abs = path.join(root, 'pages/info/first.mdx');
    const before = fs.readFileSync(abs, 'utf8');
    // The one event: the truncate that starts the save. The reading then finds the page empty.
    fs.writeFileSync(abs, '');
    noteChanged(abs);
    expect(inspectSite(root).problems.some((p) => p.file === 'pages/info/first.mdx')).toBe(true);
    // The write that ends the save, which the watcher did not report again.
    fs.writeFileSync(abs, `${before}\nOne more sentence.\n`);
    fs.utimesSync(abs, new Date(), new Date(Date.now() + 1000));
    expect(said(inspectSite(root))).toEqual(said(fromScratch('scratch-after')));
    expect(inspectSite(root).problems).toEqual([]);
  });

  it('reads no page file again that the watcher saw unchanged, and reads the one it reported', () => {
    inspectSite(root);
    watchFilesUnder(root);
    inspectSite(root);
    const read = vi.spyOn(fs, 'readFileSync');
    edit('pages/info/first.mdx', (text) => `${text}\nOne more sentence.\n`);
    read.mockClear();
    inspectSite(root);
    const pagesRead = read.mock.calls.map(([file]) => String(file)).filter((file) => file.endsWith('.mdx'));
    read.mockRestore();
    expect(pagesRead).toEqual([path.join(root, 'pages/info/first.mdx')]);
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../tools/measure/scale-site.mjs';

// A one-line edit of one post, built as CI builds it: the project's build (scripts/build.mjs) on a copy
// of the project whose pages/ is the small fixture tests/fixtures/news-edit/pages, twice. Every page but
// the edited post must come out byte for byte as before: no page names a file whose name follows the
// whole site's content (the search index is fetched by the browser from its core at a name that stays,
// which names its parts by their content: src/search/engine/part-files.ts).
const project = path.join(__dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-rebuild-'));
const site = path.join(work, 'site');
const EDITED = 'news/2026-10-10-science-fair.html';
const EDITED_FILE = 'pages/news/2026-10-10-science-fair.mdx';

/** Every file of the copy's dist/, by path, with its bytes. */
function distFiles(): Map<string, Buffer> {
  const dist = path.join(site, 'dist');
  return new Map(
    fs
      .readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [
        path.relative(dist, path.join(entry.parentPath, entry.name)),
        fs.readFileSync(path.join(entry.parentPath, entry.name)),
      ]),
  );
}

const build = () => execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: site, encoding: 'utf8', stdio: 'pipe' });

let before: Map<string, Buffer>;
let after: Map<string, Buffer>;
let secondLog: string;

beforeAll(() => {
  copyProject(project, site, { pages: path.join(project, 'tests/fixtures/news-edit/pages'), linkKept: ['precompress'] });
  build();
  before = distFiles();
  const file = path.join(site, EDITED_FILE);
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text.replace('sand and charcoal', 'sand, gravel and charcoal'));
  secondLog = build();
  after = distFiles();
}, 600_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('a one-line edit of one post', () => {
  const html = (files: Map<string, Buffer>) => [...files.keys()].filter((file) => file.endsWith('.html')).sort();

  it('changes that post', () => {
    expect(after.get(EDITED)?.toString('utf8')).toContain('sand, gravel and charcoal');
    expect(before.get(EDITED)?.toString('utf8')).not.toContain('gravel');
  });

  it("leaves the other posts' built HTML, and every other page, byte-identical", () => {
    expect(html(after)).toEqual(html(before));
    const others = html(after).filter((file) => file !== EDITED);
    expect(others).toEqual(
      expect.arrayContaining(['news/2026-09-19-sports-day.html', 'news/2026-11-20-pta-meeting.html', 'news.html', 'index.html']),
    );
    for (const file of others) expect(after.get(file)!.equals(before.get(file)!), file).toBe(true);
  });

  it("keeps the boot script's name and bytes: it names no file that follows the content", () => {
    const boot = (files: Map<string, Buffer>) => /data-boot="\/([^"]+)"/.exec(files.get('index.html')!.toString('utf8'))?.[1];
    expect(boot(before)).toBeTruthy();
    expect(boot(after)).toBe(boot(before));
    expect(after.get(boot(after)!)!.equals(before.get(boot(before)!)!)).toBe(true);
  });

  it('changes only that post and the search data, with their compressed copies, and compresses only those again', () => {
    const changed = [...new Set([...before.keys(), ...after.keys()])]
      .filter((file) => !before.get(file)?.equals(after.get(file) ?? Buffer.alloc(0)))
      .sort();
    const copies = (file: string) => [file, `${file}.br`, `${file}.gz`];
    // The search data: its core under the name that stays, and the parts it names that the edit touched.
    const isSearchData = (file: string) => file.startsWith('search/') || file.startsWith('assets/search/');
    expect(changed.filter((file) => !isSearchData(file))).toEqual(copies(EDITED));
    expect(changed).toEqual(expect.arrayContaining(copies('search/core.json')));
    // Parts are named by their content: the post's page fragment and the pieces of the words it now says
    // (and no longer says) are new, every other part keeps its file.
    const parts = (files: Map<string, Buffer>) => [...files.keys()].filter((f) => /^assets\/search\/[^/]+\.json$/.test(f));
    const added = parts(after).filter((file) => !before.has(file));
    expect(added.filter((file) => /\/f\d+-/.test(file))).toHaveLength(1);
    expect(added.filter((file) => /\/p-/.test(file)).length).toBeGreaterThanOrEqual(1);
    expect(added.length).toBeLessThan(parts(after).length / 2);
    // Issue 55's limit for a one-line edit: at most 30 files of dist/ in all, compressed copies counted.
    expect(changed.length).toBeLessThanOrEqual(30);
    // Each new part replaces an old one, but for pieces that merge or split where a grown or shrunk
    // word moves a cut (cuts follow the keys' own sizes: `endsPiece`).
    const removed = parts(before).filter((file) => !after.has(file));
    expect(removed.length).toBeGreaterThanOrEqual(1);
    expect(Math.abs(removed.length - added.length)).toBeLessThanOrEqual(2);
    // The rest took the first build's compressed copies: only changed files were compressed again.
    const compressedAgain = Number(/(\d+) of them changed since the last build/.exec(secondLog)?.[1]);
    expect(compressedAgain).toBeGreaterThanOrEqual(1);
    expect(compressedAgain).toBeLessThanOrEqual(changed.filter((file) => !/\.(br|gz)$/.test(file)).length);
  });
});

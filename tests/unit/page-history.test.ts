import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastChanged, readGitDates } from '../../src/build/generate/git-dates';
import { filesOfPage, pageHistory } from '../../src/build/generate/page-history';
import { sitemapXml } from '../../src/build/plugins/seo-plugin';
import { loadSite } from '../../src/build/site-model';
import { pageTree } from '../../src/content/reading/pages.node';
import { editUrlFor, formatDay } from '../../src/layout/PageHistory';

const temps: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-history-'));
  temps.push(dir);
  return dir;
};
afterAll(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const git = (root: string, args: string[], date?: string) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
  });

describe('dates of the last change, from git history', () => {
  it('gives each committed file under pages/ the date of its last commit, in one pass', () => {
    const root = tempDir();
    git(root, ['init', '-q']);
    write(root, 'pages/about/history.mdx', '# History\n');
    write(root, 'pages/about/_board.board.yml', 'members: []\n');
    git(root, ['add', '.']);
    git(root, ['commit', '-q', '-m', 'first'], '2026-03-01T09:00:00+01:00');
    write(root, 'pages/about/_board.board.yml', 'members: [1]\n');
    git(root, ['commit', '-q', '-am', 'second'], '2026-11-23T10:30:00+01:00');
    write(root, 'pages/about/draft.mdx', 'not committed\n');

    const dates = readGitDates(root);
    expect(dates.get('pages/about/history.mdx')).toBe('2026-03-01T09:00:00+01:00');
    expect(dates.get('pages/about/_board.board.yml')).toBe('2026-11-23T10:30:00+01:00');
    expect(dates.has('pages/about/draft.mdx')).toBe(false);
    // A page's date is the newest of its own file and the data files it imports.
    expect(lastChanged(dates, ['pages/about/history.mdx', 'pages/about/_board.board.yml'])).toBe('2026-11-23T10:30:00+01:00');
    // An uncommitted file is skipped rather than failing; with no dated file there is no date.
    expect(lastChanged(dates, ['pages/about/history.mdx', 'pages/about/draft.mdx'])).toBe('2026-03-01T09:00:00+01:00');
    expect(lastChanged(dates, ['pages/about/draft.mdx'])).toBeUndefined();
  });

  it('gives no dates, and no error, outside a git checkout', () => {
    const root = tempDir();
    write(root, 'pages/index.mdx', '# Home\n');
    expect(readGitDates(root).size).toBe(0);
  });
});

describe('page history of a site', () => {
  const root = path.join(__dirname, '../fixtures/good');
  const { sources } = loadSite(root);

  it('lists information pages with their file, and not the home page', () => {
    const history = pageHistory(root, sources);
    expect(history['/info/first']).toMatchObject({ file: 'pages/info/first.mdx' });
    expect(history['/']).toBeUndefined();
  });

  it('counts the data files a page imports among its files', () => {
    const source = {
      ...sources[0],
      file: 'pages/staff/academic.mdx',
      tree: pageTree('pages/staff/academic.mdx', "import staff from './_academic.staff.yml'\n"),
    } as unknown as (typeof sources)[number];
    expect(filesOfPage(source)).toEqual(['pages/staff/academic.mdx', 'pages/staff/_academic.staff.yml']);
  });

  // It reads and checks the whole site: 4-6 s on a loaded 2-core machine, beyond vitest's default 5 s.
  it('counts the school facts file among the files of a page that shows a fact, and only then', { timeout: 30_000 }, () => {
    const site = loadSite(process.cwd());
    const page = (file: string) => site.sources.find((source) => source.file === file)!;
    expect(filesOfPage(page('pages/admission/fees-and-payments.mdx'))).toContain('pages/_school.facts.yml');
    expect(filesOfPage(page('pages/about/core-values.mdx'))).not.toContain('pages/_school.facts.yml');
  });

  it('puts the date of the last change in the sitemap as <lastmod> when git has one', () => {
    const xml = sitemapXml(root);
    expect(xml).toMatch(/<loc>[^<]*\/info\/first<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
  });
});

describe('how the page shows it', () => {
  it('writes the day as people read it, in the time zone of the commit', () => {
    expect(formatDay('2026-11-23T23:30:00-05:00')).toBe('23 November 2026');
    expect(formatDay('2027-01-02T00:10:00+01:00')).toBe('2 January 2027');
  });

  it('links to the web editor, or nowhere when the base address is emptied', () => {
    expect(editUrlFor('pages/about/gallery.mdx', 'https://github.com/example-school/website/edit/main/')).toBe(
      'https://github.com/example-school/website/edit/main/pages/about/gallery.mdx',
    );
    expect(editUrlFor('pages/about/gallery.mdx', 'https://git.example.org/edit')).toBe(
      'https://git.example.org/edit/pages/about/gallery.mdx',
    );
    expect(editUrlFor('pages/about/gallery.mdx', '')).toBeUndefined();
  });
});

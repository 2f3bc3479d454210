import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Adding a widget, a data kind or a page touches one file (or one new folder of its own) and nothing
// else: no list names them, the engine finds them (widgets by their folder's manifest.ts, data kinds
// by their `<kind>.data.ts`, pages by their file under pages/). Shown on a copy of the second site
// (tests/fixtures/second-site/), kept in git so that `git status` counts what each addition touched;
// the pieces added are in tests/fixtures/second-site-additions/.
const root = path.join(__dirname, '../..');
const additions = path.join(root, 'tests/fixtures/second-site-additions');

let site: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: site, encoding: 'utf8' });
/** What `git status` lists as touched since the last commit (a new folder counts once), then commits it. */
function touched(): string[] {
  const lines = git('status', '--porcelain').split('\n').filter(Boolean);
  git('add', '-A');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.org', 'commit', '-qm', 'addition');
  return lines;
}
const build = () => {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: site,
    env: { ...process.env, SITE_ROOT: site },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};
const add = (from: string, to: string) => fs.cpSync(path.join(additions, from), path.join(site, to), { recursive: true });

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'one-file-each-'));
  fs.cpSync(path.join(root, 'tests/fixtures/second-site'), site, { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  fs.writeFileSync(path.join(site, '.gitignore'), 'node_modules\ndist/\nbuild/\n');
  git('init', '-q');
  touched();
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe('adding a widget, a data kind, a page', () => {
  it('each touches one file or folder of its own', () => {
    add('Notice', 'src/widgets/Notice');
    expect(touched()).toEqual(['?? src/widgets/Notice/']);
    add('meetings.data.ts', 'src/widgets/Notice/meetings.data.ts');
    expect(touched()).toEqual(['?? src/widgets/Notice/meetings.data.ts']);
    add('pages/meetings.mdx', 'pages/meetings.mdx');
    expect(touched()).toEqual(['?? pages/meetings.mdx']);
  });

  it('the new data kind checks its files: a slip fails the build with file, line and field', { timeout: 120_000 }, () => {
    add('pages/_club.meetings.yml', 'pages/_club.meetings.yml');
    const { status, output } = build();
    expect(output).toMatch(/pages\/_club\.meetings\.yml:5: .*field "day": write the day as year-month-day, e\.g\. 2026-09-14/);
    expect(output).not.toContain('no such kind of data file');
    expect(status).toBe(1);
  });

  it('once right, the new page is at its address with the new widget drawn', { timeout: 120_000 }, () => {
    const data = path.join(site, 'pages/_club.meetings.yml');
    fs.writeFileSync(data, fs.readFileSync(data, 'utf8').replace('5 November', '2026-11-05'));
    const { status, output } = build();
    expect(output).toContain('Built 4 pages');
    expect(status).toBe(0);
    const page = fs.readFileSync(path.join(site, 'dist/meetings.html'), 'utf8');
    expect(page).toContain('<title>Meetings | Riverside Reading Club</title>');
    expect(page).toContain('The club meets on the first Thursday of the month.');
    expect(page).toContain(
      '<section class="notice" aria-label="Bring a friend"><h2>Bring a friend</h2>Guests are welcome at every meeting.</section>',
    );
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A new kind of data file is its schema beside what shows it, `<kind>.data.ts`, and its files, with no
// edit elsewhere: a copy of the project gets a widget folder with its kind (tests/fixtures/data-kind/
// NoticeBoard/, notices.data.ts beside the widget) and a site with a `_board.notices.yml`; the content
// check knows the kind at once. A copy, so other tests never see it.
const root = path.join(__dirname, '../..');
const fixture = path.join(root, 'tests/fixtures/data-kind');

let project: string;
let site: string;
const check = () => {
  const result = spawnSync(process.execPath, [path.join(project, 'scripts/check.mjs')], { cwd: site, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
};
const notices = () => path.join(site, 'pages/info/_board.notices.yml');

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'data-kind-'));
  for (const entry of ['src', 'scripts', 'package.json']) fs.cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
  fs.cpSync(path.join(fixture, 'NoticeBoard'), path.join(project, 'src/widgets/NoticeBoard'), { recursive: true });
  site = path.join(project, 'site');
  fs.cpSync(path.join(root, 'tests/fixtures/good'), site, { recursive: true });
  fs.cpSync(path.join(fixture, 'pages'), path.join(site, 'pages'), { recursive: true });
});
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

describe('a data kind added as its schema file, with no other edit', () => {
  it('is found and checks its files: a wrong value is refused with file, line and field', { timeout: 120_000 }, () => {
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain(
      'pages/info/_board.notices.yml:5: notices 2 ("Sports day") › field "day": write the day as year-month-day, e.g. 2026-09-14',
    );
    expect(output).not.toContain('no such kind of data file');
  });

  it('passes the file once the value is right', { timeout: 120_000 }, () => {
    fs.writeFileSync(notices(), fs.readFileSync(notices(), 'utf8').replace('3 October', '2026-10-03'));
    const { code, output } = check();
    expect(output).not.toContain('_board.notices.yml');
    expect(code).toBe(0);
  });
});

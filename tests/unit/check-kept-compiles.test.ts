// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// Issue 55: `npm run check` needs no page's code, only whether it compiles: a page whose compile an
// earlier run kept (src/build/kept.ts) is not compiled again, nor its kept compile read.

const check = (cwd: string) => {
  const result = spawnSync(process.execPath, [path.join(__dirname, '../../scripts/check.mjs')], { cwd, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}`.replace(/in [\d.]+ s\./, 'in … s.') };
};
const keptCompiles = (cwd: string) => {
  const dir = path.join(cwd, 'node_modules/.cache/mdx-compile');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-compiles-'));
  fs.cpSync(path.join(__dirname, '../fixtures/news-edit/pages'), path.join(root, 'pages'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run check with kept compiles', () => {
  it('compiles each page once: a second check finds every compile kept and says the same', { timeout: 120_000 }, () => {
    const first = check(root);
    const kept = keptCompiles(root);
    expect(first.code).toBe(0);
    expect(kept.length).toBeGreaterThan(3);
    expect(check(root)).toEqual(first);
    expect(keptCompiles(root)).toEqual(kept);
  });

  it('says a page that does not compile every time, with its file and line', { timeout: 120_000 }, () => {
    const page = 'pages/news/2026-09-19-sports-day.mdx';
    const text = fs.readFileSync(path.join(root, page), 'utf8');
    fs.writeFileSync(path.join(root, page), `${text}\n<div>\n\nAn element never closed.\n`);
    const first = check(root);
    expect(first.code).toBe(1);
    expect(first.output).toContain(`${page}:`);
    expect(check(root)).toEqual(first);
  });
});

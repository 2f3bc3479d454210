import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run check` as an editor runs it: a separate process in the site's folder.
const script = path.join(__dirname, '../../scripts/check.mjs');
const runCheck = (fixture: string) => {
  const result = spawnSync(process.execPath, [script], { cwd: path.join(__dirname, '../fixtures', fixture), encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
};

describe('npm run check', () => {
  it('passes a clean site with one line', { timeout: 60_000 }, () => {
    const { code, output } = runCheck('good');
    expect(code).toBe(0);
    expect(output.trim()).toMatch(/^Content OK: 4 pages and 0 data files checked in [\d.]+ s\.$/);
  });

  it("fails with the build's messages, every mistake of every file at once, and no stack trace", { timeout: 60_000 }, () => {
    const { code, output } = runCheck('check-mistakes');
    expect(code).toBe(1);
    expect(output).toContain('Content errors in pages/ (3):');
    // MDX: the file, line and column, and what to type instead.
    expect(output).toMatch(/pages\/info\/ages\.mdx:8:16: the MDX cannot be read: .*; to write a < sign in text, type \\</);
    // Frontmatter: the file, the line and the field, in plain words.
    expect(output).toContain('pages/info/people.mdx:4: field "order": should be a number, found "first"');
    // A data file: the line, the entry counted from 1 as people count, the field, the closest field
    // (and the missing "name" is not said again: it is the same mistake).
    expect(output).toContain(
      'pages/info/_people.staff.yml:4: groups 1 ("TEACHERS") › people 1 › unknown field "nmae"; did you mean "name"?',
    );
    // A link to a page that exists but failed its own check is not reported as broken.
    expect(output).not.toContain('broken link');
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('says a mistake in the facts file once, not again for every page that shows a fact', { timeout: 60_000 }, () => {
    const { code, output } = runCheck('check-facts');
    expect(code).toBe(1);
    expect(output).toContain('Content errors in pages/ (1):');
    expect(output.split('field "formFee"')).toHaveLength(2);
    expect(output).toMatch(
      /pages\/_school\.facts\.yml:\d+: field "formFee": write the amount in figures, not in words \("ten thousand naira"\), e.g. ₦10,000$/m,
    );
    expect(output).not.toContain('the MDX cannot be read');
  });
});

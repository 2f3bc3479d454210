import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run build` on a site with mistakes, as a teacher's pull request meets it: the build
// (scripts/build.mjs) stops before Vite starts with the author's messages, each once,
// exactly as `npm run check` words them; no stack trace, no developer header, no second copy.
const project = path.join(__dirname, '../..');
const site = path.join(__dirname, '../fixtures/author-mistakes');
const run = (args: string[]) => spawnSync(process.execPath, args, { cwd: site, encoding: 'utf8' });

describe('a build with content mistakes', () => {
  const build = run([path.join(project, 'scripts/build.mjs')]);
  const check = run([path.join(project, 'scripts/check.mjs')]);
  const output = `${build.stdout}${build.stderr}`;

  it('stops with exit code 1', { timeout: 60_000 }, () => {
    expect(build.status).toBe(1);
  });

  it('prints the same report as npm run check, once, and nothing else', () => {
    const report = `${check.stdout}${check.stderr}`.trim();
    expect(report).toMatch(/^Content errors in pages\/ \(\d+\):/);
    expect(output.trim()).toBe(report);
  });

  it('has no stack trace nor developer wording', () => {
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/Error:|routes\.ts|plugin site-pages|node_modules/);
  });
});

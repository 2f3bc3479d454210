import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings as school } from '../../src/config/settings.ts';

// The engine builds a site it was not written for: tests/fixtures/second-site/ (a reading club) declares
// itself in its own src/site/ (the engine's defaults stand for the modules it has no use for,
// src/app/site-defaults/), with two pages and one widget of its own, and `SITE_ROOT` names it
// (src/build/site-root.mjs). Built from a copy, so its dist/ stays out of the repository.
const root = path.join(__dirname, '../..');
const fixture = path.join(root, 'tests/fixtures/second-site');

let site: string;
let build: { status: number | null; output: string };
const read = (file: string) => fs.readFileSync(path.join(site, 'dist', file), 'utf8');
/** Every text file the build wrote, by its path in dist/. */
const textFiles = (dir = path.join(site, 'dist')): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(html|js|css|json|xml|txt|webmanifest)$|_headers$/.test(file))
    .map((file) => path.join(dir, file));

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'second-site-'));
  fs.cpSync(fixture, site, { recursive: true });
  // Its packages are the engine's (a site inside the repository finds them by walking up).
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: site,
    env: { ...process.env, SITE_ROOT: site },
    encoding: 'utf8',
  });
  build = { status: result.status, output: `${result.stdout}${result.stderr}` };
}, 180_000);
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe('a second site built by the same engine', () => {
  it('builds', () => {
    expect(build.output).toContain('Built 3 pages');
    expect(build.status).toBe(0);
  });

  it('writes both pages with their titles and text, in its own layout', () => {
    const home = read('index.html');
    expect(home).toContain('<title>Riverside Reading Club | Books and tea on Thursdays</title>');
    expect(home).toContain('We read one book a month and talk about it over tea.');
    expect(home).toContain('<html lang="en-GB">');
    expect(home).toContain('Riverside Reading Club meets on Thursdays.');
    const books = read('books.html');
    expect(books).toContain('<title>This Season&#x27;s Books | Riverside Reading Club</title>');
    expect(books).toContain('This season we read three novels about rivers.');
  });

  it("prerenders its own widget's output", () => {
    expect(read('index.html')).toMatch(
      /<aside class="greeting" aria-label="Greeting"><p>Hello, (<!-- -->)?new member(<!-- -->)?!<\/p>Your first meeting is free\.<\/aside>/,
    );
  });

  it('carries no trace of the school: its name, its pages, its country', () => {
    const words = [
      school.name,
      school.shortName,
      school.tagline,
      'Nigeria',
      'en-NG',
      'HighSchool',
      'Admission',
      'boarding',
      'admissions office',
    ];
    const traces = textFiles().flatMap((file) =>
      words
        .filter((word) => fs.readFileSync(file, 'utf8').includes(word))
        .map((word) => `${path.relative(site, file).replace(/-[\w-]{8}\.js$/, '.js')}: ${word}`),
    );
    // The search's own words (its placeholder, who answers an enquiry) come from the site's src/site/search.ts.
    expect(traces).toEqual([]);
    expect(fs.existsSync(path.join(site, 'dist/admission.html'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'dist/admin'))).toBe(false);
  });
});

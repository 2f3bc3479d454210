import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/site-model';

// Pages linked from code rather than from pages/ (the enquiry form's address in the search, the
// contact widget's links, the hero's buttons): the content check cannot see them, so this test
// does: each must be a page of the site, or a redirect to one.
const root = path.join(__dirname, '../..');
const site = loadSite(root).content;
const routes = new Set([...site.pages.map((p) => p.path), ...Object.keys(site.redirects), '/search']);
const sections = new Set(
  fs
    .readdirSync(path.join(root, 'pages'))
    .map((name) => name.replace(/\.mdx$/, ''))
    .filter((name) => !name.startsWith('_')),
);

function codeFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));
}

/** String literals in code that are addresses of this site's pages: '/about/contact-us#form' → /about/contact-us. */
const links = codeFiles('src').flatMap((file) =>
  [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/['"`](\/([a-z0-9-]+)(?:\/[A-Za-z0-9-]+)*)(?:[#?][^'"`]*)?['"`]/g)]
    .filter((m) => sections.has(m[2]))
    .map((m) => ({ file, path: m[1] })),
);

describe('page addresses written in code', () => {
  it('are found (the check is not vacuous)', () => {
    expect(links.map((l) => l.path)).toContain('/about/contact-us');
  });

  it('each lead to a page of the site', () => {
    expect(links.filter((l) => !routes.has(l.path)).map((l) => `${l.file}: ${l.path}`)).toEqual([]);
  });
});

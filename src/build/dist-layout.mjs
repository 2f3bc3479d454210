// @ts-check
// Where a page lives in dist/. React Router's prerenderer writes /a/b as a/b/index.html, which the
// hosts a school would use (Cloudflare Pages, GitHub Pages, Netlify) serve only at /a/b/: /a/b
// costs a redirect first (308 or 301), a round trip on a parent's phone before every page. The same
// hosts serve a/b.html at /a/b with status 200, so that is the layout: every link, canonical and
// sitemap address keeps its plain form. Measured with `wrangler pages dev` (see README, "Going live").
import fs from 'node:fs';
import path from 'node:path';

/**
 * Folders whose index.html stays: the web editor is served at /admin/, since Decap CMS finds its
 * config.yml relative to the page's address.
 */
const FOLDER_PAGES = new Set(['admin']);

/**
 * Whether `urlPath` ('/admin') is a folder page, served at its address with a slash.
 * @param {string} urlPath
 * @returns {boolean}
 */
export function isFolderPage(urlPath) {
  return FOLDER_PAGES.has(urlPath.replace(/^\/+|\/+$/g, ''));
}

/**
 * The file of dist/ that answers a page's path: '/' → 'index.html', '/a/b' → 'a/b.html'.
 * @param {string} urlPath
 * @returns {string}
 */
export function pageFile(urlPath) {
  const trimmed = decodeURIComponent(urlPath).replace(/^\/+|\/+$/g, '');
  if (!trimmed) return 'index.html';
  return FOLDER_PAGES.has(trimmed) ? `${trimmed}/index.html` : `${trimmed}.html`;
}

/**
 * Moves every prerendered a/b/index.html of `dist` to a/b.html (the folder stays when it holds more).
 * @param {string} dist
 * @returns {number} how many pages moved
 */
export function flattenPages(dist) {
  let moved = 0;
  /** @param {string} dir */
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const folder = path.join(dir, entry.name);
      visit(folder);
      const relative = path.relative(dist, folder).split(path.sep).join('/');
      const index = path.join(folder, 'index.html');
      if (FOLDER_PAGES.has(relative) || !fs.existsSync(index)) continue;
      fs.renameSync(index, path.join(dist, pageFile(`/${relative}`)));
      moved += 1;
      if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
    }
  };
  visit(dist);
  return moved;
}

/**
 * Each alternative address (a breadcrumb path that differs from its route, spec 2.4) answers with
 * its page itself, whose canonical names the page's own address: no redirect and no meta refresh
 * to wait for on any host. `redirects` maps the alternative path to the page's path.
 * @param {string} dist
 * @param {Readonly<Record<string, string>>} redirects
 * @returns {void}
 */
export function servePagesAtAliases(dist, redirects) {
  for (const [alias, target] of Object.entries(redirects)) {
    fs.copyFileSync(path.join(dist, pageFile(target)), path.join(dist, pageFile(alias)));
  }
}

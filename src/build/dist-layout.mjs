// Where a page lives in dist/. The hosts a school would use (Cloudflare Pages, GitHub Pages, Netlify)
// serve a/b/index.html only at /a/b/: /a/b costs a redirect first (308 or 301), a round trip on a
// parent's phone before every page. The same hosts serve a/b.html at /a/b with status 200, so that
// is the layout: every link, canonical and sitemap address keeps its plain form. Measured with `wrangler pages dev` (see README, "Going live").
import fs from 'node:fs';
import path from 'node:path';

/**
 * Folders whose index.html stays: the web editor is served at /admin/, since Decap CMS finds its
 * config.yml relative to the page's address.
 */
const FOLDER_PAGES = new Set(['admin']);

/** Whether `urlPath` ('/admin') is a folder page, served at its address with a slash. */
export function isFolderPage(urlPath) {
  return FOLDER_PAGES.has(urlPath.replace(/^\/+|\/+$/g, ''));
}

/** The file of dist/ that answers a page's path: '/' → 'index.html', '/a/b' → 'a/b.html'. */
export function pageFile(urlPath) {
  const trimmed = decodeURIComponent(urlPath).replace(/^\/+|\/+$/g, '');
  if (!trimmed) return 'index.html';
  return FOLDER_PAGES.has(trimmed) ? `${trimmed}/index.html` : `${trimmed}.html`;
}

/**
 * Each alternative address (a breadcrumb path that differs from its route, spec 2.4) answers with
 * its page itself, whose canonical names the page's own address: no redirect and no meta refresh
 * to wait for on any host. `redirects` maps the alternative path to the page's path.
 */
export function servePagesAtAliases(dist, redirects) {
  for (const [alias, target] of Object.entries(redirects)) {
    fs.copyFileSync(path.join(dist, pageFile(target)), path.join(dist, pageFile(alias)));
  }
}

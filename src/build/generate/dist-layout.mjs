// @ts-check
// Where a page lives in dist/. The hosts a school would use (Cloudflare Pages, GitHub Pages, Netlify)
// serve a/b/index.html only at /a/b/: /a/b costs a redirect first (308 or 301), a round trip on a
// parent's phone before every page. The same hosts serve a/b.html at /a/b with status 200, so that
// is the layout: every link, canonical and sitemap address keeps its plain form. Measured with
// `wrangler pages dev` (see README, "Going live").

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

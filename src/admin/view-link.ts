/**
 * "View this page" (Decap's link to the page on the site, after a publish): Decap makes its address
 * from the collection's preview_path, the page's folder and file name, so a folder's own page
 * (pages/index.mdx, pages/about/index.mdx) would link to /index or /about/index, which the site
 * does not have: its address is the folder's (src/content/nav/route-path.ts). Such a link is corrected
 * as Decap draws it (no address of the site ends in /index; the editor's own links are #/…).
 */

/** The address without a last /index: /about/index → /about, /index → /. */
export function pageAddress(href: string): string {
  const url = new URL(href, 'http://site.invalid');
  if (!/(^|\/)index\/?$/.test(url.pathname)) return href;
  url.pathname = url.pathname.replace(/\/?index\/?$/, '') || '/';
  return href.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

function correct(link: HTMLAnchorElement): void {
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return;
  const corrected = pageAddress(href);
  if (corrected !== href) link.setAttribute('href', corrected);
}

if (typeof document !== 'undefined') {
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'attributes' && change.target instanceof HTMLAnchorElement) correct(change.target);
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node instanceof HTMLAnchorElement) correct(node);
        node.querySelectorAll('a[href]').forEach((link) => correct(link as HTMLAnchorElement));
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
}

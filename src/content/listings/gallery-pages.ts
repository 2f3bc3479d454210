/**
 * A gallery's grid pages and their addresses, shared by the build (gallery-listings.ts makes the
 * pages) and the gallery itself (src/widgets/Gallery): pure, for node and the browser.
 */

/** Photos on a page of the grid (and in one page's data file). */
export const GALLERY_PAGE_SIZE = 12;

/** The address of a grid page as it is without JavaScript: /about/gallery, then /about/gallery/page/2… */
export function galleryPagePath(base: string, page: number): string {
  return page === 1 ? base : `${base}/page/${page}`;
}

/** The gallery's own address and the grid page an address shows (/about/gallery/page/2 → /about/gallery, 2). */
export function galleryAddress(pathname: string): { base: string; page: number } {
  const trimmed = pathname.replace(/(.)\/$/, '$1');
  const match = /^(.*)\/page\/([1-9]\d{0,5})$/.exec(trimmed);
  return match ? { base: match[1], page: Number(match[2]) } : { base: trimmed, page: 1 };
}

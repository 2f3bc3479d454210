/** The gallery's view modes, page sizes, page buttons and URL state: pure functions, unit-tested. */
import { GALLERY_PAGE_SIZE } from '../../content/listings/gallery-pages.ts';

export { galleryAddress, galleryPagePath } from '../../content/listings/gallery-pages.ts';

export const views = ['grid', 'masonry', 'tiles', 'carousel', 'slider'] as const;
export type View = (typeof views)[number];

/** A view's name on its button: "Masonry". */
export const viewLabel = (view: View): string => view[0].toUpperCase() + view.slice(1);

/** Photos per page: 12 in every view but the slider, which shows one. */
export function pageSize(view: View): number {
  return view === 'slider' ? 1 : GALLERY_PAGE_SIZE;
}

/** Number of pages for `count` photos (at least 1). */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/**
 * The numbered page buttons (at most 5) for page `current` of `total`: every page when there are
 * at most 5; otherwise 4 consecutive pages around the current one, then the last page, with an
 * ellipsis before the last page whenever pages are skipped there.
 *   pageItems(1, 3)  → [1, 2, 3]
 *   pageItems(1, 32) → [1, 2, 3, 4, 'ellipsis', 32]
 *   pageItems(10, 32) → [9, 10, 11, 12, 'ellipsis', 32]
 *   pageItems(32, 32) → [28, 29, 30, 31, 32]
 */
export function pageItems(current: number, total: number): (number | 'ellipsis')[] {
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.min(Math.max(1, current - 1), total - 4);
  const items: (number | 'ellipsis')[] = Array.from({ length: 4 }, (_, i) => start + i);
  if (start + 4 < total) items.push('ellipsis');
  items.push(total);
  return items;
}

/** Reads `?view=…&page=…`; anything invalid falls back to Grid and page 1. */
export function parseGalleryParams(params: URLSearchParams, count: number) {
  const rawView = params.get('view');
  const view = (views as readonly string[]).includes(rawView ?? '') ? (rawView as View) : 'grid';
  const rawPage = params.get('page') ?? '1';
  const page = /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  return { view, page: page <= pageCount(count, pageSize(view)) ? page : 1 };
}

/** The gallery's state as the URL holds it. */
export type GalleryState = ReturnType<typeof parseGalleryParams>;

/** The URL parameters for a state, leaving out the defaults; other parameters are kept. */
export function galleryParams(state: GalleryState, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  if (state.view === 'grid') next.delete('view');
  else next.set('view', state.view);
  if (state.page === 1) next.delete('page');
  else next.set('page', String(state.page));
  return next;
}

export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The in-page anchor of a page of the gallery without JavaScript: #gallery-page-2. */
export function pageAnchor(page: number): string {
  return `gallery-page-${page}`;
}

/**
 * The state a URL asks for: `?view=…&page=…`, or, without them, a `#gallery-page-N` anchor of the
 * page as it is without JavaScript (a link followed before the code ran, or shared from there).
 */
export function parseGalleryLocation(search: string, hash: string, count: number): GalleryState {
  const params = new URLSearchParams(search);
  const anchored = /^#gallery-page-([1-9]\d{0,5})$/.exec(hash);
  if (anchored && !params.has('view') && !params.has('page')) params.set('page', anchored[1]);
  return parseGalleryParams(params, count);
}

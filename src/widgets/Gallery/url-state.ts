/**
 * The gallery's view and page live in the URL (`?view=masonry&page=2`), read and written with the
 * History API: no router, so the gallery can hydrate on its own as an island. Every change is a
 * history entry, so Back and Forward step through views and pages.
 */
import { useSyncExternalStore } from 'react';
import { galleryParams, parseGalleryLocation, type GalleryState } from './paging';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentLocation = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
/** The page is prerendered as its address shows it, without a query string. */
const prerenderedLocation = () => '';

/**
 * The state the URL asks for; without a query, the grid page the address shows (`start`: 2 at
 * /about/gallery/page/2, the page as it is without JavaScript). Also on the server and in the first client render.
 */
export function useGalleryLocation(count: number, start: number, base: string): GalleryState {
  const location = useSyncExternalStore(subscribe, currentLocation, prerenderedLocation);
  if (location === '') return { view: 'grid', page: start };
  const url = new URL(location, 'http://localhost');
  // Back at the gallery's own address (a history entry this script made): its first page unless the query says.
  if (url.search === '' && url.hash === '' && url.pathname.replace(/(.)\/$/, '$1') !== base) return { view: 'grid', page: start };
  return parseGalleryLocation(url.search, url.hash, count);
}

/**
 * Adds a history entry for `next` at the gallery's own address (`base`: /about/gallery, also from
 * /about/gallery/page/2), keeping other query parameters; a #gallery-page-N anchor goes.
 */
export function pushGalleryState(next: GalleryState, base: string): void {
  const query = galleryParams(next, new URLSearchParams(window.location.search)).toString();
  // history.state is kept: it belongs to whoever else manages this entry (today React Router).
  window.history.pushState(window.history.state, '', `${base}${query ? `?${query}` : ''}`);
  for (const listener of listeners) listener();
}

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

const currentLocation = () => `${window.location.search}${window.location.hash}`;
/** The page is prerendered without a query string. */
const prerenderedLocation = () => '';

/** The state the URL asks for; the defaults on the server and in the first client render. */
export function useGalleryLocation(count: number): GalleryState {
  const location = useSyncExternalStore(subscribe, currentLocation, prerenderedLocation);
  const hashAt = location.indexOf('#');
  const search = hashAt < 0 ? location : location.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : location.slice(hashAt);
  return parseGalleryLocation(search, hash, count);
}

/** Adds a history entry for `next`, keeping other query parameters; a #gallery-page-N anchor goes. */
export function pushGalleryState(next: GalleryState): void {
  const query = galleryParams(next, new URLSearchParams(window.location.search)).toString();
  // history.state is kept: it belongs to whoever else manages this entry (today React Router).
  window.history.pushState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  for (const listener of listeners) listener();
}

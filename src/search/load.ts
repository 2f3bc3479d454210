/**
 * Loads the search on demand, framework-free: the engine (with Fuse) and the serialised index are
 * separate lazy chunks, fetched the first time the search is used or about to be. The dialog (no
 * React) and the results page (useSearch.ts) share this one loader, so the index is parsed once.
 */
import type { SiteSearch } from './engine.ts';

let pending: Promise<SiteSearch> | null = null;

/** The site search, loading it once; a failed load can be retried by calling again. */
export function loadSearch(): Promise<SiteSearch> {
  pending ??= Promise.all([import('./engine'), import('virtual:search-index')]).then(
    ([engine, index]) => new engine.SiteSearch(index.default),
  );
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

export type SearchStatus = 'loading' | 'ready' | 'error';

/** Topics offered before anything is typed (the site's: src/config/search.ts). */
export { searchTopics as SUGGESTED_TOPICS } from '#site/search.ts';

/** The enquiry form, offered when nothing is found. */
export const ENQUIRY_PATH = '/about/contact-us';

/** The results page for a query (every match, not only the dialog's first few). */
export function resultsPageHref(query: string): string {
  const q = query.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
}

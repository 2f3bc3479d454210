/**
 * Loads the search on demand, framework-free: the engine is a lazy chunk, the index's core a file
 * fetched with it the first time the search is used or about to be; the core names the pieces and
 * page fragments a query then fetches (src/search/engine/split-index.ts). The dialog (no React) and the
 * results page (useSearch.ts) share this one loader, so the core is fetched and parsed once.
 */
import type { SiteSearch } from '../engine/engine.ts';
import { SEARCH_CORE_FILE } from '../engine/part-files.ts';
import type { SearchCore } from '../engine/split-index.ts';

let pending: Promise<SiteSearch> | null = null;

/** A file of the search index, from the site's root (the service worker keeps the parts for offline use). */
async function fetchJson(file: string): Promise<unknown> {
  const response = await fetch(`/${file}`);
  if (!response.ok) throw new Error(`${file}: ${response.status}`);
  return response.json();
}

/** The site search, loading it once; a failed load can be retried by calling again. */
export function loadSearch(): Promise<SiteSearch> {
  pending ??= Promise.all([import('../engine/engine.ts'), fetchJson(SEARCH_CORE_FILE)]).then(
    ([engine, core]) => new engine.SiteSearch(new engine.SearchStore(core as SearchCore, fetchJson)),
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

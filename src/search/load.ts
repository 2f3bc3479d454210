/**
 * Loads the search on demand: the engine (with Fuse) and the serialised index are separate lazy
 * chunks, fetched the first time the search opens or is about to (hover, focus, press).
 */
import { useEffect, useMemo, useState } from 'react';
import type { SearchHit, SiteSearch } from './engine.ts';

let pending: Promise<SiteSearch> | null = null;

/** The site search, loading it once; a failed load can be retried. */
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

/** Results for `query` (empty for an empty query); the status says whether the index is there yet. */
export function useSearch(query: string, limit?: number): { hits: SearchHit[]; status: SearchStatus; retry: () => void } {
  const [search, setSearch] = useState<SiteSearch | null>(null);
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setStatus('loading');
    loadSearch().then(
      (s) => {
        if (!live) return;
        setSearch(s);
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const hits = useMemo(() => (search && query.trim() ? search.search(query, limit) : []), [search, query, limit]);
  return { hits, status, retry: () => setAttempt((n) => n + 1) };
}

/** Topics offered before anything is typed. */
export const SUGGESTED_TOPICS = ['Fees', 'Scholarship', 'Boarding', 'Admission', 'Contact'];

/** The enquiry form, offered when nothing is found. */
export const ENQUIRY_PATH = '/about/contact-us';

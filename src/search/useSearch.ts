/** The search for React components (the results page): results for a query as the index arrives. */
import { useEffect, useMemo, useState } from 'react';
import type { SiteSearch } from './engine.ts';
import { loadSearch, type SearchStatus } from './load.ts';

/**
 * Results for `query` (empty for an empty query), and the facts or dates it asks for; the status says
 * whether the index is there yet. Nothing is downloaded until there is a query to answer.
 */
export function useSearch(query: string, limit?: number) {
  const [search, setSearch] = useState<SiteSearch | null>(null);
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const wanted = query.trim() !== '';
  useEffect(() => {
    if (!wanted) return;
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
  }, [wanted, attempt]);
  const hits = useMemo(() => (search && query.trim() ? search.search(query, limit) : []), [search, query, limit]);
  const answers = useMemo(() => (search && query.trim() ? search.answers(query) : []), [search, query]);
  return { hits, answers, status, retry: () => setAttempt((n) => n + 1) };
}

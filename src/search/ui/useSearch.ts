/** The search for React components (the results page): results for a query as the index arrives. */
import { useEffect, useMemo, useState } from 'react';
import type { SiteSearch } from '../engine/engine.ts';
import { loadSearch, type SearchStatus } from './load.ts';

/**
 * Results for `query` (empty for an empty query), and the facts or dates it asks for; the status says
 * whether the index is there yet. Nothing is downloaded until there is a query to answer.
 */
export function useSearch(query: string, limit?: number) {
  const [search, setSearch] = useState<SiteSearch | null>(null);
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  /** The query whose parts of the index are here (`SiteSearch.prepare`). */
  const [prepared, setPrepared] = useState<string | null>(null);
  const q = query.trim();
  useEffect(() => {
    if (!q) return;
    let live = true;
    setStatus('loading');
    loadSearch()
      .then(async (s) => {
        await s.prepare(q, limit);
        return s;
      })
      .then(
        (s) => {
          if (!live) return;
          setSearch(s);
          setPrepared(q);
          setStatus('ready');
        },
        () => live && setStatus('error'),
      );
    return () => {
      live = false;
    };
  }, [q, limit, attempt]);
  const ready = search !== null && q !== '' && prepared === q;
  const hits = useMemo(() => (ready ? search.search(q, limit) : []), [ready, search, q, limit]);
  const answers = useMemo(() => (ready ? search.answers(q) : []), [ready, search, q]);
  return { hits, answers, status, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The results page (/search?q=…): a search form that works without JavaScript (GET /search) and
 * the results for the query in the address, read after hydration (the page is prerendered as a shell).
 * Use in MDX: <SearchResults />
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ENQUIRY_PATH, SUGGESTED_TOPICS, useSearch } from '../../search/load';
import { HitContent } from '../../search/SearchParts';
import styles from './SearchResults.module.css';

export function SearchResults() {
  const inputId = useId();
  // null until hydrated: the prerendered HTML has no query, so the first render must not have one either.
  const [query, setQuery] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q') ?? '';
    setQuery(q);
    setDraft(q);
  }, []);

  const { hits, status, retry } = useSearch(query ?? '', 30);
  const trimmed = (query ?? '').trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    window.location.assign(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  return (
    <div className={styles.root}>
      <form role="search" action="/search" method="get" className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">Search the website</label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Fees, boarding, scholarship…"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>Search</button>
      </form>

      <div role="status" aria-live="polite" className={styles.status}>
        {query !== null && trimmed && status === 'loading' && <p>Loading the search…</p>}
        {trimmed && status === 'error' && (
          <p>
            The search could not load. Check your connection and{' '}
            <button type="button" className={styles.linkButton} onClick={retry}>try again</button>.
          </p>
        )}
        {trimmed && status === 'ready' && (
          <p>
            {hits.length === 0 ? 'No pages match' : hits.length === 1 ? '1 page matches' : `${hits.length} pages match`}{' '}
            <strong>“{trimmed}”</strong>.
          </p>
        )}
      </div>

      {hits.length > 0 && (
        <ol className={styles.results}>
          {hits.map((hit) => (
            <li key={hit.href}>
              <a href={hit.href} className={styles.result}>
                <HitContent hit={hit} />
              </a>
            </li>
          ))}
        </ol>
      )}

      {trimmed && status === 'ready' && hits.length === 0 && (
        <p>
          Check the spelling, or try a shorter or different word. Can’t find what you need?{' '}
          <a href={ENQUIRY_PATH}>Send us an enquiry</a> and the admissions office will answer.
        </p>
      )}

      {query !== null && !trimmed && (
        <div>
          <h2 className={styles.topicsTitle}>Popular topics</h2>
          <ul className={styles.topics}>
            {SUGGESTED_TOPICS.map((topic) => (
              <li key={topic}>
                <a href={`/search?q=${encodeURIComponent(topic)}`} className={styles.topic}>{topic}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

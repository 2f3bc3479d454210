/**
 * The results page (/search?q=…). Prerendered, and first rendered in the browser, without a
 * query: a search form that works without JavaScript (GET /search) and every topic of the site as
 * links, so the page is useful with JavaScript off. After hydration it reads the query from the
 * address and shows the ranked results. No router: a search is a normal page load.
 * Use in MDX: <SearchResults />
 */
import { useId } from 'react';
import { siteContent } from '../../content/reading/site-content';
import { ENQUIRY_PATH, resultsPageHref, SUGGESTED_TOPICS } from '../../search/ui/load';
import { useSearch } from '../../search/ui/useSearch';
import { useHydrated } from '../../ui/useHydrated';
import { answerText } from '../../search/engine/answer-text';
import { enquiryAnswerer } from '../../config/search';
import { AnswerBox } from './AnswerBox';
import { HitContent } from './HitContent';
import { SiteTopics } from './SiteTopics';
import styles from './SearchResults.module.css';

const queryInAddress = () => new URLSearchParams(window.location.search).get('q') ?? '';

export function SearchResults() {
  const inputId = useId();
  // The prerendered HTML has no query, so the first render must not have one either.
  const query = useHydrated() ? queryInAddress() : null;
  const trimmed = (query ?? '').trim();
  const { hits, answers, status, retry } = useSearch(trimmed, 30);

  return (
    <div className={styles.root}>
      <form role="search" action="/search" method="get" className={styles.form}>
        <label htmlFor={inputId} className="visually-hidden">
          Search the website
        </label>
        {/* Uncontrolled: the query fills the field after hydration unless the visitor has already typed. */}
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query ?? ''}
          placeholder="Fees, boarding, scholarship…"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>

      <div role="status" aria-live="polite" className={styles.status}>
        {trimmed && status === 'loading' && <p>Loading the search…</p>}
        {trimmed && status === 'error' && (
          <p>
            The search could not load. Check your connection and{' '}
            <button type="button" className={styles.linkButton} onClick={retry}>
              try again
            </button>
            .
          </p>
        )}
        {trimmed && status === 'ready' && (
          <p>
            {/* The answer is said first: a screen reader hears it as soon as it shows. */}
            {answers.length > 0 && <span className="visually-hidden">{answers.map((a) => `Answer: ${answerText(a)}. `).join('')}</span>}
            {hits.length === 0 ? 'No pages match' : hits.length === 1 ? '1 page matches' : `${hits.length} pages match`}{' '}
            <strong>“{trimmed}”</strong>.
          </p>
        )}
      </div>

      {answers.length > 0 && <AnswerBox answers={answers} />}

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
          Check the spelling, or try a shorter or different word. Can’t find what you need? <a href={ENQUIRY_PATH}>Send us an enquiry</a>{' '}
          and {enquiryAnswerer} will answer.
        </p>
      )}

      {query !== null && !trimmed && (
        <div>
          <h2 className={styles.topicsTitle}>Popular topics</h2>
          <ul className={styles.topics}>
            {SUGGESTED_TOPICS.map((topic) => (
              <li key={topic}>
                <a href={resultsPageHref(topic)} className={styles.topic}>
                  {topic}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      {/* Prerendered: what a browser without JavaScript (Opera Mini's extreme mode, data savers) shows for /search?q=…. */}
      {query === null && (
        <noscript>
          <p className={styles.status}>
            Searching needs JavaScript, which is turned off in this browser. Every page of the site is listed below by topic.
          </p>
        </noscript>
      )}
      {!trimmed && <SiteTopics content={siteContent} />}
    </div>
  );
}

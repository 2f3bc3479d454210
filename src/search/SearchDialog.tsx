/**
 * The search dialog (a lazy chunk: the layout only holds the button). Results update as you type;
 * arrow keys move, Enter opens, Escape closes. The input works at once, even while the index loads.
 */
import { useDeferredValue, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Icon } from '../layout/Icon';
import { SmartLink } from '../layout/SmartLink';
import { ENQUIRY_PATH, SUGGESTED_TOPICS, useSearch } from './load';
import { HitContent } from './SearchParts';
import type { SearchHit } from './engine';
import styles from './SearchDialog.module.css';

interface Props {
  open: boolean;
  /** Closes the dialog; `false` when a page is being opened (focus then goes to the new page). */
  onClose: (returnFocus?: boolean) => void;
  /** Text typed before the dialog finished loading. */
  initialQuery?: string;
}

const modified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

export default function SearchDialog({ open, onClose, initialQuery = '' }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const deferred = useDeferredValue(query);
  const { hits, status, retry } = useSearch(deferred);
  const navigate = useNavigate();
  const trimmed = query.trim();
  const inputRef = useRef<HTMLInputElement>(null);
  const pick = (topic: string) => {
    setQuery(topic);
    inputRef.current?.focus();
  };

  const go = (href: string) => {
    onClose(false);
    navigate(href);
  };

  return (
    <Dialog open={open} onClose={() => onClose()} className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={styles.frame}>
        <DialogPanel className={styles.panel}>
          <DialogTitle className="visually-hidden">Search the website</DialogTitle>
          <Combobox<SearchHit | null> value={null} onChange={(hit) => hit && go(hit.href)}>
            <div className={styles.field}>
              <Icon name="search" size={20} className={styles.fieldIcon} />
              <ComboboxInput
                ref={inputRef}
                autoFocus
                className={styles.input}
                aria-label="Search the website"
                placeholder="Search: fees, boarding, scholarship…"
                autoComplete="off"
                enterKeyHint="search"
                spellCheck={false}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
              <button type="button" className={styles.close} onClick={() => onClose()}>
                <span className="visually-hidden">Close search</span>
                <Icon name="close" size={20} className={styles.closeIcon} />
                <kbd aria-hidden="true" className={styles.closeKey}>Esc</kbd>
              </button>
            </div>

            {/* Focusable so that a long list can be scrolled with the keyboard too. */}
            <div className={styles.body} tabIndex={0} role="group" aria-label="Search results">
              {/* Always rendered (hidden when empty) so the input's aria-controls points at it. */}
              {(
                <ComboboxOptions static modal={false} hidden={hits.length === 0} className={styles.results} aria-label="Results">
                  {hits.map((hit) => (
                    <ComboboxOption
                      key={hit.href}
                      value={hit}
                      as="a"
                      href={hit.href}
                      className={styles.option}
                      onClick={(e: MouseEvent) => !modified(e) && e.preventDefault()}
                    >
                      <HitContent hit={hit} />
                    </ComboboxOption>
                  ))}
                </ComboboxOptions>
              )}

              <div role="status" className={styles.status}>
                {trimmed && status === 'loading' && <p>Loading the search…</p>}
                {trimmed && status === 'error' && (
                  <p>
                    The search could not load. Check your connection and{' '}
                    <button type="button" className={styles.linkButton} onClick={retry}>try again</button>.
                  </p>
                )}
                {trimmed && status === 'ready' && deferred === query && hits.length === 0 && (
                  <div className={styles.empty}>
                    <p>
                      No pages match <strong>“{trimmed}”</strong>. Check the spelling, or try a shorter or different word.
                    </p>
                    <p>
                      Can’t find what you need? <SmartLink href={ENQUIRY_PATH} onClick={() => onClose(false)}>Send us an enquiry</SmartLink> and
                      the admissions office will answer.
                    </p>
                  </div>
                )}
                {hits.length > 0 && <span className="visually-hidden">{hits.length === 1 ? '1 result' : `${hits.length} results`}</span>}
              </div>

              {!trimmed && (
                <div className={styles.suggestions}>
                  <h2 className={styles.suggestionsTitle}>Popular topics</h2>
                  <ul className={styles.topics}>
                    {SUGGESTED_TOPICS.map((topic) => (
                      <li key={topic}>
                        <button type="button" className={styles.topic} onClick={() => pick(topic)}>
                          {topic}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>

            {trimmed && hits.length > 0 && (
              <div className={styles.footer}>
                <SmartLink href={`/search?q=${encodeURIComponent(trimmed)}`} onClick={() => onClose(false)}>
                  See all results for “{trimmed}”
                </SmartLink>
              </div>
            )}
          </Combobox>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

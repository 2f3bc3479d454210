/**
 * The search dialog, without a framework (React alone would cost the 60 KB the whole search may
 * use). It takes over the frame the launcher opened (shell.ts): the input becomes a combobox over
 * a listbox of results that follow the typing; arrow keys move, Enter opens the active result,
 * a click on a result is a normal link. A question of fact or date is answered above the results
 * (answer-view.ts). Suggested topics when empty, the enquiry form when nothing matches, and a link to
 * every result on /search. Content is inserted as text only.
 */
// Its styles (dialog.css) come with the page's stylesheet (imported by SearchButton): no request of their own.
import type { SearchHit, SiteSearch } from '../engine/engine.ts';
import { answerText } from '../engine/answer-text.ts';
import { answerView } from './answer-view.ts';
import { ENQUIRY_PATH, loadSearch, resultsPageHref, SUGGESTED_TOPICS, type SearchStatus } from './load.ts';
import { el, type SearchShell } from './shell.ts';
import type { Segment } from '../engine/snippet.ts';
import { enquiryAnswerer } from '#site/search.ts';

/** What the dialog needs of the engine (tests give a stand-in). */
export type Searcher = Pick<SiteSearch, 'search' | 'answers' | 'prepare' | 'isReady'>;

const LISTBOX_ID = 'search-dialog-results';
const optionId = (index: number) => `search-dialog-option-${index}`;

/** Which option the arrow keys make active: they stop at the ends of the list. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  return key === 'ArrowDown' ? Math.min(active + 1, count - 1) : Math.max(active - 1, 0);
}

/** Text with the matched words in <mark>. */
function marked(segments: Segment[]): Array<Node | string> {
  return segments.map((s) => (s.mark ? el('mark', { class: 'search-dialog__mark' }, s.text) : s.text));
}

function optionFor(hit: SearchHit, index: number): HTMLAnchorElement {
  return el(
    'a',
    {
      role: 'option',
      id: optionId(index),
      href: hit.href,
      tabindex: '-1',
      'aria-selected': 'false',
      class: 'search-dialog__option',
    },
    el('span', { class: 'search-dialog__title' }, ...marked(hit.title)),
    ...(hit.section ? [el('span', { class: 'search-dialog__section' }, hit.section)] : []),
    el('span', { class: 'search-dialog__snippet' }, ...marked(hit.snippet)),
  );
}

/** A click that opens a link in this tab (not a new tab or window). */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function enhanceSearchDialog(shell: SearchShell, load: () => Promise<Searcher> = loadSearch) {
  const { panel, input, closeButton, body, status } = shell;
  let searcher: Searcher | null = null;
  let state: SearchStatus = 'loading';
  let options: HTMLAnchorElement[] = [];
  let active = -1;
  // The launcher's "Loading…" is there until the first render replaces it.
  let shownStatus: string | null = null;

  const listbox = el('div', { role: 'listbox', id: LISTBOX_ID, 'aria-label': 'Results', class: 'search-dialog__results', hidden: '' });
  const topics = el(
    'ul',
    { class: 'search-dialog__topics' },
    ...SUGGESTED_TOPICS.map((topic) => {
      const button = el('button', { type: 'button', class: 'search-dialog__topic' }, topic);
      button.addEventListener('click', () => {
        input.value = topic;
        input.focus();
        render();
      });
      return el('li', {}, button);
    }),
  );
  const suggestions = el(
    'div',
    { class: 'search-dialog__suggestions' },
    el('h2', { class: 'search-dialog__suggestions-title' }, 'Popular topics'),
    topics,
  );
  const seeAll = el('a', { href: '/search' });
  const footer = el('div', { class: 'search-dialog__footer', hidden: '' }, seeAll);

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', LISTBOX_ID);
  input.setAttribute('aria-expanded', 'false');
  closeButton.append(el('kbd', { class: 'search-dialog__close-key', 'aria-hidden': 'true' }, 'Esc'));
  // Focusable so that a long list can be scrolled with the keyboard too.
  body.setAttribute('tabindex', '0');
  body.setAttribute('role', 'group');
  body.setAttribute('aria-label', 'Search results');
  const answerBox = el('div', { class: 'search-dialog__answer-slot' });
  body.prepend(answerBox, listbox);
  body.append(suggestions);
  panel.append(footer);

  const setActive = (index: number) => {
    options[active]?.removeAttribute('data-active');
    active = index;
    const option = options[active];
    if (option) {
      option.setAttribute('data-active', '');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };

  /** Replaces the live region's content only when the message changes (each change is announced). */
  const showStatus = (key: string, ...content: Array<Node | string>) => {
    if (key === shownStatus) return;
    shownStatus = key;
    status.replaceChildren(...content);
  };

  const retryButton = el('button', { type: 'button', class: 'search-dialog__link-button' }, 'try again');
  retryButton.addEventListener('click', () => start());

  function render(): void {
    const query = input.value.trim();
    if (searcher && query && state === 'ready' && !searcher.isReady(query)) {
      // The index's parts for these words are fetched first; what is shown stays until they are here.
      const current = () => input.value.trim() === query;
      searcher.prepare(query, undefined, current).then(
        () => current() && render(),
        () => {
          state = 'error';
          render();
        },
      );
      return;
    }
    const usable = searcher && query && state === 'ready';
    const hits = usable ? searcher!.search(query) : [];
    const answers = usable ? searcher!.answers(query) : [];
    answerBox.replaceChildren(...(answers.length ? [answerView(answers)] : []));
    options = hits.map(optionFor);
    listbox.replaceChildren(...options);
    listbox.hidden = hits.length === 0;
    input.setAttribute('aria-expanded', String(hits.length > 0));
    active = -1;
    setActive(hits.length ? 0 : -1);

    if (!query) showStatus('');
    else if (state === 'loading') showStatus('loading', el('p', {}, 'Loading the search…'));
    else if (state === 'error') {
      showStatus('error', el('p', {}, 'The search could not load. Check your connection and ', retryButton, '.'));
    } else if (hits.length === 0) {
      showStatus(
        `none:${query}`,
        el(
          'div',
          { class: 'search-dialog__empty' },
          el('p', {}, 'No pages match ', el('strong', {}, `“${query}”`), '. Check the spelling, or try a shorter or different word.'),
          el(
            'p',
            {},
            'Can’t find what you need? ',
            el('a', { href: ENQUIRY_PATH }, 'Send us an enquiry'),
            ` and ${enquiryAnswerer} will answer.`,
          ),
        ),
      );
    } else {
      // The answer is said first: a screen reader hears it as soon as it shows.
      const count = hits.length === 1 ? '1 result' : `${hits.length} results`;
      const said = [...answers.map((a) => `Answer: ${answerText(a)}.`), count].join(' ');
      showStatus(said, el('span', { class: 'visually-hidden' }, said));
    }

    suggestions.hidden = query !== '';
    footer.hidden = hits.length === 0;
    seeAll.href = resultsPageHref(query);
    seeAll.textContent = `See all results for “${query}”`;
  }

  function start(): void {
    state = 'loading';
    render();
    load().then(
      (s) => {
        searcher = s;
        state = 'ready';
        render();
      },
      () => {
        state = 'error';
        render();
      },
    );
  }

  input.addEventListener('input', render);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveActive(active, options.length, event.key));
    } else if (event.key === 'Enter' && options[active] && !event.isComposing) {
      event.preventDefault();
      // A real click on the link: the page opens as any link opens it.
      options[active].click();
    }
  });
  // Opening a page (a result, the enquiry form, every result): the dialog closes, the link works as a link.
  panel.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && plainClick(event)) shell.close(false);
  });

  start();
  return {
    /** Shows what the input holds now (the launcher calls it each time the dialog opens). */
    refresh() {
      if (state === 'error') start();
      else render();
    },
  };
}

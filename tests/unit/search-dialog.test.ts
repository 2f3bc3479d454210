import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceSearchDialog, moveActive, type Searcher } from '../../src/search/ui/dialog';
import { createSearchShell, type SearchShell } from '../../src/search/ui/shell';
import type { SearchAnswer, SearchHit } from '../../src/search/engine/engine';

const hit = (title: string, href: string, snippet = 'About fees and boarding.'): SearchHit => ({
  path: href.split('#')[0],
  href,
  title: [{ text: title, mark: false }],
  section: 'Admission',
  snippet: [
    { text: snippet.slice(0, 6), mark: false },
    { text: snippet.slice(6, 10), mark: true },
    { text: snippet.slice(10), mark: false },
  ],
  score: 1,
  fuzzy: false,
});

/** A stand-in for the engine: a fixed list for any query but "nothing"; the answers given for a query asking one. */
const searcher = (hits: SearchHit[], answers: SearchAnswer[] = []): Searcher => ({
  search: (q) => (q.includes('nothing') ? [] : hits),
  answers: (q) => (q.includes('how much') || q.includes('phone') ? answers : []),
  prepare: () => Promise.resolve(),
  isReady: () => true,
});

const FORM_FEE: SearchAnswer = {
  id: 'formFee',
  label: 'Application form',
  value: [{ text: '₦10,000' }],
  href: '/admission/fees#form-fee',
  source: 'Fees',
};
const PHONE: SearchAnswer = {
  id: 'generalPhone',
  label: 'School phone',
  value: [{ text: '+234 800 000 0001', href: 'tel:+2348000000001' }],
  href: '/about/contact-us',
  source: 'Contact us',
};

const HITS = [
  hit('Scholarship', '/admission/scholarship'),
  hit('Fees', '/admission/fees#payment'),
  hit('Boarding', '/facilities/accommodation'),
];

function type(shell: SearchShell, text: string): void {
  shell.input.value = text;
  shell.input.dispatchEvent(new Event('input'));
}

const press = (shell: SearchShell, key: string) =>
  shell.input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const options = (shell: SearchShell) => [...shell.dialog.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('moveActive', () => {
  it('moves with the arrows and stops at the ends', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(2);
    expect(moveActive(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('the search dialog', () => {
  let shell: SearchShell;
  let opener: HTMLButtonElement;

  beforeEach(() => {
    document.body.innerHTML = '';
    opener = document.createElement('button');
    document.body.append(opener);
    shell = createSearchShell();
    opener.focus();
    shell.open(opener);
  });
  afterEach(() => shell.close());

  it('opens as a modal dialog with the input focused and the page scroll locked; closing gives focus back', () => {
    expect(shell.dialog.open).toBe(true);
    expect(document.activeElement).toBe(shell.input);
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
    expect(shell.status.textContent).toContain('Loading the search');
    shell.close();
    expect(shell.dialog.open).toBe(false);
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps what was typed before its code arrived, and shows the results for it', async () => {
    type(shell, 'scholar');
    enhanceSearchDialog(shell, async () => searcher(HITS)).refresh();
    await settle();
    expect(shell.input.value).toBe('scholar');
    expect(shell.input.getAttribute('role')).toBe('combobox');
    expect(options(shell).map((o) => o.getAttribute('href'))).toEqual([
      '/admission/scholarship',
      '/admission/fees#payment',
      '/facilities/accommodation',
    ]);
  });

  it('is a combobox: the first result is active, the arrows move, the listbox is controlled by the input', async () => {
    enhanceSearchDialog(shell, async () => searcher(HITS));
    await settle();
    type(shell, 'fees');
    const listbox = shell.dialog.querySelector('[role="listbox"]')!;
    expect(shell.input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(shell.input.getAttribute('aria-expanded')).toBe('true');
    const activeIs = (n: number) => expect(shell.input.getAttribute('aria-activedescendant')).toBe(options(shell)[n].id);
    activeIs(0);
    press(shell, 'ArrowDown');
    press(shell, 'ArrowDown');
    activeIs(2);
    press(shell, 'ArrowUp');
    activeIs(1);
    expect(options(shell).every((o) => o.getAttribute('tabindex') === '-1')).toBe(true);
  });

  it('shows the answer to a question above the results, in a region named Answer, and says it first', async () => {
    enhanceSearchDialog(shell, async () => searcher(HITS, [FORM_FEE]));
    await settle();
    type(shell, 'how much is the form');
    const region = shell.dialog.querySelector('section[aria-label="Answer"]')!;
    expect(region.textContent).toBe('Application form: ₦10,000From Fees');
    expect(region.querySelector('a')!.getAttribute('href')).toBe('/admission/fees#form-fee');
    // Above the results.
    const listbox = shell.dialog.querySelector('[role="listbox"]')!;
    expect(region.compareDocumentPosition(listbox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(shell.status.textContent).toBe('Answer: Application form: ₦10,000. 3 results');
    // A query that asks nothing: no answer, and the status only counts.
    type(shell, 'fees');
    expect(shell.dialog.querySelector('section[aria-label="Answer"]')).toBeNull();
    expect(shell.status.textContent).toBe('3 results');
  });

  it('gives a phone number as a tap-to-call link', async () => {
    enhanceSearchDialog(shell, async () => searcher(HITS, [PHONE]));
    await settle();
    type(shell, 'school phone number');
    const call = shell.dialog.querySelector<HTMLAnchorElement>('section[aria-label="Answer"] a[href^="tel:"]')!;
    expect(call.textContent).toBe('+234 800 000 0001');
    expect(call.getAttribute('href')).toBe('tel:+2348000000001');
  });

  it('Enter opens the active result as a link and closes the dialog', async () => {
    enhanceSearchDialog(shell, async () => searcher(HITS));
    await settle();
    type(shell, 'fees');
    press(shell, 'ArrowDown');
    const clicked = vi.fn((event: Event) => event.preventDefault());
    options(shell)[1].addEventListener('click', clicked);
    press(shell, 'Enter');
    expect(clicked).toHaveBeenCalledOnce();
    expect(shell.dialog.open).toBe(false);
  });

  it('inserts result text as text, never as HTML', async () => {
    const evil: SearchHit = {
      ...hit('<img src=x onerror="alert(1)">Fees', '/admission/fees'),
      snippet: [
        { text: 'Pay ', mark: false },
        { text: '<b>fees</b>', mark: true },
        { text: ' <script>x()</script>', mark: false },
      ],
    };
    enhanceSearchDialog(shell, async () => searcher([evil]));
    await settle();
    type(shell, 'fees');
    const option = options(shell)[0];
    expect(option.querySelector('img, b, script')).toBeNull();
    expect(option.textContent).toContain('<img src=x onerror="alert(1)">Fees');
    expect(option.querySelector('mark')?.textContent).toBe('<b>fees</b>');
    expect(option.textContent).toContain('<script>x()</script>');
  });

  it('offers topics when empty; choosing one searches it', async () => {
    enhanceSearchDialog(shell, async () => searcher(HITS));
    await settle();
    const topics = [...shell.dialog.querySelectorAll<HTMLButtonElement>('button.search-dialog__topic')];
    expect(topics.map((b) => b.textContent)).toEqual(['Fees', 'Scholarship', 'Boarding', 'Admission', 'Contact']);
    topics[2].click();
    expect(shell.input.value).toBe('Boarding');
    expect(document.activeElement).toBe(shell.input);
    expect(options(shell)).toHaveLength(3);
    expect(topics[0].closest<HTMLElement>('.search-dialog__suggestions')!.hidden).toBe(true);
  });

  it('with no results, offers the enquiry form; with results, a link to all of them', async () => {
    enhanceSearchDialog(shell, async () => searcher(HITS));
    await settle();
    type(shell, 'nothing here');
    expect(shell.status.textContent).toContain('No pages match “nothing here”');
    expect(shell.status.querySelector('a')?.getAttribute('href')).toBe('/about/contact-us');
    type(shell, 'fees & boarding');
    const seeAll = [...shell.dialog.querySelectorAll('a')].find((a) => a.textContent?.startsWith('See all results'))!;
    expect(seeAll.getAttribute('href')).toBe('/search?q=fees%20%26%20boarding');
    expect(seeAll.closest<HTMLElement>('.search-dialog__footer')!.hidden).toBe(false);
  });

  it('says when the search could not load, and tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(searcher(HITS));
    enhanceSearchDialog(shell, load);
    type(shell, 'fees');
    await settle();
    expect(shell.status.textContent).toContain('could not load');
    shell.status.querySelector('button')!.click();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(options(shell)).toHaveLength(3);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { menuGroups } from '../../src/content/nav/nav';
import { siteContent } from '../../src/content/reading/site-content';
import { SearchResults } from '../../src/widgets/SearchResults/SearchResults';
import { serveSearchFiles } from './support/search-files';

/** Links to every visible page of every section, as the menus list them. */
const sectionPageLinks = () => menuGroups(siteContent).flatMap((g) => g.links.filter((l) => !l.external).map((l) => l.href));

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

// The search's index files, as the loader fetches them.
serveSearchFiles();

describe('SearchResults (/search)', () => {
  it('is prerendered with a GET search form and every topic of the site as links', () => {
    const html = renderToString(<SearchResults />);
    document.body.innerHTML = html;
    const form = document.querySelector('form[role="search"]')!;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Search the website');
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(sectionPageLinks().length).toBeGreaterThan(20);
    expect(hrefs).toEqual(expect.arrayContaining(sectionPageLinks()));
    // Each menu group with pages of the site (a section kept out of the menu, the news, is not one).
    for (const group of menuGroups(siteContent)) {
      if (group.links.some((l) => !l.external)) {
        expect([...document.querySelectorAll('h3')].map((h) => h.textContent)).toContain(group.label);
      }
    }
  });

  it('hydrates without a mismatch, then reads the query from the address and shows the ranked results', { timeout: 180_000 }, async () => {
    history.replaceState(null, '', '/search?q=scholarship');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchResults />);
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleErrors = vi.spyOn(console, 'error');
    root = hydrateRoot(container, <SearchResults />, { onRecoverableError: recoverable });
    await vi.waitFor(() => expect(container.querySelector<HTMLInputElement>('input[name="q"]')!.value).toBe('scholarship'), {
      timeout: 60_000,
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    consoleErrors.mockRestore();
    await vi.waitFor(
      () => {
        expect(container.querySelector('ol a')?.getAttribute('href')).toBe('/admission/scholarship');
      },
      { timeout: 60_000 },
    );
    expect(container.querySelector('[role="status"]')!.textContent).toMatch(/pages? match.*“scholarship”/);
    // The topic list gives way to the results.
    expect(container.querySelector('h3')).toBeNull();
  });
});

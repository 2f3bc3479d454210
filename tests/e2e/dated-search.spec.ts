import { test, expect } from '@playwright/test';
import { visit } from './helpers';

// Issue 30, item 3: the dated questions parents ask list the term calendar first, at the matching date.
const firstIsCalendar: [string, RegExp][] = [
  ['resumption', /^\/about\/calendar(#.*resumption.*)?$/],
  ['visiting day', /^\/about\/calendar#.*visiting-day/],
  ['mid term', /^\/about\/calendar(#.*mid-term.*)?$/],
  ['PTA meeting', /^\/about\/calendar#.*pta-meeting/],
  ['when do they resume', /^\/about\/calendar(#.*resumption.*)?$/],
];

for (const [query, href] of firstIsCalendar) {
  test(`"${query}" lists the term calendar first`, async ({ page }) => {
    await visit(page, `/search?q=${encodeURIComponent(query)}`);
    const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
    await expect(first).toHaveAttribute('href', href);
  });
}

test('a search result for an event opens the calendar at that date', async ({ page }) => {
  await visit(page, '/search?q=visiting%20day');
  const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
});

test('"PTA meeting": the news post about one meeting comes after the calendar', async ({ page }) => {
  await visit(page, '/search?q=PTA%20meeting');
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(links.nth(1)).toHaveAttribute('href', /^\/news\/.*pta-meeting/);
});

import { test, expect } from '@playwright/test';
import { visit } from './helpers';

// The search index is the browser code's one module made of the site's content: it is written under
// a name that stays (src/build/site-data-files.ts), so an edit renames no file that every page names.
// A name that stays must never be kept as if it were hashed: the browser asks again each time (an
// unchanged index answers 304, a few bytes), and the search it feeds still works.
const INDEX = '/site-data/search-index.js';

test('the search index keeps its name and is revalidated, never cached as a hashed file', async ({ page }) => {
  await visit(page, '/');
  const boot = await page.locator('script[data-boot]').getAttribute('data-boot');
  const bootCode = await (await page.request.get(boot!)).text();
  const first = await page.request.get(INDEX);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('no-cache');
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await page.request.get(INDEX, { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  // No page names it: the boot script's chunks import it by its fixed name, so the boot script's own
  // name does not follow the content.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('site-data');
  expect(bootCode + html).not.toMatch(/search-index-[\w-]{8}\.js/);
});

test('the results page loads the index from there and answers', async ({ page }) => {
  const index = page.waitForResponse((response) => new URL(response.url()).pathname === INDEX);
  await visit(page, '/search?q=scholarship');
  expect((await index).status()).toBe(200);
  const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  await expect(first).toHaveAttribute('href', '/admission/scholarship');
});

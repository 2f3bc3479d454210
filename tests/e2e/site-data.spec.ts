import { test, expect } from '@playwright/test';
import { visit } from './helpers';

// The search index is the site's content as the browser code fetches it: its core is served at a name
// that stays (src/search/engine/part-files.ts) and names its parts by their content, so an edit renames no
// file that every page names. A name that stays must never be kept as if it were hashed: the browser
// asks again each time (an unchanged core answers 304, a few bytes), and the search it feeds still works.
const CORE = '/search/core.json';

test('the search core keeps its name and is revalidated, never cached as a hashed file', async ({ page }) => {
  await visit(page, '/');
  const boot = await page.locator('script[data-boot]').getAttribute('data-boot');
  const bootCode = await (await page.request.get(boot!)).text();
  const first = await page.request.get(CORE);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('no-cache');
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await page.request.get(CORE, { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  // No page names it nor its parts, and the boot script names no part: the loader fetches the core by its
  // fixed name, so the boot script's own name does not follow the content.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('search/core.json');
  expect(bootCode + html).not.toMatch(/assets\/search\//);
});

test('the results page loads the index from there and answers', async ({ page }) => {
  const core = page.waitForResponse((response) => new URL(response.url()).pathname === CORE);
  await visit(page, '/search?q=scholarship');
  expect((await core).status()).toBe(200);
  const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  await expect(first).toHaveAttribute('href', '/admission/scholarship');
});

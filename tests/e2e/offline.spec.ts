import { test, expect } from '@playwright/test';
import { hydrated, visit } from './helpers';

test.use({ serviceWorkers: 'allow' });

test('a first page costs nothing for offline use; from the second, pages seen open again with no network', async ({ page, context }) => {
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  await visit(page, '/admission/scholarship');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await visit(page, '/facilities/accommodation');

  await context.setOffline(true);
  await page.goto('/admission/scholarship');
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // Following a link to a page seen before works too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accommodation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodation' })).toBeVisible();
  await context.setOffline(false);
});

test('the search opens and answers the words searched before with no network', async ({ page, context }) => {
  const searchButton = () => page.getByRole('banner').getByRole('link', { name: /Search/ });
  const searchInput = () => page.getByRole('dialog', { name: 'Search the website' }).getByRole('combobox', { name: 'Search the website' });
  await visit(page, '/about/core-values');
  await visit(page, '/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The launcher has made the link open the dialog.
  await expect(searchButton()).toHaveAttribute('aria-haspopup', 'dialog');
  // First use, online: the search code and index are fetched through the worker and cached.
  await searchButton().click();
  await searchInput().fill('scholarship');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.goto('/');
  await hydrated(page);
  await expect(searchButton()).toHaveAttribute('aria-haspopup', 'dialog');
  // The words searched before: the index's core and those words' parts were kept (src/search/engine/split-index.ts).
  await searchButton().click();
  await searchInput().fill('scholarship');
  await expect(page.getByRole('option', { name: /Scholarship/ }).first()).toBeVisible();
  await context.setOffline(false);
});

test('the gallery seen once opens again with no network, with the pages of photos that were shown', async ({ page, context }) => {
  const pager = () => page.getByRole('navigation', { name: 'Gallery pages' });
  await visit(page, '/');
  await visit(page, '/about/gallery');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Page 2's photos come from their data file, fetched through the worker and kept by it.
  await visit(page, '/about/gallery');
  const fetched = page.waitForResponse((response) => /\/assets\/gallery-[0-9a-z]+\.json$/.test(response.url()));
  await pager().getByRole('button', { name: 'Next', exact: true }).click();
  await fetched;
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(12);

  await context.setOffline(true);
  await page.goto('/about/gallery');
  await hydrated(page);
  await pager().getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(pager().getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(12);
  // A page never shown cannot come: said plainly, with what to do.
  await pager().getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'These photos could not be loaded' })).toBeVisible();
  await context.setOffline(false);
});

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
  // The words searched before: the index's core and those words' parts were kept (src/search/split-index.ts).
  await searchButton().click();
  await searchInput().fill('scholarship');
  await expect(page.getByRole('option', { name: /Scholarship/ }).first()).toBeVisible();
  await context.setOffline(false);
});

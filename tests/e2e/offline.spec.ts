import { test, expect } from '@playwright/test';
import { visit } from './helpers';

test.use({ serviceWorkers: 'allow' });

test('pages already seen open again with no network', async ({ page, context }) => {
  await visit(page, '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await visit(page, '/admission/scholarship');
  await visit(page, '/facilities/accommodation');

  await context.setOffline(true);
  await page.goto('/admission/scholarship');
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // Client-side navigation to a page seen before still works.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accommodation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodation' })).toBeVisible();
  await context.setOffline(false);
});

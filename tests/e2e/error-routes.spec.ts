import { test, expect } from '@playwright/test';
import { visit, watchErrors } from './helpers';

test('an unknown path outside the sections shows the 404 page with status 404', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find the page you were looking for. It might have been moved or doesn't exist.")).toBeVisible();
  for (const hint of ['Check the URL', 'Navigate to homepage', 'Try again later']) await expect(page.getByText(hint)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Previous Page' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL('/');
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

for (const path of ['/admission/unknown', '/seven-success/nothing-here', '/about/x/y']) {
  test(`an unknown path inside a section (${path}) redirects to the home page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  });
}

test('/contact shows only the bare heading', async ({ page }) => {
  await visit(page, '/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('contact');
  expect((await main.innerText()).trim()).toBe('contact');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});

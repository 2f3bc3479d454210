import { expect, test } from '@playwright/test';
import { site } from '../../src/config/site';
import { loadSite } from '../../src/build/site-model';
import { lastUpdatedOf } from '../../src/build/generate/page-history';
import { formatDay } from '../../src/layout/PageHistory';

// "Edit this page" and "Last updated" under information pages: read with JavaScript off,
// as a visitor on a slow phone (or a search engine) gets them.
test.use({ javaScriptEnabled: false });

const { sources } = loadSite(process.cwd());
const scholarship = sources.find((s) => s.info.path === '/admission/scholarship')!;
// The date git gives the page file; a fresh clone (CI) and a working copy both have it.
const updated = lastUpdatedOf(process.cwd(), scholarship);

test('an information page says when it last changed and links to its file in the web editor', async ({ page }) => {
  expect(updated, 'the page file should have a commit date').toBeTruthy();
  await page.goto('/admission/scholarship');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    `${site.editBaseUrl}pages/admission/scholarship.mdx`,
  );
  await expect(main.getByText(`Last updated ${formatDay(updated!)}`)).toBeVisible();
  await expect(main.locator('time')).toHaveAttribute('datetime', updated!);
});

test('on paper the date stays and the edit link is left out', async ({ page }) => {
  await page.goto('/admission/scholarship');
  await page.emulateMedia({ media: 'print' });
  const main = page.getByRole('main');
  await expect(main.getByText(`Last updated ${formatDay(updated!)}`)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit this page' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(main.getByRole('link', { name: 'Edit this page' })).toBeVisible();
});

test('the home page has neither', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  await expect(page.getByText(/Last updated/)).toHaveCount(0);
});

test('the sitemap gives the same date as <lastmod>', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`/admission/scholarship</loc><lastmod>${updated}</lastmod>`);
});

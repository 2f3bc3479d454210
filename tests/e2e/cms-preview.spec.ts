import { test, expect, type Page } from '@playwright/test';
import { withTestRepo } from '../host/test-repo.mjs';

// The built editor's preview of a page (src/admin/page-preview.tsx) with Decap's in-memory
// repository filled with this site's files: the page as a parent reads it, not its source.

const SCHOLARSHIP = 'pages-admission/entries/scholarship';

async function openPage(page: Page, entry: string) {
  await withTestRepo(page);
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`/admin/#/collections/${entry}`);
  await expect(page.getByRole('textbox', { name: 'Page text' })).toBeVisible();
  return page.frameLocator('iframe[title="The page as parents will see it"]');
}

test("a page's preview is the page: its Markdown drawn with the site's styles, the facts' values in, its widgets drawn by the site's components", async ({
  page,
}) => {
  const requests: string[] = [];
  const preview = await openPage(page, SCHOLARSHIP);
  const main = preview.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Scholarship' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'The award' })).toBeVisible();
  // <FeatureCards> with its <Card>s: a list of cards, each titled by a heading one below "The award".
  const cards = main.getByRole('list').filter({ has: preview.getByRole('heading', { level: 3, name: 'Eligible classes' }) });
  await expect(cards.getByRole('listitem')).toHaveCount(4);
  // The facts' values, as the site shows them: `$scholarshipAmount` in a title, <Fact> in the text.
  await expect(cards.getByRole('heading', { level: 3, name: '₦300,000 per session' })).toBeVisible();
  await expect(cards.getByText('The scholarship is worth ₦300,000 per session, taken off the school fees')).toBeVisible();
  // Markdown: bold text, a link, a list.
  await expect(main.locator('strong', { hasText: 'Transfer students are eligible' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'siblings discount' })).toHaveAttribute('href', '/admission/siblings-discount');
  // <ClosingBanner>: the site's banner, with its button.
  const banner = main.getByRole('complementary', { name: 'Apply for a scholarship' });
  await expect(banner.getByRole('link', { name: 'Get the admission form' })).toHaveAttribute('href', '/admission/admission-criteria');
  // Nothing of the source shows.
  await expect(main).not.toContainText('$');
  await expect(main).not.toContainText('<');
  await expect(main).not.toContainText('##');
  // The site's styles: the card grid is laid out as on the site (its CSS module's class, its grid).
  expect(await cards.evaluate((list) => getComputedStyle(list).display)).toBe('grid');
  expect(await main.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/Georgia/);

  // As the office types, with no request: a new paragraph, a fact, a widget that cannot run here.
  page.on('request', (request) => requests.push(request.url()));
  const text = page.getByRole('textbox', { name: 'Page text' });
  await text.fill(
    'New paragraph about the award of $scholarshipAmount.\n\n<Callout title="Deadline" tone="warning">\nApply by **June**.\n</Callout>\n\n<StaffList data={staff} />\n',
  );
  await expect(main.getByText('New paragraph about the award of ₦300,000 per session.')).toBeVisible();
  await expect(main.getByText('Deadline')).toBeVisible();
  await expect(main.locator('strong', { hasText: 'June' })).toBeVisible();
  // A widget that needs a data file: a box naming it and what it shows.
  const box = main.getByRole('region', { name: 'StaffList' });
  await expect(box).toContainText('Staff by group, each with photo, role and biography');
  await expect(main.getByRole('heading', { name: 'The award' })).toHaveCount(0);
  expect(requests).toEqual([]);

  // A widget half typed: the last reading stays, with why.
  await text.fill('Still here.\n\n<Callout title="Deadline"');
  await expect(preview.getByRole('status')).toContainText('The preview shows the text as it last could be read');
  await expect(main.getByText('New paragraph about the award')).toBeVisible();
  await text.fill('Still here.\n\n<Callout title="Deadline">Soon.</Callout>');
  await expect(main.getByText('Still here.')).toBeVisible();
  await expect(preview.getByRole('status')).toHaveCount(0);
});

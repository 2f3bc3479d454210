import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { backendReady, openEditor } from './editor';

// /admin on a phone (390 px wide): no sideways scrolling, Publish in reach; and its list and form
// screens pass axe's accessibility rules.

test.beforeAll(async ({ request }) => backendReady(request));
test.use({ viewport: { width: 390, height: 844 } });

/** Whether the page is wider than the screen (it would scroll sideways). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('at 390 px the forms fit the screen and Publish is in reach', async ({ page }) => {
  await openEditor(page, 'data/entries/pages-school-facts-yml');
  await expect(page.getByRole('textbox', { name: 'Form fee', exact: true })).toHaveValue(/₦/);
  expect(await scrollsSideways(page)).toBe(false);
  const publish = page.getByRole('button', { name: /^Publish/ });
  await expect(publish).toBeInViewport({ ratio: 1 });
  // Further down the form, it is still in reach.
  await page.getByRole('textbox', { name: 'General e-mail', exact: true }).scrollIntoViewIfNeeded();
  await expect(publish).toBeInViewport({ ratio: 1 });

  // Opened afresh, as from a bookmark (Decap's text boxes stay empty when one entry's address replaces another's).
  await page.goto('about:blank');
  await page.goto('/admin/#/collections/pages-admission/entries/scholarship');
  await expect(page.getByRole('textbox', { name: 'Page text' })).toHaveValue(/hard-working/);
  expect(await scrollsSideways(page)).toBe(false);
  await expect(page.getByRole('button', { name: /^Publish/ })).toBeInViewport({ ratio: 1 });
});

for (const [screen, address, ready] of [
  ['list', 'data', 'School facts (fees, phones, address, bank)'],
  ['form', 'data/entries/pages-school-facts-yml', 'Form fee'],
] as const) {
  test(`the ${screen} screen passes axe's rules`, async ({ page }) => {
    await openEditor(page, address);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    // Asked again until the screen has settled (the names and landmarks are added once Decap has drawn it).
    const violations = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    await expect.poll(violations).toEqual([]);
  });
}

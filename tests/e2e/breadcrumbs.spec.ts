import { test, expect } from '@playwright/test';
import { expectExpanded, expectNewDocument, markDocument, site, visit } from './helpers';

test('breadcrumbs: home, section and page; the section crumb opens its sibling pages', async ({ page }) => {
  await visit(page, '/pastoral/health');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Health Care' })).toHaveAttribute('aria-current', 'page');

  const section = crumbs.getByRole('button', { name: 'Pastoral Care' });
  await expectExpanded(section, false);
  await section.click();
  await expectExpanded(section, true);
  await expect(crumbs.getByRole('link', { name: 'Mentoring' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Health Care', exact: true }).last()).toHaveAttribute('aria-current', 'page');
  await section.click();
  await expectExpanded(section, false);
  await expect(crumbs.getByRole('link', { name: 'Mentoring' })).toBeHidden();

  await section.click();
  await expectExpanded(section, true);
  await page.getByRole('heading', { level: 1 }).click();
  await expectExpanded(section, false);

  await markDocument(page);
  await section.click();
  await crumbs.getByRole('link', { name: 'Mentoring' }).click();
  await expect(page).toHaveURL('/pastoral/mentoring');
  await expect(crumbs.getByRole('link', { name: 'Mentoring' }).first()).toHaveAttribute('aria-current', 'page');
  await expectExpanded(section, false);
  await expectNewDocument(page);
});

test('side links list the section and mark the current page', async ({ page }) => {
  await visit(page, '/facilities/library');
  const side = page.getByRole('navigation', { name: 'Facilities: pages' });
  await expect(side.getByRole('link')).toHaveCount(5);
  await expect(side.getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');
});

const aliases: [string, string, string][] = [
  ['/facilities/learning-resources', '/academics/learning-resources-centre', 'Learning Resources Centre'],
  ['/facilities/sports', '/facilities/sporting', 'Sporting Facilities'],
  ['/pastoral/academic-clubs', '/pastoral/academics-club', 'Academic Clubs'],
  ['/pastoral/voluntary-clubs', '/pastoral/voluntary-club', 'Voluntary Clubs'],
];

for (const [alias, real, title] of aliases) {
  // The alternative address answers with the page itself (src/build/generate/dist-layout.mjs): no redirect
  // or refresh to wait for, and its canonical names the real address.
  test(`breadcrumb path ${alias} is kept and shows the page of ${real}`, async ({ page }) => {
    await visit(page, real);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    const crumbLabel = site.pages.find((p) => p.path === real)!.crumb.label;
    const current = crumbs.getByRole('link', { name: crumbLabel, exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', alias);
    const response = await page.goto(alias);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${real}$`));
  });
}

test('the breadcrumb drop-down works with the keyboard alone', async ({ page }) => {
  await visit(page, '/admission/scholarship');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  const section = crumbs.getByRole('button', { name: 'Admission' });
  await section.focus();
  await page.keyboard.press('Enter');
  await expectExpanded(section, true);
  await page.keyboard.press('Tab');
  await expect(crumbs.getByRole('link', { name: 'Admission Policy' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expectExpanded(section, false);
  await expect(section).toBeFocused();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await visit(page, '/admission/scholarship');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

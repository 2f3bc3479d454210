import { test, expect } from '@playwright/test';
import { site as school } from '../../src/config/site';
import { expectExpanded, expectNewDocument, markDocument, visit, watchErrors } from './helpers';

/**
 * The menus are plain HTML (popovers, a <dialog>, <details>): they work the same before the
 * page's code has loaded, after it, and without it (tests/e2e/no-javascript-navigation.spec.ts).
 * Links are normal page loads.
 */
test.describe('desktop menu (1280px and wider)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('one drop-down at a time; closes on second press, outside press, Escape and on choosing a link', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const admission = nav.getByRole('button', { name: 'Admission' });
    const about = nav.getByRole('button', { name: 'About Us' });
    const scholarship = nav.getByRole('link', { name: 'Scholarship' });
    await expect(nav.getByRole('button')).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expectExpanded(admission, false);

    await admission.click();
    await expectExpanded(admission, true);
    await expect(scholarship).toBeVisible();
    const register = nav.getByRole('link', { name: /Register now/ });
    await expect(register).toHaveAttribute('target', '_blank');
    // The drop-down opens under its button, 14rem wide.
    const button = (await admission.boundingBox())!;
    const list = (await scholarship.locator('xpath=ancestor::ul[1]').boundingBox())!;
    expect(list.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(Math.abs(list.x - button.x)).toBeLessThanOrEqual(1);
    expect(list.width).toBe(224);

    await about.click();
    await expectExpanded(about, true);
    await expectExpanded(admission, false);
    await expect(scholarship).toBeHidden();
    // The last group's drop-down stays on screen (it ends at its button's right edge).
    const aboutList = (await nav.getByRole('link', { name: 'Gallery' }).locator('xpath=ancestor::ul[1]').boundingBox())!;
    expect(aboutList.x + aboutList.width).toBeLessThanOrEqual(1366);

    await about.click();
    await expectExpanded(about, false);

    await admission.click();
    await expectExpanded(admission, true);
    await page.mouse.click(600, 600);
    await expectExpanded(admission, false);

    await admission.click();
    await expectExpanded(admission, true);
    await page.keyboard.press('Escape');
    await expectExpanded(admission, false);
    await expect(admission).toBeFocused();

    await markDocument(page);
    await admission.click();
    await scholarship.click();
    await expect(page).toHaveURL('/admission/scholarship');
    await expect(page.getByRole('heading', { level: 1, name: 'Scholarship' })).toBeVisible();
    await expect(scholarship).toBeHidden();
    await expectExpanded(admission, false);
    // A normal page load, as every link on the site is.
    await expectNewDocument(page);
    expect(errors).toEqual([]);
  });

  test('the menu is operable with the keyboard alone', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Facilities' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Accommodation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/facilities/accommodation');
  });
});

test.describe('mobile menu (below 1280px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens a panel, locks scrolling, expands one group at a time and closes on a link', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, '/about/core-values');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /home/i }).first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // The groups are disclosure widgets (<summary>), announced as expanded or collapsed.
    const admission = panel.locator('summary', { hasText: 'Admission' });
    const pastoral = panel.locator('summary', { hasText: 'Pastoral Care' });
    await admission.click();
    await expectExpanded(admission, true);
    await expect(panel.getByRole('link', { name: /Register now/ })).toHaveAttribute('target', '_blank');
    await pastoral.click();
    await expectExpanded(pastoral, true);
    await expectExpanded(admission, false);
    await expect(panel.getByRole('link', { name: /Register now/ })).toBeHidden();
    const maxHeight = await panel.locator('#mobile-menu-pastoral').evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe('384px');

    await markDocument(page);
    await panel.getByRole('link', { name: 'Mentoring' }).click();
    await expect(page).toHaveURL('/pastoral/mentoring');
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expectNewDocument(page);
    expect(errors).toEqual([]);
  });

  test('the close button and Escape close the panel and give focus back', async ({ page }) => {
    await visit(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    const close = panel.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    await close.click();
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await open.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('mobile menu on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('a press outside the panel closes it', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await page.mouse.click(900, 400);
    await expect(panel).toBeHidden();
  });
});

test('the header and footer', async ({ page }) => {
  await visit(page, '/academics/curriculum');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /International College/ })).toHaveAttribute('href', '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Providing quality education and building future leaders since 2005')).toBeVisible();
  const quick = footer.getByRole('heading', { name: 'Quick Links' }).locator('xpath=following-sibling::ul[1]').getByRole('link');
  await expect(quick).toHaveCount(12);
  expect(await quick.evaluateAll((links) => links.filter((a) => a.getAttribute('target') === '_blank').length)).toBe(4);
  for (const path of ['/admission/admission-policy', '/academics/curriculum', '/facilities/accommodation', '/pastoral/house-system', '/seven-success/introduction', '/about/vision-mission']) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  const social = footer.getByRole('heading', { name: 'Connect With Us' }).locator('xpath=following-sibling::ul[1]').getByRole('link');
  await expect(social).toHaveCount(5);
  expect(await social.evaluateAll((links) => links.every((a) => a.getAttribute('target') === '_blank'))).toBe(true);
  // The labelled numbers of the school facts: admissions, exam booking (two), general.
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(school.labelledPhones.flatMap((p) => p.numbers).length);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

import { test, expect, type Page } from '@playwright/test';
import { hydrated, watchErrors } from './helpers';

/**
 * The app's code starts after the first paint (scripts/deferred-hydration.mjs). On a slow phone
 * a parent can tap or type before it has arrived; nothing they do may be lost.
 */

/** Holds the app's modules (not the small bootstrap files, /assets/s-*.js) until released. */
async function holdTheCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!s-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('before the code has arrived', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page reads without it, and a tap on Open menu opens the menu once it is in', async ({ page }) => {
    const errors = watchErrors(page);
    const release = await holdTheCode(page);
    await page.goto('/about/core-values');
    await expect(page.getByRole('heading', { level: 1, name: 'Core Values' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    release();
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('what a parent types into the enquiry form stays, even if they press Send too early', async ({ page }) => {
    const errors = watchErrors(page);
    const release = await holdTheCode(page);
    await page.goto('/about/contact-us');
    const name = page.getByRole('textbox', { name: 'Your Full Name', exact: true });
    const type = page.getByRole('combobox', { name: 'Inquiry Type', exact: true });
    const message = page.getByRole('textbox', { name: 'Your Inquiry', exact: true });
    await name.fill('Adaeze Okafor');
    await type.selectOption('Boarding Information');
    await message.fill('Is there a visiting day for new boarders?');
    // Send before the code is in: the page must not reload and empty the form.
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL('/about/contact-us');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    release();
    await hydrated(page);
    await expect(name).toHaveValue('Adaeze Okafor');
    await expect(type).toHaveValue('Boarding Information');
    await expect(message).toHaveValue('Is there a visiting day for new boarders?');
    // React has the value too: typing on adds to it.
    await name.press('End');
    await name.pressSequentially(' Jr');
    await expect(name).toHaveValue('Adaeze Okafor Jr');
    expect(errors).toEqual([]);
  });
});

import { test, expect, type Page } from '@playwright/test';
import { site as config } from '../../src/config/site';
import { MESSAGE_MAX_LENGTH } from '../../src/widgets/InquiryForm/inquiry';
import { watchErrors } from './helpers';
import { emulateSlowPhone } from '../chromium.mjs';

/**
 * Issue 28: a press on an island that has not woken yet is kept and takes effect once it wakes.
 * The phone is slow (CPU 6x, slow 4G through the DevTools protocol) and, so that the press surely
 * lands before the island wakes however fast this machine is, the island's code (React, with the
 * React side of waking: src/islands/hydrate-root.ts) is held back until the test lets it go. Tests wait for states only.
 */

/** Waking on a slow phone takes seconds, more on this shared machine: a generous wait for that state. */
const WAKE = { timeout: 30_000 };

async function slowPhone(page: Page): Promise<void> {
  await emulateSlowPhone(await page.context().newCDPSession(page));
}

/** Holds the island code's request until `release()`; `requested` resolves when it was asked for. */
function holdIslandCode(page: Page, fail = false): Promise<{ requested: Promise<void>; release: () => void }> {
  return holdRequest(page, /\/assets\/react-[\w-]+\.js$/, fail);
}

async function holdRequest(page: Page, url: RegExp, fail = false): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  let requested = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(url, async (route) => {
    requested();
    await released;
    if (fail) await route.abort('internetdisconnected');
    else await route.continue();
  });
  return { requested: asked, release };
}

/** Counts the submissions that reach the page's code (a kept press is stopped before it does). */
async function countSubmits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { submits: number }).submits = 0;
    window.addEventListener('load', () => document.addEventListener('submit', () => (window as unknown as { submits: number }).submits++));
  });
}
const submits = (page: Page) => page.evaluate(() => (window as unknown as { submits: number }).submits);

test.describe('the enquiry form, pressed before it wakes', () => {
  const send = (page: Page) => page.getByRole('button', { name: 'Send Inquiry' });
  const island = (page: Page) => page.locator('[data-island="InquiryForm"]');

  test.beforeEach(async ({ page }) => {
    await slowPhone(page);
    await countSubmits(page);
  });

  /** The empty form's press took effect once it woke: every required field's error, one toast, one submission. */
  async function expectEveryErrorOnce(page: Page): Promise<void> {
    await expect(island(page)).toHaveAttribute('data-hydrated', 'true', WAKE);
    for (const error of ['Your name is required', 'Email is required', 'Phone number is required', 'Please enter your message']) {
      await expect(page.getByText(error, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('status').filter({ hasText: 'Please fill in all required fields correctly' })).toHaveCount(1);
    await expect(send(page)).not.toHaveAttribute('aria-busy');
    expect(await submits(page)).toBe(1);
  }

  test('Send pressed first shows every required-field error and the toast once, and sends nothing', async ({ page }) => {
    const errors = watchErrors(page);
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes('/api/v1.0/email/') && sent.push(request.url()));
    const code = await holdIslandCode(page);
    await page.goto('/about/contact-us');
    await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
    await send(page).click();
    await send(page).click(); // an impatient second press is the same press
    await code.requested;
    await expect(island(page)).not.toHaveAttribute('data-hydrated', 'true');
    // Waking takes long: the button says so.
    await expect(send(page)).toHaveAttribute('aria-busy', 'true');
    code.release();
    await expectEveryErrorOnce(page);
    await expect(page.getByRole('textbox', { name: 'Your Full Name', exact: true })).toBeFocused();
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the page loads no more code until the first press, which is held while the scheduler of islands arrives', async ({ page }) => {
    const scheduler = await holdRequest(page, /\/assets\/schedule-[\w-]+\.js$/);
    let asked = false;
    void scheduler.requested.then(() => (asked = true));
    await page.goto('/about/contact-us');
    await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(false);
    await send(page).click();
    await scheduler.requested;
    // Held by the page's inline script: the button says it is on its way.
    await expect(send(page)).toHaveAttribute('aria-busy', 'true');
    scheduler.release();
    await expect(island(page)).toHaveAttribute('data-hydrated', 'true', WAKE);
    await expect(page.getByText('Your name is required', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Please fill in all required fields correctly' })).toHaveCount(1);
    await expect(send(page)).not.toHaveAttribute('aria-busy');
    expect(await submits(page)).toBe(1);
  });

  test('Send pressed before even the boot script has arrived is held, and takes effect once', async ({ page }) => {
    const boot = await holdRequest(page, /\/assets\/boot-[\w-]+\.js$/);
    await page.goto('/about/contact-us');
    await send(page).click();
    await boot.requested;
    await expect(page.locator('html')).not.toHaveAttribute('data-booted', 'true');
    // The page's inline script holds it from the first paint: the button says it is on its way.
    await expect(send(page)).toHaveAttribute('aria-busy', 'true');
    boot.release();
    await expectEveryErrorOnce(page);
  });

  test('text typed before it wakes is kept and counted; Enter in a field then submits once', async ({ page }) => {
    const code = await holdIslandCode(page);
    await page.goto('/about/contact-us');
    await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
    const message = page.getByRole('textbox', { name: 'Your Inquiry', exact: true });
    await message.fill('Is there a bus from Lagos?');
    const name = page.getByRole('textbox', { name: 'Your Full Name', exact: true });
    await name.fill('Ada Obi');
    await name.press('Enter');
    await code.requested;
    await expect(island(page)).not.toHaveAttribute('data-hydrated', 'true');
    code.release();
    await expect(island(page)).toHaveAttribute('data-hydrated', 'true', WAKE);
    await expect(page.getByText(`26 / ${MESSAGE_MAX_LENGTH} characters`)).toBeVisible();
    await expect(name).toHaveValue('Ada Obi');
    // The form validated what was typed: the name and message are there, the e-mail is not.
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Your name is required', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Please enter your message', { exact: true })).toHaveCount(0);
    expect(await submits(page)).toBe(1);
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((key) => (localStorage.getItem(key) ?? '').includes('bus from Lagos'))),
      )
      .toBe(true);
  });

  for (const [what, code] of [
    ['its code', /\/assets\/react-[\w-]+\.js$/],
    ['the scheduler of islands', /\/assets\/schedule-[\w-]+\.js$/],
    ['the boot script', /\/assets\/boot-[\w-]+\.js$/],
  ] as const) {
    test(`when ${what} cannot load, Send says so and offers the e-mail address and phone`, async ({ page }) => {
      await expectWakeFailure(page, await holdRequest(page, code, true));
    });
  }
});

async function expectWakeFailure(page: Page, code: { requested: Promise<void>; release: () => void }): Promise<void> {
  const send = page.getByRole('button', { name: 'Send Inquiry' });
  await page.goto('/about/contact-us');
  await send.click();
  await code.requested;
  code.release();
  const note = page.getByRole('alert').filter({ hasText: 'could not load' });
  await expect(note).toBeVisible(WAKE);
  await expect(note.getByRole('link', { name: config.email.admissions })).toHaveAttribute('href', `mailto:${config.email.admissions}`);
  await expect(note.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:/);
  await expect(send).not.toHaveAttribute('aria-busy');
  expect(await submits(page)).toBe(0);
}

test('a press on the gallery view Masonry right after load takes effect once', async ({ page }) => {
  const errors = watchErrors(page);
  await slowPhone(page);
  const code = await holdIslandCode(page);
  await page.goto('/about/gallery');
  await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
  const gallery = page.locator('[data-island="Gallery"]');
  const masonry = page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { name: 'Masonry', exact: true });
  const historyBefore = await page.evaluate(() => history.length);
  await code.requested;
  await masonry.click();
  await expect(gallery).not.toHaveAttribute('data-hydrated', 'true');
  await expect(masonry).toHaveAttribute('aria-busy', 'true');
  code.release();
  await expect(gallery).toHaveAttribute('data-hydrated', 'true', WAKE);
  await expect(masonry).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]view=masonry/);
  await expect(page.getByText(/^Masonry view, photos 1–12 of 32$/)).toBeVisible();
  await expect(masonry).not.toHaveAttribute('aria-busy');
  // Once: one step in the history.
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  expect(errors).toEqual([]);
});

test("when the gallery's code cannot load, Masonry says so and points to the links, which still work", async ({ page }) => {
  const code = await holdRequest(page, /\/assets\/react-[\w-]+\.js$/, true);
  await page.goto('/about/gallery');
  const gallery = page.locator('[data-island="Gallery"]');
  const masonry = page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { name: 'Masonry', exact: true });
  await masonry.click();
  await code.requested;
  code.release();
  const note = gallery.getByRole('alert').filter({ hasText: 'could not load' });
  await expect(note).toBeVisible(WAKE);
  await expect(note).toContainText('Its links still work.');
  await expect(masonry).not.toHaveAttribute('aria-busy');
  await expect(gallery).not.toHaveAttribute('data-hydrated', 'true');
  // The prerendered gallery's way without script: each photo is a link to its large file.
  const firstPhoto = gallery.locator('a[href^="/img/gallery/"]').first();
  const response = await page.request.get((await firstPhoto.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
});

test('a press on a staff department tab right after load opens its panel, once', async ({ page }) => {
  const errors = watchErrors(page);
  await slowPhone(page);
  const code = await holdIslandCode(page);
  await page.goto('/staff-profile/academic');
  await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
  const tabs = page.locator('[data-island="StaffTabs"]');
  const historyBefore = await page.evaluate(() => history.length);
  // Before its code runs a department is a link to its section.
  await page.getByRole('navigation', { name: 'Departments' }).getByRole('link', { name: 'SCIENCE DEPARTMENT', exact: true }).click();
  await code.requested;
  await expect(tabs).not.toHaveAttribute('data-hydrated', 'true');
  code.release();
  await expect(tabs).toHaveAttribute('data-hydrated', 'true', WAKE);
  const science = page.getByRole('tablist', { name: 'Departments' }).getByRole('tab', { name: 'SCIENCE DEPARTMENT', exact: true });
  await expect(science).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('Science Department');
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  expect(errors).toEqual([]);
});

test.describe('the home carousel', () => {
  // Nothing moves by itself with reduced motion: only the press moves the slides.
  test.use({ reducedMotion: 'reduce' });

  test('Next pressed before it wakes moves it one slide, once', async ({ page }) => {
    const errors = watchErrors(page);
    await slowPhone(page);
    const code = await holdIslandCode(page);
    await page.goto('/');
    await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
    const hero = page.locator('[data-island="HeroCarousel"]');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await code.requested;
    await expect(hero).not.toHaveAttribute('data-hydrated', 'true');
    code.release();
    await expect(hero).toHaveAttribute('data-hydrated', 'true', WAKE);
    await expect(page.getByRole('button', { name: /^Show slide 2 of \d+$/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: /^Show slide \d+ of \d+$/ }).and(page.locator('[aria-current="true"]'))).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});

test('the results page sends its search at once, before its island wakes (the browser sends that form itself)', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto('/search');
  await code.requested;
  const box = page.getByRole('searchbox', { name: 'Search the website' });
  await box.fill('fees');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=fees$/);
  code.release();
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toContainText('fees', WAKE);
});

import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { site as school } from '../../src/config/site';
import { hydrated, visit, watchErrors } from './helpers';

/**
 * The home page (issue 4). Timing goes through the browser clock (page.clock): auto-play,
 * embla's animation frames and the video's timeout all run on it, so nothing waits for real.
 */

const VIDEO_HOST = /youtube-nocookie\.com/;

/** Opens the home page; with `clock`, the page's time stands still until the test moves it. */
async function openHome(page: Page, { clock = false }: { clock?: boolean } = {}) {
  if (clock) {
    const start = new Date('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/');
    // Let the page's timers from load run on this clock.
    await page.clock.runFor(100);
    await hydrated(page);
    return;
  }
  await visit(page, '/');
}

/** A section of the page by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const hero = (page: Page) => section(page, 'Campus highlights');
const testimonials = (page: Page) => page.getByRole('group', { name: 'Testimonials' });
const partners = (page: Page) => page.getByRole('group', { name: 'Our Examination Partners' });
/** The slide a carousel shows: the others are hidden from assistive technology. */
const current = (carousel: Locator) => carousel.getByRole('group');

/**
 * Waits until a carousel has taken in a hover, focus or pause: its slides are announced
 * ("polite") while it stands still and not ("off") while it rotates (APG).
 */
const rotating = (carousel: Locator, yes: boolean) =>
  expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', yes ? 'off' : 'polite');

/** Moves the pointer off every carousel and focus out of the page's controls. */
async function leave(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('home page', () => {
  let errors: string[];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('shows the nine sections in order with their texts', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(school.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(hero(page).getByText('Inspiring Excellence, Building Futures')).toBeVisible();
    const h2 = await page.locator('main h2').allTextContents();
    expect(h2).toEqual([
      'Campus Life at the college',
      'About Us',
      'Admission Benefits',
      'Take a Tour of Our Campus',
      'Our Facilities',
      "Our Leader's Message",
      'Our Examination Partners',
      'What People Say About Us',
      // After the spec's sections (issue 30): the newest posts and the next dates.
      'Latest News',
      'Coming Up',
    ]);
    // The hero comes first, before the first area.
    const heroBox = await hero(page).boundingBox();
    const campusBox = await section(page, 'Campus Life at the college').boundingBox();
    expect(heroBox!.y).toBeLessThan(campusBox!.y);
    await expect(page.getByText('Experience the vibrant community and exceptional facilities that make our college special')).toBeVisible();
    const gallery = page.getByRole('link', { name: 'Explore Our Full Gallery' });
    await expect(gallery).toHaveAttribute('href', '/about/gallery');
    for (const caption of ['Vocational Learning', 'Sports Activities', 'Laboratory Activities', 'E-Learning Facilities']) {
      await expect(page.getByRole('figure', { name: caption })).toHaveCount(1);
    }
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeAttached();
  });

  test.describe('hero carousel', () => {
    test('has seven slides, arrows and dots, and loops both ways', async ({ page }) => {
      await openHome(page, { clock: true });
      const h = hero(page);
      await expect(h).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(h.locator('[aria-roledescription="slide"]')).toHaveCount(7);
      await expect(current(h)).toHaveAccessibleName('1 of 7');
      await expect(h.getByRole('button', { name: /^Show slide \d of 7$/ })).toHaveCount(7);
      await expect(h.getByRole('button', { name: 'Show slide 1 of 7' })).toHaveAttribute('aria-current', 'true');

      await h.getByRole('button', { name: 'Previous slide' }).click();
      await expect(current(h)).toHaveAccessibleName('7 of 7');
      await h.getByRole('button', { name: 'Next slide' }).click();
      await expect(current(h)).toHaveAccessibleName('1 of 7');
      await h.getByRole('button', { name: 'Next slide' }).click();
      await expect(current(h)).toHaveAccessibleName('2 of 7');
      await h.getByRole('button', { name: 'Show slide 5 of 7' }).click();
      await expect(current(h)).toHaveAccessibleName('5 of 7');
      await expect(h.getByRole('button', { name: 'Show slide 5 of 7' })).toHaveAttribute('aria-current', 'true');
      await expect(h.getByRole('button', { name: 'Show slide 1 of 7' })).not.toHaveAttribute('aria-current', 'true');
    });

    test('moves every 5 seconds, wraps from the last to the first, pauses on hover and focus', async ({ page }) => {
      await openHome(page, { clock: true });
      const h = hero(page);
      // Start the count from a known moment: the hero may have woken before or during the first
      // 100 ms of the paused clock (it wakes at load), so pause it by hovering and resume it.
      await h.hover();
      await rotating(h, false);
      await leave(page);
      await rotating(h, true);
      await page.clock.runFor(4900);
      await expect(current(h)).toHaveAccessibleName('1 of 7');
      await page.clock.runFor(200);
      await expect(current(h)).toHaveAccessibleName('2 of 7');
      for (let n = 3; n <= 7; n++) {
        await page.clock.runFor(5000);
        await expect(current(h)).toHaveAccessibleName(`${n} of 7`);
      }
      await page.clock.runFor(5000);
      await expect(current(h)).toHaveAccessibleName('1 of 7');

      // Hover: stays still; leaving resumes.
      await h.hover();
      await rotating(h, false);
      await page.clock.runFor(12000);
      await expect(current(h)).toHaveAccessibleName('1 of 7');
      await leave(page);
      await rotating(h, true);
      await page.clock.runFor(5100);
      await expect(current(h)).toHaveAccessibleName('2 of 7');

      // Focus inside (keyboard): stays still while focus is there.
      await h.getByRole('button', { name: 'Show slide 3 of 7' }).focus();
      await rotating(h, false);
      await page.clock.runFor(12000);
      await expect(current(h)).toHaveAccessibleName('2 of 7');
      await leave(page);
      await rotating(h, true);
      await page.clock.runFor(5100);
      await expect(current(h)).toHaveAccessibleName('3 of 7');
    });

    test('the pause button stops auto-play until Play is pressed', async ({ page }) => {
      await openHome(page, { clock: true });
      const h = hero(page);
      await h.getByRole('button', { name: 'Pause slides' }).click();
      await leave(page);
      await rotating(h, false);
      await page.clock.runFor(15000);
      await expect(current(h)).toHaveAccessibleName('1 of 7');
      await h.getByRole('button', { name: 'Play slides' }).click();
      await rotating(h, true); // at once, though the pointer is still over it
      await page.clock.runFor(5100);
      await expect(current(h)).toHaveAccessibleName('2 of 7');
    });

    test('a move takes about 500 ms', async ({ page }) => {
      await openHome(page, { clock: true });
      const h = hero(page);
      const second = h.locator('[aria-roledescription="slide"]').nth(1);
      const left = async () => (await second.boundingBox())!.x - (await h.boundingBox())!.x;
      expect(await left()).toBeGreaterThan(500);
      const width = (await h.boundingBox())!.width;
      await h.getByRole('button', { name: 'Next slide' }).click();
      await page.clock.runFor(300);
      expect(await left()).toBeGreaterThan(5); // still on its way
      await page.clock.runFor(250);
      expect(Math.abs(await left())).toBeLessThan(width / 100); // there, to the eye
      await page.clock.runFor(1000);
      expect(Math.abs(await left())).toBeLessThan(1);
    });

    test('keyboard: buttons with Enter, arrow keys inside the carousel', async ({ page }) => {
      await openHome(page, { clock: true });
      const h = hero(page);
      await h.getByRole('button', { name: 'Next slide' }).focus();
      await page.keyboard.press('Enter');
      await expect(current(h)).toHaveAccessibleName('2 of 7');
      await page.keyboard.press('ArrowRight');
      await expect(current(h)).toHaveAccessibleName('3 of 7');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(current(h)).toHaveAccessibleName('7 of 7');
      await page.keyboard.press('Tab');
      await expect(h.getByRole('button', { name: 'Pause slides' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(h.getByRole('button', { name: 'Play slides' })).toBeFocused();
    });

    test('loads the first slide at once and first, the next eagerly, the others lazily; the first is preloaded', async ({ page }) => {
      await openHome(page, { clock: true });
      const images = hero(page).locator('[aria-roledescription="slide"] img');
      await expect(images).toHaveCount(7);
      await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
      await expect(images.nth(1)).toHaveAttribute('loading', 'eager');
      for (let i = 2; i < 7; i++) await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');
      // Moving on makes the slide after the new one eager.
      await hero(page).getByRole('button', { name: 'Next slide' }).click();
      await expect(images.nth(2)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(3)).toHaveAttribute('loading', 'lazy');
      const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute('imagesrcset', /hero\/01-campus-480\.avif 480w/);
      await expect(preload).toHaveAttribute('imagesizes', '100vw');
      // The photo is a real element that covers the hero.
      const box = (await images.nth(0).boundingBox())!;
      const heroBox = (await hero(page).boundingBox())!;
      expect(Math.round(box.width)).toBe(Math.round(heroBox.width));
      expect(Math.round(box.height)).toBe(Math.round(heroBox.height));
    });

    test('is 70% of the screen on large screens and half on small ones, within 300-700px', async ({ page }) => {
      for (const [width, height, expected] of [
        [1366, 900, 630],
        [1366, 1200, 700],
        [390, 844, 422],
        [390, 500, 300],
      ] as const) {
        await page.setViewportSize({ width, height });
        await openHome(page);
        expect(Math.round((await hero(page).boundingBox())!.height)).toBe(expected);
      }
    });

    test('next step (issue 19): Enquire and Apply in the first screen of a phone, Call on phones only, plain links without JavaScript', async ({
      browser,
    }) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
        const page = await context.newPage();
        if (javaScriptEnabled) await openHome(page);
        else await page.goto('/');
        const actions = hero(page).getByRole('list', { name: 'Admissions' });
        const enquire = actions.getByRole('link', { name: 'Enquire now' });
        await expect(enquire).toHaveAttribute('href', '/about/contact-us#inquiry-form');
        await expect(actions.getByRole('link', { name: /^Apply online/ })).toHaveAttribute('href', school.portals.registration.url);
        const call = actions.getByRole('link', { name: /^Call admissions on/ });
        await expect(call).toHaveAttribute('href', `tel:${school.admissionsPhone.replace(/[^\d+]/g, '')}`);
        // All three in the first screen, over the hero, with the title and tagline still there.
        for (const link of [enquire, actions.getByRole('link', { name: /^Apply online/ }), call]) {
          await expect(link).toBeInViewport({ ratio: 1 });
          const box = (await link.boundingBox())!;
          const heroBox = (await hero(page).boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(heroBox.y + heroBox.height);
        }
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
        await expect(hero(page).getByText(school.tagline)).toBeInViewport();
        await context.close();
      }
    });

    test('next step: the Call link is for phones; the enquiry link opens the form', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openHome(page);
      const actions = hero(page).getByRole('list', { name: 'Admissions' });
      await expect(actions.getByRole('link', { name: /^Call/ })).toBeHidden();
      await expect(actions.getByRole('link', { name: 'Enquire now' })).toBeVisible();
      // The arrows and dots keep their place and still work.
      await hero(page).getByRole('button', { name: 'Next slide' }).click();
      await expect(current(hero(page))).toHaveAccessibleName('2 of 7');
      await actions.getByRole('link', { name: 'Enquire now' }).click();
      await expect(page).toHaveURL(/\/about\/contact-us#inquiry-form$/);
      await expect(page.getByRole('textbox', { name: 'Your Full Name', exact: true })).toBeInViewport();
    });

    test('a photo that fails is replaced once by the fallback image', async ({ page }) => {
      await page.route('**/img/hero/01-campus-*', (route) => route.abort());
      await openHome(page);
      const first = hero(page).getByRole('img', { name: 'The college campus with its classroom blocks and green lawns' });
      await expect(first).toHaveAttribute('src', '/fallback-image.jpg');
      errors.length = 0; // the aborted request itself is logged by the browser
      // The fallback loads after its src is set: wait for it rather than racing it.
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  });

  test.describe('campus life', () => {
    test('shows a caption on hover and on keyboard focus', async ({ page }) => {
      await openHome(page);
      const figure = page.getByRole('figure', { name: 'Sports Activities' });
      const caption = figure.getByText('Sports Activities');
      await expect(caption).toHaveCSS('opacity', '0');
      await figure.hover();
      await expect(caption).toHaveCSS('opacity', '1');
      await page.mouse.move(1, 1);
      await expect(caption).toHaveCSS('opacity', '0');
      // Keyboard: Tab from the previous photo.
      await page.getByRole('figure', { name: 'Vocational Learning' }).focus();
      await page.keyboard.press('Tab');
      await expect(figure).toBeFocused();
      await expect(caption).toHaveCSS('opacity', '1');
    });

    test('the grid has 1, 2 and 4 columns on small, medium and large screens', async ({ page }) => {
      for (const [width, columns] of [
        [390, 1],
        [800, 2],
        [1366, 4],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await openHome(page);
        const xs = await page
          .locator('main figure[tabindex]')
          .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().x)));
        expect(new Set(xs).size).toBe(columns);
      }
    });
  });

  test('About Us: Read More expands the text for good', async ({ page }) => {
    await openHome(page);
    const area = section(page, 'About Us');
    const text = area.getByText('Our college is a co-educational', { exact: false }).locator('..');
    const lines = () => text.evaluate((el) => el.clientHeight / parseFloat(getComputedStyle(el).lineHeight));
    expect(Math.round(await lines())).toBe(6);
    expect(await text.evaluate((el) => el.scrollHeight > el.clientHeight + 10)).toBe(true);
    // Read More is the <summary> of a native disclosure (no script needed); Playwright gives <summary> no role.
    const more = area.locator('summary');
    await expect(more).toHaveAccessibleName('Read More');
    await expect(area.getByRole('group')).toHaveJSProperty('open', false);
    await more.click();
    await expect(more).toBeHidden();
    expect(await lines()).toBeGreaterThan(8);
    expect(await text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await expect(area.getByRole('button')).toHaveCount(0);
    // The control has gone; a keyboard user goes on from where it was, to the next section's first link.
    await page.keyboard.press('Tab');
    await expect(section(page, 'Admission Benefits').getByRole('link').first()).toBeFocused();
  });

  test('Admission Benefits: three cards with distinct Learn more links', async ({ page }) => {
    await openHome(page);
    const area = section(page, 'Admission Benefits');
    const links = area.getByRole('link', { name: /^Learn more/ });
    await expect(links).toHaveCount(3);
    for (const [title, href] of [
      ['Siblings Discount', '/admission/siblings-discount'],
      ['Scholarship Program', '/admission/scholarship'],
      ['Admission Process', '/admission/admission-criteria'],
    ]) {
      await expect(area.getByRole('heading', { name: title })).toBeVisible();
      await expect(area.getByRole('link', { name: `Learn more about ${title}` })).toHaveAttribute('href', href);
    }
    await area.getByRole('link', { name: 'Learn more about Scholarship Program' }).click();
    await expect(page).toHaveURL(/\/admission\/scholarship$/);
  });

  test('Facilities: five cards with photo, text and a link to their page', async ({ page }) => {
    await openHome(page);
    const area = section(page, 'Our Facilities');
    const cards = area.getByRole('listitem');
    await expect(cards).toHaveCount(5);
    for (const [title, href] of [
      ['Accommodation', '/facilities/accommodation'],
      ['School Library', '/facilities/library'],
      ['Sporting Facilities', '/facilities/sporting'],
      ['Laboratories', '/facilities/laboratories'],
      ['E-Learning', '/facilities/e-learning'],
    ]) {
      const card = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card.getByRole('img')).toHaveCount(1);
      await expect(card.getByRole('link', { name: `Learn more about ${title}` })).toHaveAttribute('href', href);
      expect((await card.textContent())!.length).toBeGreaterThan(title.length + 30);
    }
  });

  test.describe('campus video', () => {
    test('loads the player only near the viewport, muted and playing; no network shows the poster', async ({ page }) => {
      const videoRequests: string[] = [];
      page.on('request', (r) => VIDEO_HOST.test(r.url()) && videoRequests.push(r.url()));
      await openHome(page, { clock: true });
      const area = section(page, 'Take a Tour of Our Campus');
      await page.clock.runFor(3000);
      expect(videoRequests).toEqual([]);
      await expect(area.locator('iframe')).toHaveCount(0);
      // The poster is not the first state either.
      await expect(area.getByRole('button', { name: /Play video/ })).toHaveCount(0);

      await area.scrollIntoViewIfNeeded();
      const frame = area.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('title', school.campusVideo.title);
      const src = new URL((await frame.getAttribute('src'))!);
      expect(src.searchParams.get('autoplay')).toBe('1');
      expect(src.searchParams.get('mute')).toBe('1');
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);

      // This machine cannot reach the video site: the player never answers, the poster replaces it.
      await page.clock.runFor(9000);
      await expect(frame).toHaveCount(0);
      const play = area.getByRole('button', { name: `Play video: ${school.campusVideo.title}` });
      await expect(play).toBeVisible();
      await expect(area.locator('img')).toHaveCount(1);
      // Play tries again, now with sound allowed.
      await play.click();
      await expect(frame).toHaveCount(1);
      expect(new URL((await frame.getAttribute('src'))!).searchParams.get('mute')).toBe('0');
    });

    test('a player that answers stays', async ({ page }) => {
      await page.route(VIDEO_HOST, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>player</title><script>addEventListener('message', () => parent.postMessage('{"event":"onReady"}', '*'));</script>`,
        }),
      );
      await openHome(page, { clock: true });
      const area = section(page, 'Take a Tour of Our Campus');
      await area.scrollIntoViewIfNeeded();
      await expect(area.locator('iframe')).toHaveCount(1);
      await area.locator('iframe').contentFrame().locator('title').waitFor({ state: 'attached' });
      // A second at a time, so the player's answers (real messages) arrive between steps.
      for (let s = 0; s < 20; s++) await page.clock.runFor(1000);
      await expect(area.locator('iframe')).toHaveCount(1);
      await expect(area.getByRole('button', { name: /Play video/ })).toHaveCount(0);
    });
  });

  test.describe('campus video and data saving (issue 19)', () => {
    /** Makes the page's navigator.connection say what a browser saving data says. */
    const connection = (page: Page, value: { saveData: boolean; effectiveType: string }) =>
      page.addInitScript((v) => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ ...v, addEventListener() {}, removeEventListener() {} }),
        });
      }, value);

    for (const value of [
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: '2g' },
      { saveData: false, effectiveType: 'slow-2g' },
    ]) {
      test(`saveData ${value.saveData}, ${value.effectiveType}: the poster with a play prompt, nothing from the video host until pressed`, async ({
        page,
      }) => {
        const videoRequests: string[] = [];
        page.on('request', (r) => VIDEO_HOST.test(r.url()) && videoRequests.push(r.url()));
        await connection(page, value);
        await page.setViewportSize({ width: 390, height: 844 });
        await openHome(page);
        const area = section(page, 'Take a Tour of Our Campus');
        await area.scrollIntoViewIfNeeded();
        const play = area.getByRole('button', { name: `Play video: ${school.campusVideo.title}` });
        await expect(play).toBeVisible();
        await expect(area.getByText('Your browser is saving data: the video loads only when you press play.')).toBeVisible();
        await expect(area.locator('img')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(area.locator('iframe')).toHaveCount(0);
        expect(videoRequests).toEqual([]);
        expect(errors).toEqual([]);

        await play.click();
        const frame = area.locator('iframe');
        await expect(frame).toHaveCount(1);
        const src = new URL((await frame.getAttribute('src'))!);
        expect(src.searchParams.get('autoplay')).toBe('1');
        await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
        errors.length = 0; // the video host cannot be reached from this machine
      });
    }

    test('a fast connection keeps autoplay near the viewport', async ({ page }) => {
      await connection(page, { saveData: false, effectiveType: '4g' });
      await openHome(page);
      const area = section(page, 'Take a Tour of Our Campus');
      await area.scrollIntoViewIfNeeded();
      await expect(area.locator('iframe')).toHaveCount(1);
      expect(new URL((await area.locator('iframe').getAttribute('src'))!).searchParams.get('autoplay')).toBe('1');
      await expect(area.getByRole('button', { name: /Play video/ })).toHaveCount(0);
      errors.length = 0;
    });

    test('while the player loads, the poster shows, not a black box', async ({ page }) => {
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(VIDEO_HOST, async (route) => {
        await answered;
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><body style="background:#000">' });
      });
      await openHome(page);
      const area = section(page, 'Take a Tour of Our Campus');
      await area.scrollIntoViewIfNeeded();
      const frame = area.locator('iframe');
      await expect(frame).toHaveCount(1);
      // The player has not answered yet: the poster is what the visitor sees, the frame is see-through.
      const poster = area.locator('img');
      await expect(poster).toBeVisible();
      // The poster may still be arriving (it is lazy-loaded): wait for it, do not race it.
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(frame).toHaveCSS('opacity', '0');
      answer();
      await expect(frame).toHaveCSS('opacity', '1');
      await expect(poster).toHaveCount(0);
    });
  });

  test.describe("leaders' messages", () => {
    test('below 768px: a switch shows one card, Principal first', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openHome(page);
      const area = section(page, "Our Leader's Message");
      // Native radio buttons: the switch works before and without JavaScript.
      const choices = area.getByRole('group', { name: 'Show the message of' });
      const principal = choices.getByRole('radio', { name: 'Principal' });
      const founder = choices.getByRole('radio', { name: 'Founder' });
      await expect(principal).toBeChecked();
      await expect(founder).not.toBeChecked();
      await expect(area.getByText('Mr. Babatunde Oladipo')).toBeVisible();
      await expect(area.getByText('Chief (Mrs.) Abimbola Ogunsanya')).toBeHidden();
      await founder.click();
      await expect(area.getByText('Chief (Mrs.) Abimbola Ogunsanya')).toBeVisible();
      await expect(area.getByText('Mr. Babatunde Oladipo')).toBeHidden();
      await expect(area.getByRole('link', { name: 'Read Full Message from the Founder' })).toHaveAttribute(
        'href',
        '/about/founder-message',
      );
      // Keyboard: arrow keys move between the choices (and wrap).
      await page.keyboard.press('ArrowRight');
      await expect(principal).toBeFocused();
      await expect(principal).toBeChecked();
      await expect(area.getByRole('group', { name: 'Principal', exact: true })).toBeVisible();
      await expect(area.getByRole('group', { name: 'Founder', exact: true })).toBeHidden();
      await expect(area.getByRole('link', { name: 'Read Full Message from the Principal' })).toHaveAttribute(
        'href',
        '/about/principal-message',
      );
    });

    test('from 768px: both cards, no switch', async ({ page }) => {
      for (const width of [768, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await openHome(page);
        const area = section(page, "Our Leader's Message");
        await expect(area.getByRole('radio')).toHaveCount(0);
        for (const name of ['Mr. Babatunde Oladipo', 'Chief (Mrs.) Abimbola Ogunsanya']) {
          await expect(area.getByRole('heading', { name })).toBeVisible();
        }
        await expect(area.getByRole('group', { name: 'Founder', exact: true }).getByText('Founder', { exact: true })).toBeVisible();
        await expect(area.getByRole('group', { name: 'Principal', exact: true }).getByText('Principal', { exact: true })).toBeVisible();
        await expect(area.locator('blockquote').first()).toHaveCSS('font-style', 'italic');
        await expect(area.getByRole('link', { name: /^Read Full Message/ })).toHaveCount(2);
      }
    });
  });

  test.describe('partner strip', () => {
    test('six marks scrolling without end: 3, 2 or 1 in view by screen width', async ({ page }) => {
      for (const [width, inView] of [
        [1366, 3],
        [1100, 3],
        [768, 2],
        [700, 2],
        [640, 1],
        [390, 1],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await openHome(page);
        const strip = partners(page);
        const slides = strip.locator('[aria-roledescription="slide"]');
        await expect(slides).toHaveCount(6);
        const slideWidth = (await slides.first().boundingBox())!.width;
        expect(Math.round((await strip.boundingBox())!.width / slideWidth)).toBe(inView);
      }
      await expect(partners(page).getByText('WAEC', { exact: true })).toBeAttached();
      for (const name of ['IELTS', 'JAMB', 'NECO', 'SAT', 'TOEFL', 'WAEC']) {
        await expect(partners(page).getByText(name, { exact: true })).toHaveCount(1);
      }
    });

    test('keeps moving, and stops under the pointer and with its pause button', async ({ page }) => {
      await openHome(page, { clock: true });
      const strip = partners(page);
      await strip.scrollIntoViewIfNeeded();
      await leave(page);
      const first = strip.locator('[aria-roledescription="slide"]').first();
      const x = async () => (await first.boundingBox())!.x;
      /** Whether the strip moves during half a second of page time. */
      const moves = async () => {
        const before = await x();
        await page.clock.runFor(500);
        return (await x()) !== before;
      };
      await expect.poll(moves).toBe(true);
      await strip.hover();
      await expect.poll(moves).toBe(false); // once the hover has been taken in…
      expect(await moves()).toBe(false); // …it stays still
      await page.clock.runFor(3000);
      expect(await moves()).toBe(false);
      await leave(page);
      await expect.poll(moves).toBe(true);
      await strip.getByRole('button', { name: 'Pause scrolling' }).click();
      await leave(page);
      await expect.poll(moves).toBe(false);
      await page.clock.runFor(3000);
      expect(await moves()).toBe(false);
      // Keyboard: focus on its button keeps it still; Play (Enter) sets it going again.
      const play = strip.getByRole('button', { name: 'Play scrolling' });
      await play.focus();
      expect(await moves()).toBe(false);
      await page.keyboard.press('Enter');
      await expect(strip.getByRole('button', { name: 'Pause scrolling' })).toBeFocused();
      await expect.poll(moves).toBe(true);
    });
  });

  test.describe('testimonials', () => {
    test('19 testimonials with author, role and a 5 out of 5 rating', async ({ page }) => {
      await openHome(page);
      const t = testimonials(page);
      await expect(t).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(t.locator('[aria-roledescription="slide"]')).toHaveCount(19);
      await expect(current(t)).toHaveAccessibleName('1 of 19');
      await expect(current(t).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      await expect(current(t).getByText('Mrs. Adaeze Okafor')).toBeVisible();
      await expect(current(t).getByText('Parent, Year 9')).toBeVisible();
      await expect(current(t).locator('blockquote')).toContainText('Our daughter has grown in confidence');
    });

    test('advances every 5 s from the first and wraps; pauses while hovered, resumes after', async ({ page }) => {
      await openHome(page, { clock: true });
      const t = testimonials(page);
      await leave(page);
      await rotating(t, true);
      await page.clock.runFor(4900);
      await expect(current(t)).toHaveAccessibleName('1 of 19');
      await page.clock.runFor(200);
      await expect(current(t)).toHaveAccessibleName('2 of 19');
      await t.hover();
      await rotating(t, false);
      await page.clock.runFor(15000);
      await expect(current(t)).toHaveAccessibleName('2 of 19');
      await leave(page);
      await rotating(t, true);
      await page.clock.runFor(5100);
      await expect(current(t)).toHaveAccessibleName('3 of 19');
      // From the last back to the first.
      await t.getByRole('button', { name: 'Previous testimonial' }).click();
      await t.getByRole('button', { name: 'Previous testimonial' }).click();
      await t.getByRole('button', { name: 'Previous testimonial' }).click();
      await expect(current(t)).toHaveAccessibleName('19 of 19');
      await leave(page);
      await rotating(t, true);
      await page.clock.runFor(5100);
      await expect(current(t)).toHaveAccessibleName('1 of 19');
    });

    test('previous and next wrap both ways, sliding in from the left or the right', async ({ page }) => {
      await openHome(page, { clock: true });
      const t = testimonials(page);
      await t.scrollIntoViewIfNeeded();
      const frame = (await t.locator('[aria-live]').locator('..').boundingBox())!;
      const slideX = async (n: number) =>
        (await t
          .locator('[aria-roledescription="slide"]')
          .nth(n - 1)
          .boundingBox())!.x - frame.x;

      await t.getByRole('button', { name: 'Previous testimonial' }).click();
      await expect(current(t)).toHaveAccessibleName('19 of 19');
      await page.clock.runFor(100);
      expect(await slideX(19)).toBeLessThan(-5); // comes in from the left
      await page.clock.runFor(1000);
      expect(Math.abs(await slideX(19))).toBeLessThan(1);

      await t.getByRole('button', { name: 'Next testimonial' }).click();
      await expect(current(t)).toHaveAccessibleName('1 of 19');
      await page.clock.runFor(100);
      expect(await slideX(1)).toBeGreaterThan(5); // comes in from the right
      await page.clock.runFor(1000);
      expect(Math.abs(await slideX(1))).toBeLessThan(1);

      // Keyboard.
      await t.getByRole('button', { name: 'Next testimonial' }).focus();
      await page.keyboard.press('Enter');
      await expect(current(t)).toHaveAccessibleName('2 of 19');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(current(t)).toHaveAccessibleName('19 of 19');
      // Focus inside stops auto-play.
      await rotating(t, false);
      await page.clock.runFor(12000);
      await expect(current(t)).toHaveAccessibleName('19 of 19');
    });
  });

  test('reduced motion: nothing moves by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page, { clock: true });
    await leave(page);
    const strip = partners(page);
    const marks = strip.locator('[aria-roledescription="slide"]');
    const positions = () => marks.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().x)).join(','));
    const before = await positions();
    await page.clock.runFor(20000);
    await expect(current(hero(page))).toHaveAccessibleName('1 of 7');
    await expect(current(testimonials(page))).toHaveAccessibleName('1 of 19');
    expect(await positions()).toBe(before);
    // The strip is a still grid: every mark is inside the page width.
    const width = page.viewportSize()!.width;
    for (const box of await marks.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await expect(page.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
    // The video waits for the visitor to press play.
    const video = section(page, 'Take a Tour of Our Campus');
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('iframe')).toHaveCount(1);
    expect(new URL((await video.locator('iframe').getAttribute('src'))!).searchParams.get('autoplay')).toBeNull();
    // Arrows still work, instantly.
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(current(hero(page))).toHaveAccessibleName('2 of 7');
  });

  test('nothing shifts while the page, its photos and carousels load', async ({ page }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openHome(page);
      await page.waitForLoadState('load');
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 300) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.05);
    }
  });

  test('no accessibility problems on a phone: leader switch, open text, video poster, paused carousels', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page, { clock: true });
    await section(page, 'About Us').locator('summary').click();
    await section(page, 'Take a Tour of Our Campus').scrollIntoViewIfNeeded();
    await expect(section(page, 'Take a Tour of Our Campus').locator('iframe')).toHaveCount(1);
    await page.clock.runFor(9000);
    await expect(page.getByRole('button', { name: /^Play video/ })).toBeVisible();
    await hero(page).getByRole('button', { name: 'Pause slides' }).click();
    await section(page, "Our Leader's Message").getByRole('radio', { name: 'Founder' }).click();
    await page.clock.resume(); // axe runs on timers
    const axe = await new AxeBuilder({ page }).analyze();
    const problems = axe.violations.filter((v) => v.impact !== 'minor');
    expect(problems.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the carousel code loads on the home page only', async ({ page }) => {
    // The files requested, read from the build (a body cannot be read once its page has gone).
    const scripts: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.endsWith('.js')) scripts.push(fs.readFileSync(path.join('dist', pathname), 'utf8'));
    });
    await visit(page, '/facilities/library');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => s.includes('slideFocusStart'))).toBe(false);
    await page.getByRole('link', { name: school.name }).first().click();
    await expect(hero(page)).toBeVisible();
    await expect.poll(() => scripts.some((s) => s.includes('slideFocusStart'))).toBe(true);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { hydrated, pagePaths, watchErrors } from './helpers';
import { settings } from '../../src/config/settings';
import { earlyScripts } from '../../src/build/generate/early-script';
import { runningScripts } from '../page-scripts.mjs';

/** Script files the page has requested so far (paths under /assets/). */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return scripts;
}

test.describe('HTML first', () => {
  test("every page is the site's stylesheet, its widgets' CSS and one small inline script that fetches the boot script", async ({
    request,
  }) => {
    const { plain, islands } = await earlyScripts();
    const linkingOwn: string[] = [];
    for (const path of pagePaths) {
      const html = await (await request.get(path)).text();
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      // Widget CSS is inlined, or linked when large (the home page): never both.
      expect(stylesheets[0], path).toMatch(/^\/assets\/style-[\w-]+\.css$/);
      if (stylesheets.length > 1) {
        linkingOwn.push(path);
        expect(stylesheets.slice(1), path).toEqual([expect.stringMatching(/^\/assets\/page-[\w-]+\.css$/)]);
        expect(html, path).not.toContain('<style');
      }
      const executable = runningScripts(html);
      expect(
        executable.map(({ attributes }) => attributes),
        path,
      ).toEqual([expect.stringMatching(/^data-boot="\/assets\/boot-[\w-]+\.js"/)]);
      // A page with islands gets the script that holds their presses; a page without, the small one.
      expect(executable[0].text, path).toBe(html.includes('data-island=') ? islands.code : plain.code);
      // No serialised router state: the page no longer needs it.
      expect(html, path).not.toContain('__reactRouter');
    }
    expect(linkingOwn).toEqual(['/']);
  });

  test('the boot script is fetched after the load event and the first paint, except where an island moves at load', async ({
    page,
    request,
  }) => {
    const bootAtOnce = async (path: string) =>
      /data-boot-at-once/.test((await (await request.get(path)).text()).match(/<script data-boot[^>]*>/)?.[0] ?? '');
    expect(await bootAtOnce('/search')).toBe(true);
    for (const path of ['/', '/about/gallery', '/about/core-values', '/about/contact-us']) {
      expect(await bootAtOnce(path), path).toBe(false);
      await page.goto(path);
      await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
      const { loadStart, firstPaint, bootStart } = await page.evaluate(() => ({
        loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        bootStart: performance.getEntriesByType('resource').find((entry) => /\/assets\/boot-/.test(entry.name))?.startTime ?? NaN,
      }));
      expect(bootStart, path).toBeGreaterThanOrEqual(loadStart);
      expect(bootStart, path).toBeGreaterThanOrEqual(firstPaint);
    }
  });

  test('a page without interactive widgets loads only the boot script, until the search is used', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/admission/scholarship');
    await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
    expect(await page.locator('[data-island]').count()).toBe(0);
    // Pressing the search button brings the search's code, and no React.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Search/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Search the website' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /\/assets\/dialog-/.test(s))).toBe(true);
    expect(scripts.some((s) => /hydrate|react/.test(s))).toBe(false);
  });

  test('a first visit to a text page on a phone is the page, one stylesheet and the boot script', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ['/admission/scholarship', '/facilities/accommodation', '/about/core-values']) {
      requested.length = 0;
      await page.goto(path);
      // The boot script is asked for once the page has loaded and painted, which on a busy machine
      // can be more than networkidle's half second after the stylesheet: wait for it to have run.
      await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // The logo is drawn in the page; photos further down wait for the reader (the browser's own
      // favicon and manifest requests aside).
      const ownRequests = requested.filter((p) => !/^\/(favicon\.svg|manifest\.webmanifest|icons\/)/.test(p));
      expect(ownRequests, path).toEqual([
        path,
        expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/),
        expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/),
      ]);
      await expect(page.getByRole('banner').getByRole('link', { name: settings.name, exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('img', { name: `${settings.name} logo` })).toBeAttached();
    }
  });

  test('the home hero wakes once the page has loaded; islands further down wake only when scrolled near', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.locator('[data-island="HeroCarousel"]')).toHaveAttribute('data-hydrated', 'true');
    // The scheduler, then the hero's code, are asked for only after the load event and the first
    // paint: they never compete with the first photo, nor delay the first paint on a slow phone.
    const { loadStart, firstPaint, schedulerStart, codeStart } = await page.evaluate(() => {
      const start = (file: RegExp) => performance.getEntriesByType('resource').find((entry) => file.test(entry.name))?.startTime ?? NaN;
      return {
        loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        schedulerStart: start(/\/assets\/schedule-/),
        codeStart: start(/\/assets\/react-/),
      };
    });
    expect(schedulerStart).toBeGreaterThanOrEqual(loadStart);
    expect(schedulerStart).toBeGreaterThanOrEqual(firstPaint);
    expect(codeStart).toBeGreaterThan(schedulerStart);
    await page.waitForLoadState('networkidle');
    const testimonials = page.locator('[data-island="Testimonials"]');
    await expect(testimonials).not.toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('heading', { name: 'What People Say About Us' }).scrollIntoViewIfNeeded();
    await expect(testimonials).toHaveAttribute('data-hydrated', 'true');
    await hydrated(page);
    expect(errors).toEqual([]);
  });

  test('in a browser that does not call back an observer of paints the hero waits for a press, which it then takes', async ({ page }) => {
    // Such a browser ignores an observer of paints: it is never called back.
    await page.addInitScript(() => {
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') observe.call(this, options);
      };
    });
    const scripts = scriptRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const hero = page.locator('[data-island="HeroCarousel"]');
    await expect(hero).not.toHaveAttribute('data-hydrated', 'true');
    // Not even the boot script: it waits for the first paint too, or the first touch.
    expect(scripts).toEqual([]);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('button', { name: /^Show slide 2 of \d+$/ })).toHaveAttribute('aria-current', 'true');
  });

  test('a browser without paint timing (Safari before 14.1) fetches the boot script at the load event', async ({ page }) => {
    // Such a browser lists no paint entries and never calls back an observer of them.
    await page.addInitScript(() => {
      const types = PerformanceObserver.supportedEntryTypes.filter((type) => type !== 'paint');
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => types });
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') observe.call(this, options);
      };
    });
    await page.goto('/admission/scholarship');
    await expect(page.locator('html')).toHaveAttribute('data-booted', 'true');
    const { loadStart, bootStart } = await page.evaluate(() => ({
      loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      bootStart: performance.getEntriesByType('resource').find((entry) => /\/assets\/boot-/.test(entry.name))?.startTime ?? NaN,
    }));
    expect(bootStart).toBeGreaterThanOrEqual(loadStart);
  });

  test('the enquiry form wakes at the first focus, keeping what was typed before', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/about/contact-us');
    await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('InquiryForm'))).toBe(false);
    const name = page.getByLabel(/Your Full Name/);
    await name.fill('Ada Obi');
    await expect(page.locator('[data-island="InquiryForm"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(name).toHaveValue('Ada Obi');
  });

  test('islands hydrate without mismatch on every page that has one', async ({ page }) => {
    const errors = watchErrors(page);
    for (const path of [
      '/',
      '/about/gallery',
      '/about/contact-us',
      '/staff-profile/academic',
      '/staff-profile/administrative',
      '/search',
    ]) {
      await page.goto(path);
      await hydrated(page);
    }
    expect(errors).toEqual([]);
  });
});

import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { hydrated, pagePaths, site, watchErrors } from './helpers';

/** Every route: renders an h1, logs no error, has sound links and meets WCAG 2.2 AA as axe checks it. */
for (const path of pagePaths) {
  test(`route ${path}`, async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);

    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);

    // External links open in a new tab without giving the new page a handle on this one.
    const external = await page
      .locator('a[href^="http"]')
      .evaluateAll((links) =>
        links.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') ?? '' })),
      );
    for (const link of external) {
      expect(link.target, `${link.href} opens in a new tab`).toBe('_blank');
      expect(link.rel, `${link.href} has rel noopener`).toContain('noopener');
    }

    // Internal links lead to a page (or a file) that exists.
    const internal = await page.locator('a[href^="/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    for (const href of internal) {
      const target = href.replace(/[?#].*$/, '');
      const known = pagePaths.includes(target) || target in site.redirects;
      if (!known) {
        const res = await page.request.get(target);
        expect(res.status(), `${href} on ${path}`).toBe(200);
      }
    }

    // WCAG 2.2 AA: no violation of any impact.
    const wcag = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(wcag.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // axe's best practices too (Lighthouse scores some of them, aria-allowed-role among them).
    const all = await new AxeBuilder({ page }).analyze();
    expect(all.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    expect(errors).toEqual([]);
  });
}

// A 360px phone, and a 1280×800 laptop at 200% zoom (640×400 CSS pixels: tablet layout, short screen).
for (const viewport of [
  { width: 360, height: 740 },
  { width: 640, height: 400 },
]) {
  test(`every route fits ${viewport.width}×${viewport.height} CSS pixels without sideways scrolling, and the top bar leaves room to read`, async ({
    page,
  }) => {
    test.slow(); // every route, one after another (half a minute on a machine running two suites)
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    for (const path of pagePaths) {
      await page.goto(path);
      await hydrated(page);
      const { width, bar } = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        bar: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
      }));
      if (width > viewport.width) problems.push(`${path}: ${width}px wide`);
      // The fixed bar may cover at most a quarter of a short screen.
      if (bar > viewport.height / 4) problems.push(`${path}: top bar ${bar}px high`);
    }
    expect(problems).toEqual([]);
  });
}

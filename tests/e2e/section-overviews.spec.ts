import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { sectionPages } from '../../src/content/nav/nav';
import { NEWS_SECTION } from '../../src/content/listings/news';
import { site, visit, watchErrors } from './helpers';

// The News section's page is the list of its posts, not an overview of pages (tests/e2e/news.spec.ts).
const overviewSections = site.sections.filter((s) => s.slug !== NEWS_SECTION);

/**
 * Issue 19, item 7: each section path (/admission, /about, …) is an overview of the section's
 * pages, generated from the menu: what to expect is read from pages/ (the same model the build
 * uses), never from lists written here. Reading and following it needs no JavaScript.
 */

test('every menu section has an overview page to check', () => {
  expect(site.sections.length).toBeGreaterThan(0);
  for (const section of site.sections) expect(site.pages.some((p) => p.path === `/${section.slug}` && p.overview)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const section of overviewSections) {
    const path = `/${section.slug}`;
    test(`${path} answers 200 with the section's pages, their descriptions, and the section as breadcrumb`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const overview = site.pages.find((p) => p.path === path)!;
      await expect(page).toHaveTitle(new RegExp(`^${overview.title}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(overview.title);

      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('listitem')).toHaveCount(2);
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByRole('link', { name: section.label })).toHaveAttribute('aria-current', 'page');

      const pages = sectionPages(site, section.slug);
      expect(pages.length).toBeGreaterThan(0);
      const list = page.getByRole('list', { name: `Pages in ${section.label}` });
      await expect(list.getByRole('listitem')).toHaveCount(pages.length);
      for (const [i, info] of pages.entries()) {
        const item = list.getByRole('listitem').nth(i);
        await expect(item.getByRole('link', { name: info.label, exact: true })).toHaveAttribute('href', info.path);
        await expect(item).toContainText(info.description);
      }
      for (const link of section.links) {
        await expect(page.getByRole('main').getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
      }
    });
  }

  test('a card leads to its page', async ({ page }) => {
    const [section] = site.sections;
    const [first] = sectionPages(site, section.slug);
    await page.goto(`/${section.slug}`);
    await page
      .getByRole('list', { name: `Pages in ${section.label}` })
      .getByRole('link', { name: first.label, exact: true })
      .click();
    await expect(page).toHaveURL(first.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });
});

test.describe('with JavaScript', () => {
  test('an unknown path below a section still goes home, while the section path shows its overview', async ({ page }) => {
    const [section] = site.sections;
    await page.goto(`/${section.slug}/no-such-page`);
    await expect(page).toHaveURL('/');
    await visit(page, `/${section.slug}`);
    await expect(page).toHaveURL(`/${section.slug}`);
    await expect(page.getByRole('list', { name: `Pages in ${section.label}` })).toBeVisible();
  });

  for (const section of site.sections) {
    test(`axe: /${section.slug} has no violations, logs no error`, async ({ page }) => {
      const errors = watchErrors(page);
      await visit(page, `/${section.slug}`);
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('search finds a section overview by the section name', async ({ page }) => {
    const section = site.sections.find((s) => s.slug === 'pastoral') ?? site.sections[0];
    await visit(page, `/search?q=${encodeURIComponent(section.label)}`);
    await expect(page.getByRole('status')).toContainText(/match/);
    // The overview is one of the results (the "All topics" list names pages only).
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(section.title) })
        .and(page.locator(`[href="/${section.slug}"]`)),
    ).toBeVisible();
  });
});

import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { withTestRepo } from '../host/test-repo.mjs';

// Every screen of the built web editor through axe, at a computer's width and a phone's, with
// Decap's in-memory repository filled with this site's files: what Decap draws included (fixed by
// src/admin/a11y-fixes.ts and src/admin/phone.css), and the page preview's frame. Slow (about 40
// screens for each width): one test per width.

interface CmsConfig {
  collections: { name: string; label: string; folder?: string; files?: { name: string; file: string }[] }[];
}
const config = JSON.parse(fs.readFileSync('dist/admin/config.json', 'utf8')) as CmsConfig;

/** A data file's kind: `_academic.staff.yml` → staff, `_school.facts.yml` → facts, `_meta.yml` → meta. */
const kindOf = (file: string) => /_(?:[^/.]+\.)?([^/.]+)\.yml$/.exec(file)?.[1] ?? file;
/** One form of each kind of data file (four staff files are one form drawn four times). */
const dataForms = [
  ...new Map(
    config.collections.flatMap((c) => (c.files ?? []).map((f) => [kindOf(f.file), `${c.name}/entries/${f.name}`] as const)),
  ).values(),
];
const PAGE_FORM = 'pages-admission/entries/scholarship';
const POST = fs
  .readdirSync('pages/news')
  .find((file) => file.endsWith('.mdx'))!
  .replace(/\.mdx$/, '');

/** What axe finds on the screen (the "Test Backend" badge is drawn only for the in-memory repository). */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).exclude("[class*='-AppHeaderTestRepoIndicator']").analyze();
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * None on the screen, once drawn: the editor's fixes follow Decap's drawing (a11y-fixes.ts waits for
 * a burst of it to end), and a list is drawn as its entries arrive. A screen that keeps one is reported
 * by name; the others are still looked at. One look takes seconds on a long form, more on a busy machine.
 */
const soft = expect.configure({ soft: true });
const clean = (page: Page, screen: string) => soft.poll(() => violations(page), { message: screen, timeout: 60_000 }).toEqual([]);

async function openForm(page: Page, entry: string) {
  await page.goto(`/admin/#/collections/${entry}`);
  await expect(page.getByRole('region', { name: "The entry's form" }).getByRole('textbox').first()).toBeVisible();
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
]) {
  test(`every screen of the web editor has no axe violation at ${width} px`, async ({ page }) => {
    test.setTimeout(900_000);
    await page.setViewportSize({ width, height });

    // The live site's log-in (GitHub), as built; then the tests' repository's.
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible();
    await clean(page, 'log-in (GitHub)');
    await withTestRepo(page);
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await clean(page, 'log-in');
    await page.getByRole('button', { name: 'Login' }).click();

    // Each list.
    for (const collection of config.collections) {
      await page.goto(`/admin/#/collections/${collection.name}`);
      await expect(page.getByRole('heading', { name: collection.label })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await clean(page, `list: ${collection.label}`);
    }

    // Each form: a page (with its preview beside it on a computer; a phone shows the form alone), a news post, each kind of data file.
    await openForm(page, PAGE_FORM);
    if (width >= 800) await expect(page.frameLocator('iframe[title]').getByRole('heading', { name: 'The award' })).toBeVisible();
    await clean(page, 'form and preview: a page');
    await openForm(page, `news/entries/${POST}`);
    await clean(page, 'form: a news post');
    for (const form of dataForms) {
      await openForm(page, form);
      await clean(page, `form: ${form}`);
    }

    // The photo library (opened from the top bar, which a form does not show), its photos drawn.
    await page.goto('/admin/#/');
    await page.getByRole('button', { name: 'Photos', exact: true }).click();
    const library = page.getByRole('dialog');
    await expect(library.locator('img').first()).toBeVisible();
    await clean(page, 'photo library');
    await page.keyboard.press('Escape');
    await expect(library).toHaveCount(0);

    // The workflow board with a draft on it (a change saved for review).
    await openForm(page, 'data/entries/pages-school-facts-yml');
    await page.getByRole('textbox', { name: 'Form fee', exact: true }).fill('₦12,000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Check for Preview' })).toBeVisible();
    await page.goto('/admin/#/workflow');
    await expect(page.getByRole('main').getByText('School facts').first()).toBeVisible();
    await clean(page, 'workflow board');
  });
}

import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { deletePhoto } from '../cms/editor';
import { watchPolicyViolations } from '../e2e/helpers';
import { withTestRepo } from './test-repo.mjs';

// The built web editor as the office meets it on the live site: served by the host's runtime with
// its editorial workflow, its check running in the browser (no dev server). GitHub is replaced by
// Decap's in-memory repository (`test-repo`), which only this test's configuration names, filled
// with this site's files.

async function openEditor(page: Page, entry?: string): Promise<void> {
  await withTestRepo(page, { checkConfig: (config) => expect(config.publish_mode).toBe('editorial_workflow') });
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  if (entry) await page.goto(`/admin/#/collections/${entry}`);
}

/** The box that lists what stopped a save (it stays until the mistakes are fixed). */
const refusal = (page: Page) => page.getByRole('alert', { name: /Nothing was saved\. Fix this first/ });
const FACTS = 'data/entries/pages-school-facts-yml';

test('a blank fee is refused in the browser: the field marked, the message still there 30 s later', async ({ page }) => {
  await page.clock.install();
  await openEditor(page, FACTS);
  const fee = page.getByRole('textbox', { name: 'Form fee', exact: true });
  await expect(fee).toHaveValue('₦10,000');
  await fee.fill('   ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(refusal(page)).toContainText('Form fee: write a value');
  await expect(page.locator('label', { hasText: 'Form fee' }).first().locator('xpath=..').getByRole('listitem')).toHaveText([
    'Form fee: write a value',
  ]);
  await page.clock.fastForward('00:30');
  await expect(refusal(page)).toBeVisible();
  expect(await page.evaluate(() => Object.keys((window as unknown as { repoFilesUnpublished: object }).repoFilesUnpublished))).toEqual([]);
});

test('a term that ends before it starts is refused in the browser, the End field marked', async ({ page }) => {
  await openEditor(page, 'data/entries/pages-school-calendar-yml');
  const ends = page.getByRole('textbox', { name: /^Last day|^End/ });
  await ends.nth(1).fill('2026-01-01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(refusal(page)).toContainText(/End: 2026-01-01 is before the start/);
  const marked = page.locator('label[for^="end-field-"]').nth(1).locator('xpath=../..').getByRole('listitem');
  await expect(marked).toHaveText([/2026-01-01 is before the start/]);
});

test('a valid change is saved as a draft and listed as in review, with nothing blocked by the policy', async ({ page }) => {
  // The editor's policy allows no eval: neither Decap nor the content check in the browser may need it.
  const violations = await watchPolicyViolations(page);
  await openEditor(page, FACTS);
  await page.getByRole('textbox', { name: 'Form fee', exact: true }).fill('₦12,000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(refusal(page)).toHaveCount(0);
  // A draft: the live file is untouched until Publish.
  await expect
    .poll(() => page.evaluate(() => Object.keys((window as unknown as { repoFilesUnpublished: object }).repoFilesUnpublished)))
    .toHaveLength(1);
  // Its preview is the deploy/preview status the workflow posts; the editor offers to look for it.
  await expect(page.getByRole('button', { name: 'Check for Preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Status: Draft' }).click();
  await page.getByRole('menuitem', { name: /In review/i }).click();
  await expect(page.getByRole('button', { name: /Status: In review/i })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.values((window as unknown as { repoFilesUnpublished: Record<string, { status: string }> }).repoFilesUnpublished).map(
          (e) => e.status,
        ),
      ),
    )
    .toEqual(['pending_review']);
  await page.goto('/admin/#/workflow');
  await expect(page.getByText(/In review/i).first()).toBeVisible();
  await expect(page.getByRole('main').or(page.locator('body')).first()).toContainText('School facts');

  expect(violations).toEqual([]);
});

test('a photo that pages use cannot be deleted, and an uploaded photo shows its preview at once', async ({ page }) => {
  await openEditor(page);
  await deletePhoto(page, 'gallery/05.jpg');
  await expect(page.getByText(/this photo is used in School gallery photos › .+, so it was not deleted/).first()).toBeVisible();
  expect(
    await page.evaluate(() =>
      Boolean((window as unknown as { repoFiles: { photos: { gallery: object } } }).repoFiles.photos.gallery['05.jpg' as never]),
    ),
  ).toBe(true);

  // An upload appears in the library with its picture drawn, at once.
  const library = page.getByRole('dialog').first();
  await library.getByPlaceholder('Search, e.g. staff/ or gallery/').fill('');
  await library
    .locator('input[type="file"]')
    .setInputFiles({ name: 'new-photo.png', mimeType: 'image/png', buffer: fs.readFileSync('dist/icons/icon-192.png') });
  const uploaded = library
    .locator('div', { has: page.getByText('new-photo.png', { exact: true }) })
    .last()
    .locator('img');
  await expect(uploaded).toBeVisible();
  await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('the login, list and form screens have no axe violations', async ({ page }) => {
  const violations = async () =>
    // The "Test Backend" badge is drawn only for Decap's in-memory repository, never on the live site.
    (
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .exclude("[class*='-AppHeaderTestRepoIndicator']")
        .analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  // The live site's login screen (GitHub), as built.
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible();
  expect(await violations()).toEqual([]);
  // Signed in: the list of what can be edited, then a form.
  await openEditor(page);
  await expect(page.getByRole('link', { name: 'People, figures and lists' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto(`/admin/#/collections/${FACTS}`);
  await expect(page.getByRole('textbox', { name: 'Form fee', exact: true })).toHaveValue('₦10,000');
  expect(await violations()).toEqual([]);
});

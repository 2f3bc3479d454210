import fs from 'node:fs';
import { expect, test, type Page } from './test';
import { editingFile } from './files';
import { backendReady, openEditor, publish, publishSaved } from './editor';

// The web editor refuses what the build refuses, in the build's words, before anything is written:
// the build's own check runs in the browser (/admin/site-check.js), no request to the dev server.

test.beforeAll(async ({ request }) => backendReady(request));

/** The box that lists what stopped a save (it stays until the mistakes are fixed). */
const refusal = (page: Page) => page.getByRole('alert', { name: /Nothing was saved\. Fix this first/ });
/** The messages Decap shows under a field. */
const fieldErrors = (page: Page, label: string) => page.locator('label', { hasText: label }).locator('xpath=..').getByRole('listitem');

test("a fee of only spaces is refused in the build's words, the field marked, the message kept until fixed", async ({ page }) => {
  const file = 'pages/_school.facts.yml';
  await editingFile(file, async (before) => {
    await page.clock.install();
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && !request.url().includes('/api/v1')) checks.push(request.url());
    });
    await openEditor(page, 'data/entries/pages-school-facts-yml');
    const fee = page.getByRole('textbox', { name: 'Form fee', exact: true });
    await fee.fill('   ');
    await publish(page);
    await expect(refusal(page)).toContainText('Form fee: write a value');
    await expect(refusal(page)).toContainText('(pages/_school.facts.yml, line 9)');
    await expect(fieldErrors(page, 'Form fee')).toHaveText(['Form fee: write a value']);
    // Half a minute later (Decap's own notice is long gone), the message is still there.
    await page.clock.fastForward('00:30');
    await expect(page.getByText('Entry saved')).toHaveCount(0);
    await expect(refusal(page)).toBeVisible();
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    // Its button goes to the field; fixing the field takes the message away.
    await refusal(page).getByRole('button', { name: 'Form fee' }).click();
    await expect(fee).toBeFocused();
    await fee.fill('₦10,000');
    await page.clock.runFor(1000);
    await expect(refusal(page)).toHaveCount(0);
    expect(checks, 'no check request to a server').toEqual([]);
  });
});

test('a term that ends before it starts is refused with the End field of that term marked, in plain words', async ({ page }) => {
  const file = 'pages/_school.calendar.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'data/entries/pages-school-calendar-yml');
    const ends = page.getByRole('textbox', { name: /^Last day|^End/ });
    await expect(ends.nth(1)).not.toHaveValue('');
    await ends.nth(1).fill('2026-01-01');
    await publish(page);
    await expect(refusal(page)).toContainText(/terms 2 \(".*"\) › End: 2026-01-01 is before the start/);
    await expect(refusal(page)).not.toContainText(/^pages\//);
    const marked = page.locator('label[for^="end-field-"]').nth(1).locator('xpath=../..').getByRole('listitem');
    await expect(marked).toHaveText([/2026-01-01 is before the start/]);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });
});

test("a gallery photo given an id already used is refused with the build's words, and the file is unchanged", async ({ page }) => {
  const file = 'pages/about/_gallery.gallery.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'lists/entries/pages-about-gallery-gallery-yml');
    const ids = page.getByRole('spinbutton', { name: /^Number/ });
    await expect(ids.nth(1)).toHaveValue('2');
    await ids.nth(1).fill('1');
    await publish(page);
    await expect(refusal(page)).toContainText(/Number: id 1 is used twice: every photo needs its own id/);
    await expect(refusal(page)).toContainText(/\(pages\/about\/_gallery\.gallery\.yml, line \d+\)/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });
});

test("a slip in a page's text (a fact name that is not a fact) is refused with the build's words, and the page is unchanged", async ({
  page,
}) => {
  const file = 'pages/admission/scholarship.mdx';
  await editingFile(file, async (before) => {
    await openEditor(page, 'pages-admission/entries/scholarship');
    const body = page.getByRole('textbox', { name: 'Page text' });
    await expect(body).toHaveValue(/hard-working/);
    await body.fill(`${await body.inputValue()}\nThe fee is <Fact name="nope" />.\n`);
    await publish(page);
    await expect(refusal(page)).toContainText(/Page text: unknown fact "nope"/);
    await expect(refusal(page)).toContainText(/\(pages\/admission\/scholarship\.mdx, line \d+\)/);
    await expect(page.getByText('Entry saved')).toHaveCount(0);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });
});

test('a photo name typed by hand cannot be entered, and the check refuses one found in a file', async ({ page }) => {
  await openEditor(page, 'data/entries/pages-staff-profile-academic-staff-yml');
  await expect(page.getByRole('button', { name: 'Choose different image' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /URL/ })).toHaveCount(0);
  // What the form would write for a staff member whose photo was typed as a bare file name.
  const file = 'pages/staff-profile/_academic.staff.yml';
  const text = fs.readFileSync(file, 'utf8').replace(/photo: staff\/head-languages\n/, 'photo: IMG_2041.jpg\n');
  expect(text).toContain('photo: IMG_2041.jpg');
  // The editor's own check, as a save runs it (loaded with the form).
  const problems = await page.evaluate(
    async (edited) => (window as unknown as { SITE_CHECK: import('../../src/admin/site-check').SiteCheck }).SITE_CHECK.check(edited),
    { file, text },
  );
  expect(problems).toEqual([expect.objectContaining({ field: 'photo', message: expect.stringMatching(/^no such photo "IMG_2041\.jpg"/) })]);
});

test('a change published and then changed back can be published again: the file ends as it was', async ({ page }) => {
  const file = 'pages/_school.facts.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'data/entries/pages-school-facts-yml');
    const fee = page.getByRole('textbox', { name: 'Form fee', exact: true });
    await fee.fill('₦12,500');
    await publishSaved(page);
    await expect.poll(() => fs.readFileSync(file, 'utf8')).toContain('formFee: ₦12,500\n');
    // The trap: the value the form was opened with. Decap alone took it for "nothing to publish".
    await expect(fee).toHaveValue('₦12,500');
    await fee.fill('₦10,000');
    await publishSaved(page);
    await expect.poll(() => fs.readFileSync(file, 'utf8')).toBe(before);
  });
});

test("the editor speaks the office's words: no label says a word twice, and the login screen shows the school", async ({ page }) => {
  await page.goto('/admin/');
  await expect(page).toHaveTitle(/Example International College/);
  await expect(page.locator('img[src="/images/logo.svg"]')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  const doubled = (texts: string[]) =>
    texts.filter((t) => {
      const words: string[] = t.toLowerCase().match(/[a-z]+/g) ?? [];
      return words.some((w, i) => w.length > 3 && words.indexOf(w) !== i);
    });
  const screens: [string, string][] = [
    ['#/collections/data', 'People, figures and lists'],
    ['#/collections/lists', 'Photos, testimonials and partners'],
    ['#/collections/data/entries/pages-school-facts-yml', 'Form fee'],
    ['#/collections/lists/entries/pages-about-gallery-gallery-yml', 'What the photo shows'],
    ['#/collections/data/entries/pages-staff-profile-academic-staff-yml', 'Biography'],
    ['#/collections/pages-admission/entries/scholarship', 'Page text'],
  ];
  for (const [hash, ready] of screens) {
    // Each screen opened afresh, as from a bookmark (the sign-in is kept).
    await page.goto('about:blank');
    await page.goto(`/admin/${hash}`);
    await expect(page.getByText(ready).first()).toBeVisible({ timeout: 15_000 });
    const labels = await page.locator('label, a, h1, h2, button').allInnerTexts();
    expect(doubled(labels), hash).toEqual([]);
    expect(labels.join('\n'), hash).not.toMatch(/\b(h1|meta|src|slug|item)\b/i);
  }
});

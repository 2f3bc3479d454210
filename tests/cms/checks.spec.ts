import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { editingFile } from './files';
import { backendReady, openEditor, publish, publishSaved } from './editor';

// The web editor refuses what the build refuses, in the build's words, before anything is written.

test.beforeAll(async ({ request }) => backendReady(request));

/** Decap's error notice for a save that was stopped. */
const refusal = (page: import('@playwright/test').Page) => page.getByText(/Nothing was saved\. Fix this first/);

test("a fee of only spaces is refused with the build's words, and the facts file is unchanged", async ({ page }) => {
  const file = 'pages/_school.facts.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'data/entries/pages-school-facts-yml');
    await page.getByRole('textbox', { name: 'Form fee', exact: true }).fill('   ');
    await publish(page);
    await expect(refusal(page)).toBeVisible();
    await expect(page.getByText('pages/_school.facts.yml:9: field "formFee": write a value')).toBeVisible();
    await expect(page.getByText('Entry saved')).toHaveCount(0);
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
    await expect(refusal(page)).toBeVisible();
    await expect(page.getByText(/pages\/about\/_gallery\.gallery\.yml:\d+: .*id 1 is used twice/)).toBeVisible();
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
    await expect(refusal(page)).toBeVisible();
    await expect(page.getByText(/pages\/admission\/scholarship\.mdx:\d+: unknown fact "nope"/)).toBeVisible();
    await expect(page.getByText('Entry saved')).toHaveCount(0);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });
});

test('a photo name typed by hand cannot be entered, and the check refuses one found in a file', async ({ page, request }) => {
  await openEditor(page, 'data/entries/pages-staff-profile-academic-staff-yml');
  await expect(page.getByRole('button', { name: 'Choose different image' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /URL/ })).toHaveCount(0);
  // What the form would write for a staff member whose photo was typed as a bare file name.
  const file = 'pages/staff-profile/_academic.staff.yml';
  const text = fs.readFileSync(file, 'utf8').replace(/photo: staff\/head-languages\n/, 'photo: IMG_2041.jpg\n');
  expect(text).toContain('photo: IMG_2041.jpg');
  const answer = await request.post('/admin/check', { data: { file, text } });
  const { problems } = (await answer.json()) as { problems: string[] };
  expect(problems).toEqual([expect.stringMatching(/^pages\/staff-profile\/_academic\.staff\.yml:\d+: .*"photo": no such photo/)]);
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

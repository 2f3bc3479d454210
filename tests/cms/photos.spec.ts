import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { editingFile } from './files';
import { backendReady, openEditor, openGroup, publishSaved } from './editor';

// Photos in the web editor: the existing ones show, and an upload lands beside the photos of its
// kind under a clean name, with its web copies made, and shows on the site.

test.beforeAll(async ({ request }) => backendReady(request));

const STAFF = 'data/entries/pages-staff-profile-academic-staff-yml';

test('the photos already in a staff file show their previews', async ({ page }) => {
  await openEditor(page, STAFF);
  const previews = page.locator('img[src*="head-languages"]');
  await expect(previews.first()).toBeVisible();
  await expect.poll(() => previews.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("a news post's photo in photos/campus/ shows its preview, and the post's photo library lists photos/campus/", async ({ page }) => {
  await openEditor(page, 'news/entries/2026-09-19-inter-house-sports');
  await openGroup(page, 'Photo, words and example');
  const preview = page.locator('img[src*="campus/sports"]');
  await expect.poll(() => preview.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('button', { name: 'Choose different image' }).click();
  const library = page.getByRole('dialog').or(page.locator('[class*="MediaLibrary"]')).first();
  await expect(library.getByText('sports.jpg', { exact: true })).toBeVisible();
  await expect(library.getByText('head-languages.jpg', { exact: true })).toHaveCount(0);
});

test('a photo uploaded as "IMG 2041.jpg" for a staff member lands in photos/staff/ under a clean name and shows on the staff page', async ({
  page,
}) => {
  const file = 'pages/staff-profile/_academic.staff.yml';
  const uploaded = 'photos/staff/img-2041.jpg';
  const manifest = () => fs.readFileSync('src/generated/images.json', 'utf8');
  try {
    await editingFile(file, async (before) => {
      await openEditor(page, STAFF);
      const names = page.getByRole('textbox', { name: 'Name', exact: true });
      await expect(names.first()).toBeVisible();
      const index = await names.evaluateAll((inputs) =>
        inputs.findIndex((input) => (input as HTMLInputElement).value === 'Mr. Chukwuemeka Nwosu'),
      );
      // Every person has one photo button, in the order of their names.
      const photoButtons = page.getByRole('button', { name: /^Choose (an|different) image$/ });
      await expect(photoButtons).toHaveCount(await names.count());
      await expect(photoButtons.nth(index)).toHaveText('Choose an image');
      await photoButtons.nth(index).click();
      const library = page.getByRole('dialog').or(page.locator('[class*="MediaLibrary"]')).first();
      await expect(library).toBeVisible();
      await library
        .locator('input[type="file"]')
        .setInputFiles({ name: 'IMG 2041.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync('photos/staff/head-science.jpg') });
      await page.getByRole('button', { name: 'Choose selected' }).click();
      // Its preview shows at once, before anything is saved (the file is not on disk yet).
      const preview = page.locator('img[src^="blob:"]');
      await expect(preview).toHaveCount(1);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(fs.existsSync(uploaded)).toBe(false);
      await publishSaved(page);

      await expect.poll(() => fs.existsSync(uploaded)).toBe(true);
      const after = fs.readFileSync(file, 'utf8');
      // One line added to that person (after their biography), the rest of the file as it was.
      expect(after.match(/^ +photo: staff\/img-2041\n/gm)).toHaveLength(1);
      expect(after.replace(/^ +photo: staff\/img-2041\n/m, '')).toBe(before);
      expect(after.slice(after.indexOf('Mr. Chukwuemeka Nwosu'), after.indexOf('Miss Aisha Bello'))).toContain('photo: staff/img-2041');
      // Its web copies are made, and the staff page shows it.
      await expect.poll(manifest, { timeout: 30_000 }).toContain('"staff/img-2041"');
      await expect
        .poll(
          async () => {
            await page.goto('/staff-profile/academic');
            return page.getByRole('img', { name: 'Photo of Mr. Chukwuemeka Nwosu' }).count();
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
    });
  } finally {
    fs.rmSync(uploaded, { force: true });
  }
  await expect.poll(manifest, { timeout: 30_000 }).not.toContain('"staff/img-2041"');
});

test('the photos library at the top of the editor shows the photos that exist, by kind', async ({ page }) => {
  // What the library is given: every photo under photos/, named with its kind (its folder), sorted.
  const onDisk = fs
    .readdirSync('photos', { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  expect(onDisk.length).toBeGreaterThan(50);
  const answer = await page.request.post('/admin/api/v1', {
    data: { action: 'getMedia', params: { branch: 'main', mediaFolder: 'photos' } },
  });
  const files = (await answer.json()) as { name: string; path: string }[];
  expect(files.map((f) => f.name)).toEqual(onDisk);
  expect(files.map((f) => f.path)).toEqual(onDisk.map((name) => `photos/${name}`));
  // It writes files on disk: a page of another site cannot use it.
  const foreign = await page.request.post('/admin/api/v1', { headers: { Origin: 'http://example.com' }, data: { action: 'info' } });
  expect(foreign.status()).toBe(403);

  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Photos', exact: true }).click();
  const library = page.getByRole('dialog').or(page.locator('[class*="MediaLibrary"]')).first();
  // The library shows them by name (only those in view are drawn): the kinds one after the other.
  const names = library.getByText(/^[a-z-]+\/[^/]+\.(jpe?g|png|webp)$/i);
  await expect(names.first()).toHaveText(onDisk[0]);
  const shown = await names.allInnerTexts();
  expect(shown).toEqual(onDisk.slice(0, shown.length));
  // The search box finds a kind.
  await library.getByPlaceholder('Search, e.g. staff/ or gallery/').fill('staff/');
  await expect(library.getByText('staff/head-languages.jpg')).toBeVisible();
  expect((await names.allInnerTexts()).every((name) => name.startsWith('staff/'))).toBe(true);
  // Their previews load.
  const preview = library.locator('img').first();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

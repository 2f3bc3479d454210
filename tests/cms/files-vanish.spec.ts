import fs from 'node:fs';
import { expect, test, type Page } from './test';
import { editingFile } from './files';
import { backendReady } from './editor';

// Issue 53: `npm start` never dies on a file. A photo removed or renamed on disk while the editor's
// Photos list is open, or a data file saved half-written, leaves the dev server serving; the next
// listing is right, and the half-written file gives the pages' notice.

const CHANGE_SHOWN = { timeout: 60_000 };
test.describe.configure({ timeout: 240_000 });

const FOLDER = 'photos/zz-vanish-test';
const manifest = () => fs.readFileSync('src/generated/images.json', 'utf8');

/** The names the dev server's Photos list gives for the test's folder. */
async function listed(page: Page): Promise<string[]> {
  const answer = await page.request.post('/admin/api/v1', {
    data: { action: 'getMedia', params: { branch: 'main', mediaFolder: 'photos' } },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { name: string }[]).map((file) => file.name).filter((name) => name.startsWith('zz-vanish-test/'));
}

/** Opens the editor's Photos list, showing the test's folder. */
async function openPhotos(page: Page) {
  await page.getByRole('button', { name: 'Photos', exact: true }).click();
  const library = page.getByRole('dialog').or(page.locator('[class*="MediaLibrary"]')).first();
  await library.getByPlaceholder('Search, e.g. staff/ or gallery/').fill('zz-vanish-test/');
  return library;
}

test.beforeAll(async ({ request }) => backendReady(request));

test.afterEach(async () => {
  // Its photos, and then what the image step made of them, go (the step runs on the removal).
  fs.rmSync(FOLDER, { recursive: true, force: true });
  await expect.poll(manifest, CHANGE_SHOWN).not.toContain('"zz-vanish-test/');
  await expect
    .poll(() => fs.existsSync('public/img/zz-vanish-test') && fs.readdirSync('public/img/zz-vanish-test').length, CHANGE_SHOWN)
    .toBeFalsy();
  fs.rmSync('public/img/zz-vanish-test', { recursive: true, force: true });
});

test('a photo removed and another renamed on disk while the Photos list is open: the server stays up and the next list shows the photos as they are', async ({
  page,
}) => {
  fs.mkdirSync(FOLDER, { recursive: true });
  for (const name of ['first', 'second']) fs.copyFileSync('photos/gallery/01.jpg', `${FOLDER}/${name}.jpg`);
  await expect.poll(() => listed(page)).toEqual(['zz-vanish-test/first.jpg', 'zz-vanish-test/second.jpg']);

  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  let library = await openPhotos(page);
  await expect(library.getByText('zz-vanish-test/first.jpg', { exact: true })).toBeVisible();
  await expect(library.getByText('zz-vanish-test/second.jpg', { exact: true })).toBeVisible();

  // While it is open (and the image step is busy with the new photos): one removed, one renamed.
  fs.rmSync(`${FOLDER}/second.jpg`);
  fs.renameSync(`${FOLDER}/first.jpg`, `${FOLDER}/renamed.jpg`);

  // The server answers, and the next listing is the disk's.
  expect((await page.request.get('/about/core-values')).status()).toBe(200);
  await expect.poll(() => listed(page)).toEqual(['zz-vanish-test/renamed.jpg']);
  await library.getByRole('button', { name: 'Close' }).click();
  await expect(library).toBeHidden();
  library = await openPhotos(page);
  await expect(library.getByText('zz-vanish-test/renamed.jpg', { exact: true })).toBeVisible();
  await expect(library.getByText(/^zz-vanish-test\/(first|second)\.jpg$/)).toHaveCount(0);
  // Its preview is fetched as its card is shown, and loads.
  const preview = library.locator('img[src*="zz-vanish-test/renamed"]');
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false), CHANGE_SHOWN)
    .toBe(true);
});

test('a data file saved half-written gives the pages that show it the notice, never a crash, and the whole file clears it', async ({
  page,
}) => {
  const staff = 'pages/staff-profile/_academic.staff.yml';
  const notice = page.getByRole('alert').filter({ hasText: 'A file this page shows has a mistake' });
  const shown = async () => {
    const opened = await page.goto('/staff-profile/academic', { waitUntil: 'domcontentloaded', timeout: 20_000 }).catch(() => null);
    return opened ? ((await notice.count()) ? 'notice' : 'no notice') : 'cut';
  };
  await editingFile(staff, async (before) => {
    // Cut in the middle of a line, as a save stopped halfway leaves it: past the middle, just after a person's "name: ".
    const cut = before.indexOf('\n      - name: ', before.length / 2) + '\n      - name: '.length;
    expect(cut).toBeGreaterThan(before.length / 2);
    const half = before.slice(0, cut);
    await expect(async () => {
      fs.writeFileSync(staff, half);
      await expect.poll(shown, { timeout: 20_000 }).toBe('notice');
    }).toPass({ timeout: 90_000 });
    await expect(notice).toContainText('pages/staff-profile/_academic.staff.yml');
    // The page shows its last correct reading; the rest of the site and the editor's data answer.
    await expect(page.getByText('Mr. Chukwuemeka Nwosu').first()).toBeAttached();
    expect((await page.request.get('/about/vision-mission')).status()).toBe(200);
    expect((await page.request.get('/admin/site-index.json')).status()).toBe(200);
  });
  await expect.poll(shown, CHANGE_SHOWN).toBe('no notice');
});

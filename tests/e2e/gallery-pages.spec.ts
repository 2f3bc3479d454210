import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildGallerySite } from '../../tools/measure/gallery-site.mjs';
import { watchErrors } from './helpers';

/**
 * The gallery at 100 photos (issue 55 item 3): a copy of the site whose gallery lists 100 photos,
 * built once here (tools/measure/gallery-site.mjs) and served on its own port. Its page holds
 * the first 12; every other page comes from its data file (JavaScript) or its own address (without).
 * Slow: the build takes a minute or two on this machine.
 */
const COUNT = 100;
const PORT = Number(process.env.GALLERY_E2E_PORT || 6111);
const origin = `http://127.0.0.1:${PORT}`;
const GALLERY = `${origin}/about/gallery`;

let site = '';
let photos: { id: number; alt: string }[] = [];
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  ({ site, photos } = buildGallerySite(process.cwd(), COUNT));
  server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--host', '127.0.0.1', '--dir', path.join(site, 'dist')], {
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
});
test.afterAll(() => {
  server?.kill();
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

const all = () => Array.from({ length: COUNT }, (_, i) => i + 1);
const pager = (page: Page) => page.getByRole('navigation', { name: 'Gallery pages' });
const hydrated = (page: Page) => expect(page.locator('[data-island="Gallery"]')).toHaveAttribute('data-hydrated', 'true');
/** The photos the gallery shows now, by id (each thumbnail names its photo). */
const shownIds = async (page: Page) =>
  (
    await page
      .locator('[data-island="Gallery"] [data-photo]')
      .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.photo)))
  ).sort((a, b) => a - b);

test('the page holds the first 12 photos only, and fetches no page data until another page is shown', async ({ page }) => {
  const dataFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/gallery-[0-9a-z]+\.json$/.test(request.url())) dataFiles.push(request.url());
  });
  const html = await (await page.request.get(GALLERY)).text();
  expect(html.match(/data-photo="/g)).toHaveLength(12);
  expect(html).not.toContain(photos[12].alt);
  await page.goto(GALLERY);
  await hydrated(page);
  await expect(page.getByText(`Grid view, photos 1–12 of ${COUNT}`)).toBeAttached();
  expect(dataFiles).toEqual([]);
  await pager(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('button', { name: photos[12].alt, exact: true })).toBeVisible();
  expect(dataFiles).toHaveLength(1);
});

for (const view of ['Grid', 'Masonry', 'Tiles', 'Carousel']) {
  test(`${view}: 12 a page, Next through all 9 pages shows every photo once`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(GALLERY);
    await hydrated(page);
    await page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { name: view, exact: true }).click();
    const seen: number[] = [];
    for (let n = 1; n <= 9; n++) {
      await expect(pager(page).getByRole('button', { name: `Page ${n}`, exact: true })).toHaveAttribute('aria-current', 'page');
      const expected = all().slice((n - 1) * 12, n * 12);
      // Shown when its data file has arrived (page 1: in the HTML).
      await expect(page.getByRole('button', { name: photos[expected[0] - 1].alt, exact: true })).toBeAttached();
      await expect.poll(() => shownIds(page)).toEqual(expected);
      seen.push(...expected);
      if (n < 9) await pager(page).getByRole('button', { name: 'Next', exact: true }).click();
    }
    await expect(pager(page).getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    expect(seen).toEqual(all());
    expect(errors).toEqual([]);
  });
}

test('Slider: one photo a page, its arrow steps through all 100, "n / 100", the strip marks each', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${GALLERY}?view=slider`);
  await hydrated(page);
  const nextPhoto = page.getByRole('button', { name: 'Next photo' });
  const strip = page.getByRole('list', { name: 'Choose a photo' });
  await expect(strip.getByRole('button')).toHaveCount(COUNT);
  for (let n = 1; n <= COUNT; n++) {
    const group = page.getByRole('group', { name: `Photo ${n} of ${COUNT}`, exact: true });
    await expect(group.getByText(`${n} / ${COUNT}`, { exact: true })).toBeVisible();
    await expect(group.getByRole('button', { name: photos[n - 1].alt, exact: true })).toBeVisible();
    await expect(strip.locator('[aria-current="true"]')).toHaveAccessibleName(new RegExp(`^Photo ${n}\\b`));
    if (n < COUNT) await nextPhoto.click();
  }
  await expect(nextPhoto).toBeDisabled();
  await expect(page).toHaveURL(/\?view=slider&page=100$/);
  expect(errors).toEqual([]);
});

test('lightbox: "n / 100" through every photo, across pages, wrapping at both ends', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(GALLERY);
  await hydrated(page);
  await page.getByRole('button', { name: photos[0].alt, exact: true }).click();
  const box = page.getByRole('dialog', { name: 'Photo viewer' });
  for (let n = 1; n <= COUNT; n++) {
    await expect(box.getByText(`${n} / ${COUNT}`, { exact: true })).toBeVisible();
    await expect(box.getByRole('img', { name: photos[n - 1].alt, exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
  }
  await expect(box.getByText(`1 / ${COUNT}`, { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(box.getByText(`${COUNT} / ${COUNT}`, { exact: true })).toBeVisible();
  await expect(box.getByRole('img', { name: photos[COUNT - 1].alt, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(box.getByText(`${COUNT - 1} / ${COUNT}`, { exact: true })).toBeVisible();
  await expect(box.getByRole('img', { name: photos[COUNT - 2].alt, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each page at its own address shows its 12, and Next links reach all 100, each to its large file', async ({ page }) => {
    await page.goto(GALLERY);
    const seen: number[] = [];
    for (let n = 1; n <= 9; n++) {
      if (n > 1) await expect(page).toHaveURL(new RegExp(`/about/gallery/page/${n}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('School Gallery');
      const links = page.getByRole('list', { name: 'Photos' }).getByRole('link');
      await expect(links.first()).toBeVisible();
      const ids = await shownIds(page);
      expect(ids).toEqual(all().slice((n - 1) * 12, n * 12));
      seen.push(...ids);
      await expect(links.first()).toHaveAttribute('href', /^\/img\/gallery\//);
      const next = pager(page).getByRole('link', { name: 'Next' });
      if (n < 9) await next.click();
      else await expect(next).toHaveCount(0);
    }
    expect(seen).toEqual(all());
    // The pager: at most 5 page numbers, an ellipsis before the last page.
    await page.goto(GALLERY);
    const numbers = pager(page).getByRole('link', { name: /^Page \d+$/ });
    await expect(numbers).toHaveCount(5);
    expect(await numbers.allTextContents()).toEqual(['1', '2', '3', '4', '9']);
    await expect(pager(page).getByText('More pages')).toBeAttached();
    await pager(page).getByRole('link', { name: 'Page 9', exact: true }).click();
    await expect(page).toHaveURL(/\/about\/gallery\/page\/9$/);
    expect(await shownIds(page)).toEqual([97, 98, 99, 100]);
  });
});

import fs from 'node:fs';
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { parse as parseYaml } from 'yaml';
import { visit, watchErrors } from './helpers';

const GALLERY = '/about/gallery';
/** The gallery's photos, read from the same data file the page uses. */
const photos = parseYaml(fs.readFileSync('pages/about/_gallery.gallery.yml', 'utf8')) as {
  id: number;
  src: string;
  alt: string;
  caption: string;
}[];

const viewButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { name, exact: true });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Gallery pages' });
const pageButton = (page: Page, n: number) => pager(page).getByRole('button', { name: `Page ${n}`, exact: true });
const previous = (page: Page) => pager(page).getByRole('button', { name: 'Previous', exact: true });
const next = (page: Page) => pager(page).getByRole('button', { name: 'Next', exact: true });
const photoList = (page: Page) => page.getByRole('list', { name: 'Photos' });
const carousel = (page: Page) => page.getByRole('region', { name: /^School photos, page/ });
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' });
/** The slider's "n / 32" counter, inside the slider's group ("Photo n of 32"). */
const sliderCounter = (page: Page, n: number) =>
  page.getByRole('group', { name: `Photo ${n} of 32`, exact: true }).getByText(`${n} / 32`, { exact: true });
const photoButton = (page: Page, id: number) => page.getByRole('button', { name: photos[id - 1].alt, exact: true });

/** Number of photos the current view shows. */
async function shownCount(page: Page, view: string): Promise<number> {
  if (view === 'carousel') return carousel(page).getByRole('group').count();
  if (view === 'slider')
    return page
      .getByRole('group', { name: /^Photo \d+ of 32$/ })
      .getByRole('figure')
      .count();
  return photoList(page).getByRole('listitem').count();
}

test('the data file holds 32 photos, ids 1 to 32, each with alt text and a caption', () => {
  expect(photos.map((p) => p.id)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  for (const p of photos) {
    expect(p.alt.length).toBeGreaterThan(15);
    expect(p.caption.length).toBeGreaterThan(3);
  }
  expect(new Set(photos.map((p) => p.alt)).size).toBe(32);
});

test.describe('views and pages (1366px)', () => {
  test('12 photos a page in Grid, Masonry, Tiles and Carousel (12, 12, 8), 1 in Slider; Previous and Next disabled at the ends', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await visit(page, GALLERY);
    await expect(page.getByRole('heading', { level: 1, name: 'School Gallery' })).toBeVisible();
    await expect(viewButton(page, 'Grid')).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Masonry', 'Tiles', 'Carousel', 'Slider'])
      await expect(viewButton(page, name)).toHaveAttribute('aria-pressed', 'false');

    for (const [name, view] of [
      ['Grid', 'grid'],
      ['Masonry', 'masonry'],
      ['Tiles', 'tiles'],
      ['Carousel', 'carousel'],
    ] as const) {
      await viewButton(page, name).click();
      await expect(viewButton(page, name)).toHaveAttribute('aria-pressed', 'true');
      await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
      await expect(previous(page)).toBeDisabled();
      await expect(next(page)).toBeEnabled();
      await expect.poll(() => shownCount(page, view), { message: `${name} page 1` }).toBe(12);
      await expect(photoButton(page, 1)).toBeVisible();

      await next(page).click();
      await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
      await expect(previous(page)).toBeEnabled();
      await expect.poll(() => shownCount(page, view), { message: `${name} page 2` }).toBe(12);
      await expect(photoButton(page, 13)).toBeAttached();

      await next(page).click();
      await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page');
      await expect(next(page)).toBeDisabled();
      await expect.poll(() => shownCount(page, view), { message: `${name} page 3` }).toBe(8);
      await expect(photoButton(page, 32)).toBeAttached();
      await expect(pageButton(page, 2)).not.toHaveAttribute('aria-current', /.*/);
    }

    await viewButton(page, 'Slider').click();
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(previous(page)).toBeDisabled();
    // The slider's code loads when it is first picked.
    await expect.poll(() => shownCount(page, 'slider')).toBe(1);
    await pageButton(page, 32).click();
    await expect(next(page)).toBeDisabled();
    await expect(previous(page)).toBeEnabled();
    // The slider's code loads when it is first picked.
    await expect.poll(() => shownCount(page, 'slider')).toBe(1);
    await expect(photoButton(page, 32)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('at most 5 page buttons, with an ellipsis before the last page only when pages are skipped', async ({ page }) => {
    await visit(page, GALLERY);
    const ellipsis = pager(page).getByText('…');
    const numbers = async () =>
      (
        await pager(page)
          .getByRole('button', { name: /^Page \d+$/ })
          .allTextContents()
      ).map(Number);

    // Grid: 3 pages, all shown, no ellipsis. (Polled: until the gallery hydrates its pages are links, not buttons.)
    await expect.poll(numbers).toEqual([1, 2, 3]);
    await expect(ellipsis).toHaveCount(0);

    // Slider: 32 pages.
    await viewButton(page, 'Slider').click();
    await expect.poll(numbers).toEqual([1, 2, 3, 4, 32]);
    await expect(ellipsis).toBeVisible();
    await pageButton(page, 4).click();
    await expect.poll(numbers).toEqual([3, 4, 5, 6, 32]);
    await expect(pageButton(page, 4)).toHaveAttribute('aria-current', 'page');
    await expect(ellipsis).toBeVisible();
    await pageButton(page, 32).click();
    await expect.poll(numbers).toEqual([28, 29, 30, 31, 32]);
    await expect(ellipsis).toHaveCount(0);
    await previous(page).click();
    await previous(page).click();
    await previous(page).click();
    await expect(pageButton(page, 29)).toHaveAttribute('aria-current', 'page');
    await expect.poll(numbers).toEqual([28, 29, 30, 31, 32]);
    await previous(page).click();
    await expect.poll(numbers).toEqual([27, 28, 29, 30, 32]);
    await expect(ellipsis).toBeVisible();
  });

  test('changing the view goes back to page 1', async ({ page }) => {
    await visit(page, GALLERY);
    await pageButton(page, 3).click();
    await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page');
    await viewButton(page, 'Masonry').click();
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(photoButton(page, 1)).toBeVisible();
    await expect(page).toHaveURL(/\?view=masonry$/);

    await viewButton(page, 'Slider').click();
    await pageButton(page, 3).click();
    await expect(sliderCounter(page, 3)).toBeVisible();
    await viewButton(page, 'Tiles').click();
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(photoButton(page, 1)).toBeVisible();
  });

  test('paging scrolls smoothly to the top of the gallery and moves focus there', async ({ page }) => {
    const scrolls = await recordScrollRequests(page);
    await visit(page, GALLERY);
    const gallery = page.getByRole('group', { name: /^Photos 1 to 12 of 32$/ });
    await next(page).scrollIntoViewIfNeeded();
    await next(page).click();
    const content = page.getByRole('group', { name: 'Photos 13 to 24 of 32' });
    await expect(content).toBeFocused();
    await expect(gallery).toHaveCount(0);
    // What the code asks for: a smooth scroll to the top of the gallery...
    await expect.poll(() => scrolls()).toContainEqual({ behavior: 'smooth', block: 'start' });
    // ...and where it ends, however many frames a busy machine paints on the way.
    await expect.poll(async () => (await viewButton(page, 'Grid').boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await viewButton(page, 'Grid').boundingBox())?.y).toBeLessThan(200);
  });

  test('with reduced motion the scroll to the top is instant', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const scrolls = await recordScrollRequests(page);
    await visit(page, GALLERY);
    await next(page).scrollIntoViewIfNeeded();
    await next(page).click();
    await expect(page.getByRole('group', { name: 'Photos 13 to 24 of 32' })).toBeFocused();
    await expect.poll(() => scrolls()).toContainEqual({ behavior: 'instant', block: 'start' });
    expect((await scrolls()).filter((s) => s.behavior === 'smooth')).toEqual([]);
    const top = await viewButton(page, 'Grid').boundingBox();
    expect(top!.y).toBeLessThan(200);
    await context.close();
  });
});

/** Records the options of every scrollIntoView call the page makes (what the code asks the browser for). */
async function recordScrollRequests(page: Page): Promise<() => Promise<{ behavior?: string; block?: string }[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __scrollRequests: unknown[] };
    w.__scrollRequests = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === 'object') w.__scrollRequests.push({ behavior: options.behavior, block: options.block });
      return original.call(this, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __scrollRequests: { behavior?: string; block?: string }[] }).__scrollRequests);
}

test.describe('view and page in the URL', () => {
  test('a shared link restores view and page, hydrates without warnings, and back, forward and reload follow', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, `${GALLERY}?view=masonry&page=2`);
    await expect(viewButton(page, 'Masonry')).toHaveAttribute('aria-pressed', 'true');
    await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
    await expect(photoList(page).getByRole('listitem').first().getByRole('button')).toHaveAccessibleName(photos[12].alt);

    await next(page).click();
    await expect(page).toHaveURL(/\?view=masonry&page=3$/);
    await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page');
    await viewButton(page, 'Tiles').click();
    await expect(page).toHaveURL(/\?view=tiles$/);

    await page.goBack();
    await expect(page).toHaveURL(/\?view=masonry&page=3$/);
    await expect(viewButton(page, 'Masonry')).toHaveAttribute('aria-pressed', 'true');
    await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(page.locator('html[data-booted="true"]')).toBeAttached();
    await expect(viewButton(page, 'Masonry')).toHaveAttribute('aria-pressed', 'true');
    await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page');

    for (const view of ['tiles', 'carousel', 'slider']) {
      await visit(page, `${GALLERY}?view=${view}&page=2`);
      await expect(page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { pressed: true })).toHaveText(
        view[0].toUpperCase() + view.slice(1),
      );
      await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
    }
    await expect(sliderCounter(page, 2)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('invalid values fall back to Grid and page 1', async ({ page }) => {
    const errors = watchErrors(page);
    for (const query of ['?view=list&page=2x', '?view=grid&page=9', '?page=0', '?view=Masonry&page=-1', '?view=slider&page=33']) {
      await visit(page, `${GALLERY}${query}`);
      await expect(viewButton(page, query.includes('slider') ? 'Slider' : 'Grid')).toHaveAttribute('aria-pressed', 'true');
      await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
      await expect(photoButton(page, 1)).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('lightbox', () => {
  test('opens on the clicked photo; counter, Previous and Next wrap both ways, arrow keys, Escape, focus return', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, GALLERY);
    const opener = photoButton(page, 5);
    await opener.click();
    const box = lightbox(page);
    await expect(box).toBeVisible();
    await expect(box.getByText('5 / 32', { exact: true })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Close' })).toBeVisible();
    // Focus is inside the lightbox.
    await expect.poll(() => box.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await box.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(box.getByText('6 / 32', { exact: true })).toBeVisible();
    await box.getByRole('button', { name: 'Previous', exact: true }).click();
    await box.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(box.getByText('4 / 32', { exact: true })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(box.getByText('5 / 32', { exact: true })).toBeVisible();
    for (const n of [4, 3, 2, 1, 32]) {
      await page.keyboard.press('ArrowLeft');
      await expect(box.getByText(`${n} / 32`, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('ArrowRight');
    await expect(box.getByText('1 / 32', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(box.getByText('32 / 32', { exact: true })).toBeVisible();
    await expect(box.getByRole('img', { name: photos[31].alt })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Opened from the last photo (page 3), Next wraps to the first.
    await pageButton(page, 3).click();
    const last = photoButton(page, 32);
    await last.click();
    await expect(box.getByText('32 / 32', { exact: true })).toBeVisible();
    await box.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(box.getByText('1 / 32', { exact: true })).toBeVisible();
    await box.getByRole('button', { name: 'Close' }).click();
    await expect(box).toHaveCount(0);
    await expect(last).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('page scroll is locked while it is open', async ({ page }) => {
    await visit(page, GALLERY);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await photoButton(page, 7).click();
    await expect(lightbox(page)).toBeVisible();
    // The lock is set by the lightbox's effect, which may come a frame after it shows: wait for that
    // state before scrolling (a wheel sent in between scrolled the page: a failure seen under load).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(683, 450);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    // The wheel and key events were dispatched and handled; a page that scrolls would have started by now.
    await afterEventsHandled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('opens from every view', async ({ page }) => {
    await visit(page, GALLERY);
    for (const [name, id] of [
      ['Masonry', 2],
      ['Tiles', 3],
      ['Carousel', 1],
      ['Slider', 1],
    ] as const) {
      await viewButton(page, name).click();
      const opener = photoButton(page, id);
      await opener.click();
      await expect(lightbox(page).getByText(`${id} / 32`, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(lightbox(page)).toHaveCount(0);
      await expect(opener).toBeFocused();
    }
  });

  test('its code and styles load only when a photo is first opened, and never on other pages', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const lightboxAsset = (url: string) => /GalleryLightbox|yet-another|yarl/i.test(url);

    await visit(page, '/facilities/library');
    await page.waitForLoadState('networkidle');
    expect(requested.filter(lightboxAsset)).toEqual([]);
    expect(requested.filter((url) => /Gallery/.test(url))).toEqual([]);

    await visit(page, GALLERY);
    await page.waitForLoadState('networkidle');
    expect(requested.filter(lightboxAsset)).toEqual([]);
    expect(requested.filter((url) => /GalleryCarousel/.test(url))).toEqual([]);
    // Thumbnails only: no large files before a photo is opened.
    expect(requested.filter((url) => /\/img\/gallery\/.*-(1200|1600)\./.test(url))).toEqual([]);
    expect(await page.locator('head style[data-href="gallery-lightbox"]').count()).toBe(0);

    await photoButton(page, 1).click();
    await expect(lightbox(page)).toBeVisible();
    const loaded = requested.filter(lightboxAsset);
    expect(loaded.some((url) => url.endsWith('.js'))).toBe(true);
    // Its styles come inside its code (not in the site stylesheet every page loads).
    expect(await page.locator('head style[data-href="gallery-lightbox"]').count()).toBe(1);
    // The lightbox loads a large image.
    await expect.poll(() => requested.some((url) => /\/img\/gallery\/01-(800|1200|1600)\.webp$/.test(url))).toBe(true);
  });
});

test.describe('slider', () => {
  test('arrows disabled at the ends, counter, thumbnail strip jumps and marks the current photo', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, GALLERY);
    await viewButton(page, 'Slider').click();
    const prevPhoto = page.getByRole('button', { name: 'Previous photo' });
    const nextPhoto = page.getByRole('button', { name: 'Next photo' });
    const strip = page.getByRole('list', { name: 'Choose a photo' });
    await expect(prevPhoto).toBeDisabled();
    await expect(nextPhoto).toBeEnabled();
    await expect(sliderCounter(page, 1)).toBeVisible();
    await expect(strip.getByRole('button')).toHaveCount(32);
    await expect(strip.getByRole('button', { name: `Photo 1: ${photos[0].caption}` })).toHaveAttribute('aria-current', 'true');

    await nextPhoto.click();
    await expect(sliderCounter(page, 2)).toBeVisible();
    await expect(photoButton(page, 2)).toBeVisible();
    await expect(prevPhoto).toBeEnabled();
    await expect(page).toHaveURL(/\?view=slider&page=2$/);

    const thumb = strip.getByRole('button', { name: `Photo 20: ${photos[19].caption}` });
    await thumb.click();
    await expect(sliderCounter(page, 20)).toBeVisible();
    await expect(photoButton(page, 20)).toBeVisible();
    await expect(thumb).toHaveAttribute('aria-current', 'true');
    await expect(strip.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(pageButton(page, 20)).toHaveAttribute('aria-current', 'page');

    await strip.getByRole('button', { name: `Photo 32: ${photos[31].caption}` }).click();
    await expect(sliderCounter(page, 32)).toBeVisible();
    await expect(nextPhoto).toBeDisabled();
    await prevPhoto.click();
    await expect(sliderCounter(page, 31)).toBeVisible();
    // The arrow that reaches an end hands focus to the other arrow instead of losing it.
    await nextPhoto.click();
    await expect(nextPhoto).toBeDisabled();
    await expect(prevPhoto).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('loads the large image only for the photo shown', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, `${GALLERY}?view=slider&page=3`);
    await expect(photoButton(page, 3)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const large = requested.filter((url) => /\/img\/gallery\/\d+-(1200|1600)\./.test(url));
    expect(large.length).toBeGreaterThan(0);
    expect(large.every((url) => url.includes('/gallery/03-'))).toBe(true);
  });
});

test.describe('carousel', () => {
  test('is labelled as a carousel, works with buttons and arrow keys, and does not move by itself', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.clock.install();
    await visit(page, `${GALLERY}`);
    await viewButton(page, 'Carousel').click();
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region.getByRole('group');
    await expect(slides).toHaveCount(12);
    await expect(slides.first()).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides.first()).toHaveAccessibleName('1 of 12');
    await expect(slides.nth(11)).toHaveAccessibleName('12 of 12');

    const status = region.getByText(/^Slides? \d+/);
    await expect(status).toHaveText('Slides 1 to 3 of 12');
    const prev = region.getByRole('button', { name: 'Previous slide' });
    const nextSlide = region.getByRole('button', { name: 'Next slide' });
    await expect(prev).toBeDisabled();
    await nextSlide.click();
    await expect(status).toHaveText('Slides 2 to 4 of 12');

    await nextSlide.focus();
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText('Slides 3 to 5 of 12');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText('Slides 1 to 3 of 12');
    await page.keyboard.press('Enter'); // on Next slide
    await expect(status).toHaveText('Slides 2 to 4 of 12');

    // Nothing moves by itself: a minute passes on the page's clock.
    await page.clock.runFor(60_000);
    await expect(status).toHaveText('Slides 2 to 4 of 12');

    // Tabbing to a photo that is out of view brings it into view.
    await photoButton(page, 10).focus();
    await expect(photoButton(page, 10)).toBeInViewport();
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('keyboard', () => {
  test('view buttons, pages and photos work with the keyboard alone', async ({ page }) => {
    await visit(page, GALLERY);
    await viewButton(page, 'Grid').focus();
    await page.keyboard.press('Tab');
    await expect(viewButton(page, 'Masonry')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(viewButton(page, 'Masonry')).toHaveAttribute('aria-pressed', 'true');
    await expect(viewButton(page, 'Masonry')).toBeFocused();

    // Tab on to the first photo, open it with Enter, close it with Escape.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(photoButton(page, 1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(lightbox(page).getByText('1 / 32', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox(page).getByText('2 / 32', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(photoButton(page, 1)).toBeFocused();
    // Wait for the viewer to have closed (its fade-out ends), not for a time: a key pressed while it closes opens nothing.
    await expect(lightbox(page)).toHaveCount(0);
    await expect(photoButton(page, 1)).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(photoButton(page, 2)).toBeFocused();
    await page.keyboard.press(' ');
    await expect(lightbox(page).getByText('2 / 32', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);

    await pageButton(page, 2).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Photos 13 to 24 of 32' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(photoButton(page, 13)).toBeFocused();
  });
});

test.describe('images', () => {
  test('a failed photo shows "Image not available", stays clickable, and the lightbox shows the placeholder too', async ({ page }) => {
    await page.route(/\/img\/gallery\/02-\d+\.(avif|webp)$/, (route) => route.abort());
    await visit(page, GALLERY);
    const item = photoList(page).getByRole('listitem').nth(1);
    await expect(item.getByRole('img', { name: 'Image not available' })).toBeVisible();
    await expect(item.getByRole('figure')).toContainText(photos[1].caption);
    // Neighbours are fine.
    await expect(photoButton(page, 1)).toBeVisible();
    await item.getByRole('button').click();
    const box = lightbox(page);
    await expect(box.getByText('2 / 32', { exact: true })).toBeVisible();
    await expect(box.getByText('Image not available')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(box.getByText('3 / 32', { exact: true })).toBeVisible();
    await expect(box.getByRole('img', { name: photos[2].alt })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(item.getByRole('button')).toBeFocused();

    // The same in the slider.
    await viewButton(page, 'Slider').click();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(sliderCounter(page, 2)).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Photo 2 of 32' }).getByRole('figure').getByRole('img', { name: 'Image not available' }),
    ).toBeVisible();
  });

  test('thumbnails have width and height, lazy below the fold, and nothing shifts in any view', async ({ page }) => {
    await visit(page, GALLERY);
    const imgs = photoList(page).locator('img');
    await expect(imgs).toHaveCount(12);
    for (const img of await imgs.all()) {
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
    }
    await expect(imgs.nth(11)).toHaveAttribute('loading', 'lazy');

    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const name of ['Grid', 'Masonry', 'Tiles', 'Carousel', 'Slider']) {
      await viewButton(page, name).click();
      await expect(viewButton(page, name)).toHaveAttribute('aria-pressed', 'true');
      await imagesInViewLoaded(page);
      // Scroll through the page so lazy images load, waiting for each screenful's images.
      for (let y = 0; y < 3000; y += 300) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await imagesInViewLoaded(page);
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await imagesInViewLoaded(page);
    }
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
  });
  test('Carousel and Slider keep their place while their code loads: the page below does not move when it arrives', async ({ page }) => {
    const footerTop = () => page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY);
    await visit(page, GALLERY);
    for (const [name, arrived] of [
      ['Carousel', page.getByRole('button', { name: 'Next slide' })],
      ['Slider', page.getByRole('button', { name: 'Next photo' })],
    ] as const) {
      // The view's code is held back until its placeholder has been measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const chunk = new RegExp(`/assets/Gallery${name}-[^/]+\\.js$`);
      let asked = false;
      await page.route(chunk, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      await viewButton(page, name).click();
      await expect(viewButton(page, name)).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => asked).toBe(true);
      await expect(arrived).toHaveCount(0);
      const before = await footerTop();
      release();
      await expect(arrived).toBeVisible();
      await imagesInViewLoaded(page);
      expect(Math.abs((await footerTop()) - before)).toBeLessThan(1);
      await page.unroute(chunk);
    }
  });
});

test.describe('small screens (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pagination shows "page / total" instead of numbers', async ({ page }) => {
    await visit(page, GALLERY);
    await expect(pager(page).getByText('1 / 3')).toBeVisible();
    await expect(pageButton(page, 2)).toBeHidden();
    await next(page).click();
    await expect(pager(page).getByText('2 / 3')).toBeVisible();
  });

  test('slider: arrows, one "n / 32" and the thumbnails, no second pager (issue 19)', async ({ page }) => {
    await visit(page, `${GALLERY}?view=slider`);
    const gallery = page.locator('main');
    await expect(page.getByRole('button', { name: 'Next photo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous photo' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Choose a photo' })).toBeVisible();
    await expect(sliderCounter(page, 1)).toBeVisible();
    // Said once: no other visible "1 / 32", no visible "photo 1 of 32" status, no Previous/Next pager.
    await expect.poll(() => seenTexts(gallery.getByText(/\b1 \/ 32\b/))).toBe(1);
    expect(await seenTexts(gallery.getByText(/photo 1 of 32/i))).toBe(0);
    await expect(pager(page)).toBeHidden();
    // The status is still announced to screen readers.
    await expect(page.getByText('Slider view, photo 1 of 32')).toHaveAttribute('aria-live', 'polite');
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(sliderCounter(page, 2)).toBeVisible();
    await expect.poll(() => seenTexts(gallery.getByText(/\b2 \/ 32\b/))).toBe(1);
  });

  test('carousel: arrows over the photos, one page bar, the slide count for screen readers only (issue 19)', async ({ page }) => {
    await visit(page, `${GALLERY}?view=carousel`);
    const region = carousel(page);
    const nextSlide = region.getByRole('button', { name: 'Next slide' });
    await expect(nextSlide).toBeVisible();
    // The arrows sit over the carousel, not in a bar of their own.
    const arrow = (await nextSlide.boundingBox())!;
    const photo = (await photoButton(page, 1).boundingBox())!;
    expect(arrow.y).toBeGreaterThan(photo.y);
    expect(arrow.y + arrow.height).toBeLessThan(photo.y + photo.height);
    const status = region.getByText(/^Slides? \d+/);
    await expect(status).toHaveText(/^Slides? 1( to \d+)? of 12$/);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    expect(await status.evaluate((el) => el.getBoundingClientRect().width <= 1)).toBe(true);
    // The one visible count is the page bar's.
    await expect(pager(page)).toBeVisible();
    await expect(pager(page).getByText('1 / 3')).toBeVisible();
    expect(await seenTexts(page.locator('main').getByText(/\bof 12\b/))).toBe(0);
  });

  test('lightbox: arrows, close and counter stand on a dark backing, 3:1 or more even on a white photo (issue 19)', async ({ page }) => {
    // A photo as light as can be: the worst case for white controls.
    await page.route('**/img/gallery/01-*.webp', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%" fill="#fff"/></svg>',
      }),
    );
    await visit(page, GALLERY);
    await photoButton(page, 1).click();
    const box = lightbox(page);
    await expect(box.getByText('1 / 32', { exact: true })).toBeVisible();
    await animationsFinished(page);
    const controls = [
      box.getByRole('button', { name: 'Previous', exact: true }),
      box.getByRole('button', { name: 'Next', exact: true }),
      box.getByRole('button', { name: 'Close' }),
      box.getByText('1 / 32', { exact: true }),
    ];
    for (const control of controls) {
      await expect(control).toBeVisible();
      expect(await control.evaluate(contrastOnWhite), await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(3);
    }
  });
});

test.describe('accessibility of every view', () => {
  for (const view of ['grid', 'masonry', 'tiles', 'carousel', 'slider']) {
    test(`axe: ${view}`, async ({ page }) => {
      await visit(page, `${GALLERY}?view=${view}`);
      await expect(page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { pressed: true })).toHaveText(
        new RegExp(view, 'i'),
      );
      await animationsFinished(page);
      const axe = await new AxeBuilder({ page }).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('axe: lightbox open', async ({ page }) => {
    await visit(page, GALLERY);
    await photoButton(page, 1).click();
    await expect(lightbox(page)).toBeVisible();
    await animationsFinished(page);
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('bytes of images on first view (report)', () => {
  for (const width of [390, 1366]) {
    test(`at ${width}px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const page = await context.newPage();
      const sizes: Promise<{ url: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'image')
          sizes.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
      });
      await visit(page, GALLERY);
      await page.waitForLoadState('networkidle');
      await imagesInViewLoaded(page);
      const all = await Promise.all(sizes);
      const bytes = all.reduce((sum, r) => sum + r.bytes, 0);
      const photos = all.filter((r) => r.url.includes('/img/gallery/'));
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `[gallery first view] ${width}px: ${all.length} images, ${kb(bytes)}; gallery photos ${photos.length}, ${kb(photos.reduce((sum, r) => sum + r.bytes, 0))} (${[...new Set(photos.map((r) => r.url.replace(/^.*\/\d+-/, '')))].join(', ')})`,
      );
      expect(bytes).toBeLessThan(400 * 1024);
      await context.close();
    });
  }
});

/** Waits until the browser has rendered two frames after the events sent so far: they have been handled. */
async function afterEventsHandled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Waits until every image that is in view has finished loading (or failed). */
async function imagesInViewLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return !inView || img.complete;
    }),
  );
}

/** Waits until no finite CSS or Web animation is running (transitions of a view or dialog opening). */
async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** How many of these texts a sighted visitor sees (visually hidden ones, 1 px boxes, do not count). */
async function seenTexts(texts: Locator): Promise<number> {
  const sizes = await texts.evaluateAll((elements) =>
    elements.map((el) => el.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)),
  );
  return sizes.filter((size) => size > 1).length;
}

/**
 * Contrast between a control's foreground and its own backing laid over pure white (the lightest
 * photo possible). Runs in the page: a control without a backing of its own scores about 1.
 */
function contrastOnWhite(element: Element): number {
  const rgba = (value: string) => {
    const [r, g, b, a = 1] = value.match(/[\d.]+/g)!.map(Number);
    return { r, g, b, a };
  };
  const style = getComputedStyle(element);
  const bg = rgba(style.backgroundColor);
  const fg = rgba(style.color);
  const over = (c: { r: number; g: number; b: number; a: number }, base: { r: number; g: number; b: number }) => ({
    r: c.r * c.a + base.r * (1 - c.a),
    g: c.g * c.a + base.g * (1 - c.a),
    b: c.b * c.a + base.b * (1 - c.a),
  });
  const backing = over(bg, { r: 255, g: 255, b: 255 });
  const text = over(fg, backing);
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [hi, lo] = [luminance(backing), luminance(text)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}

import { test, expect, type Page } from '@playwright/test';
import { visit, watchErrors } from './helpers';

const main = (page: Page) => page.getByRole('main');

test.describe('curriculum', () => {
  test('integrated curriculum, exams per school level, subject groups, continuous assessment', async ({ page }) => {
    await visit(page, '/academics/curriculum');
    const m = main(page);
    await expect(m).toContainText('integrated Nigerian and British curriculum');

    const table = m.getByRole('table');
    await expect(table.getByRole('row', { name: /Junior school/ }).getByRole('cell')).toHaveText([
      'Junior school',
      'Years 7 to 9',
      'BECE, NECO and Cambridge Checkpoint',
    ]);
    await expect(table.getByRole('row', { name: /Senior school/ }).getByRole('cell')).toHaveText([
      'Senior school',
      'Years 10 to 12',
      'IGCSE, WAEC, NECO/SSCE, SAT, IELTS, TOEFL and JAMB/UTME',
    ]);

    await expect(m.getByRole('heading', { name: 'Senior subject groups' })).toBeVisible();
    for (const group of ['Science', 'Humanities (Arts)', 'Commercial'])
      await expect(m.getByRole('heading', { name: group, exact: true })).toBeVisible();

    const assessment = m
      .getByRole('heading', { name: 'Continuous assessment' })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('listitem');
    await expect(assessment).toHaveText([/^Homework/, /^Classwork/, /^Weekly test/, /^Monthly test/, /^End-of-term exams/]);
  });
});

/** Pages that show a five-photo strip. */
const stripPages = [
  ['/academics/learning-resources-centre', 'Learning Resources Centre photos'],
  ['/facilities/accommodation', 'Boarding house photos'],
  ['/facilities/library', 'Library photos'],
  ['/facilities/sporting', 'Sporting facilities photos'],
  ['/facilities/laboratories', 'Laboratory photos'],
  ['/facilities/e-learning', 'E-learning centre photos'],
] as const;

for (const [path, label] of stripPages) {
  test(`${path} shows five photos with alt text`, async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, path);
    const photos = main(page).getByRole('list', { name: label }).getByRole('img');
    await expect(photos).toHaveCount(5);
    for (const img of await photos.all()) {
      await img.scrollIntoViewIfNeeded();
      expect((await img.getAttribute('alt'))?.length).toBeGreaterThan(5);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    expect(errors).toEqual([]);
  });
}

test('on a phone, the photos come after the text and are fetched only as a reader nears them', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const photoRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/img/')) photoRequests.push(request.url());
  });
  await visit(page, '/facilities/accommodation');
  await page.waitForLoadState('networkidle');
  // A parent who reads the boarding figures and leaves pays for no photo.
  expect(photoRequests).toEqual([]);
  const heading = main(page).getByRole('heading', { name: 'Photos' });
  await heading.scrollIntoViewIfNeeded();
  const photos = main(page).getByRole('list', { name: 'Boarding house photos' }).getByRole('img');
  await expect(photos).toHaveCount(5);
  for (const img of await photos.all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  expect(photoRequests).toHaveLength(5);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

  test('the photos after the text show when the reader scrolls to them', async ({ page }) => {
    await page.goto('/facilities/accommodation');
    await main(page).getByRole('heading', { name: 'Photos' }).scrollIntoViewIfNeeded();
    const photos = main(page).getByRole('list', { name: 'Boarding house photos' }).getByRole('img');
    await expect(photos).toHaveCount(5);
    for (const img of await photos.all()) {
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await expect(page.getByRole('contentinfo').getByRole('img', { name: /logo$/ })).toBeAttached();
  });
});

test('a photo that fails to load shows "Image not available"', async ({ page }) => {
  await page.route('**/img/facilities/library-*', (route) => route.abort());
  await visit(page, '/facilities/library');
  const strip = main(page).getByRole('list', { name: 'Library photos' });
  await expect(strip.getByRole('img', { name: 'Image not available' })).toHaveCount(1);
  await expect(strip.getByText('Image not available')).toBeVisible();
  // The other four photos still show.
  await expect(strip.getByRole('img', { name: /shelves|reading|study|library/i })).toHaveCount(4);
});

test('accommodation: boarding figures, medical team and phone days', async ({ page }) => {
  await visit(page, '/facilities/accommodation');
  const m = main(page);
  await expect(m.getByRole('heading', { name: 'Boarding capacity' })).toBeVisible();
  await expect(m).toContainText('Room for over 600 students, in separate boarding houses for boys and girls');
  await expect(m.getByRole('heading', { name: 'Rooms and room-mates' })).toBeVisible();
  await expect(m).toContainText('Each boarding house has 24 rooms, and 4 students share a room');
  await expect(m.getByRole('heading', { name: 'House parents on every floor' })).toBeVisible();
  await expect(m).toContainText('On every floor, two house parents live beside the students');
  await expect(m.getByRole('heading', { name: 'Medical team' })).toBeVisible();
  await expect(m).toContainText("The school clinic's medical team is available 24/7.");
  await expect(m).toContainText('Parents may phone their children on Friday, Saturday and Sunday');
});

test('e-learning: 3 multi-server stations, room open 24 hours', async ({ page }) => {
  await visit(page, '/facilities/e-learning');
  const m = main(page);
  await expect(m.getByRole('heading', { name: '3 multi-server stations' })).toBeVisible();
  await expect(m.getByRole('heading', { name: 'Open around the clock' })).toBeVisible();
  await expect(m).toContainText('The e-learning room is open 24 hours');
  await expect(m).toContainText('The e-learning room is open 24 hours');
});

test('library, sporting and laboratories describe their facilities', async ({ page }) => {
  await visit(page, '/facilities/library');
  await expect(main(page)).toContainText('Students may borrow up to three books');
  await visit(page, '/facilities/sporting');
  await expect(main(page).getByRole('heading', { name: 'Football pitch and athletics track' })).toBeVisible();
  await visit(page, '/facilities/laboratories');
  for (const lab of ['Physics', 'Chemistry', 'Biology'])
    await expect(main(page).getByRole('heading', { name: lab, exact: true })).toBeVisible();
});

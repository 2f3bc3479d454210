import fs from 'node:fs';
import { expect, test, type Page } from './test';
import { parse } from 'yaml';
import { editingFile, pagesChanging } from './files';
import { backendReady, openEditor, openGroup, publishSaved as publish } from './editor';

// The web editor (/admin) against `npm start`: forms generated from the schemas save the files
// on disk through the local backend, and the dev server shows the new values.

test.beforeAll(async ({ request }) => backendReady(request));

test('a staff member renamed in the web editor is saved to the file and shown on the staff page', async ({ page }) => {
  const file = 'pages/staff-profile/_academic.staff.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'data/entries/pages-staff-profile-academic-staff-yml');
    const names = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(names.first()).toBeVisible();
    const index = await names.evaluateAll((inputs) =>
      inputs.findIndex((input) => (input as HTMLInputElement).value === 'Mr. Chukwuemeka Nwosu'),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    await names.nth(index).fill('Mr. Chukwuemeka Nwosu-Okafor');
    await publish(page);

    // Only that value changed: the comments for editors, block texts and order are as they were.
    expect(fs.readFileSync(file, 'utf8')).toBe(before.replace('- name: Mr. Chukwuemeka Nwosu\n', '- name: Mr. Chukwuemeka Nwosu-Okafor\n'));

    await page.goto('/staff-profile/academic');
    await expect(page.getByText('Mr. Chukwuemeka Nwosu-Okafor').first()).toBeVisible();
  });
});

test('a fee changed in the web editor is saved to the facts file and shown on the pages', async ({ page }) => {
  const file = 'pages/_school.facts.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'data/entries/pages-school-facts-yml');
    await page.getByRole('textbox', { name: 'Form fee', exact: true }).fill('₦12,500');
    await publish(page);

    expect(fs.readFileSync(file, 'utf8')).toBe(before.replace('formFee: ₦10,000\n', 'formFee: ₦12,500\n'));
    // "View this page" opens a page that shows the facts, not the home page.
    await expect(page.getByRole('link', { name: 'View this page' })).toHaveAttribute('href', /\/admission\/fees-and-payments$/);

    await page.goto('/admission/fees-and-payments');
    await expect(page.getByRole('main').getByText('₦12,500').first()).toBeVisible();
  });
});

test('a file that is a bare list (the home page hero) is edited as a list and keeps its comments', async ({ page }) => {
  const file = 'pages/_home.hero.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'lists/entries/pages-home-hero-yml');
    const alts = page.getByRole('textbox', { name: 'What the photo shows', exact: true });
    await expect(alts.first()).toHaveValue('The college campus with its classroom blocks and green lawns');
    await alts.first().fill('The college campus seen from the main gate');
    await publish(page);
    expect(fs.readFileSync(file, 'utf8')).toBe(
      before.replace(
        'alt: The college campus with its classroom blocks and green lawns',
        'alt: The college campus seen from the main gate',
      ),
    );
  });
});

test('a page is edited as plain text: its widgets are saved exactly as written', async ({ page }) => {
  const file = 'pages/admission/scholarship.mdx';
  await editingFile(file, async (before) => {
    await openEditor(page, 'pages-admission/entries/scholarship');
    const body = page.getByRole('textbox', { name: 'Page text' });
    await expect(body).toHaveValue(/\S/);
    await body.press('ControlOrMeta+End');
    await body.pressSequentially('\n\nAsk the office about the scholarship.\n');
    await publish(page);

    const after = fs.readFileSync(file, 'utf8');
    expect(after).toContain('Ask the office about the scholarship.');
    // Every widget tag of the page is still there, character for character.
    for (const tag of before.match(/<[A-Z][^>]*>/g) ?? []) expect(after).toContain(tag);
  });
  // The dev server has taken the restored file in: its update cannot reach the next test's tab.
  await expect
    .poll(async () => (await page.request.get('/admission/scholarship')).text())
    .not.toContain('Ask the office about the scholarship.');
});

test("a one-letter fix in a page's text changes that one line of the file: its settings stay as written", async ({ page }) => {
  const file = 'pages/admission/scholarship.mdx';
  await editingFile(file, async (before) => {
    await openEditor(page, 'pages-admission/entries/scholarship');
    // The text comes first; the settings are folded below it.
    const body = page.getByRole('textbox', { name: 'Page text' });
    await expect(body).toHaveValue(/able and hard-working students/);
    await expect(page.getByRole('textbox', { name: 'Search words' })).toBeHidden();
    const text = await body.inputValue();
    await body.fill(text.replace('able and hard-working', 'able and hard-workng'));
    await publish(page);
    // After publishing: a link to the page on the site.
    await expect(page.getByRole('link', { name: 'View this page' })).toHaveAttribute(
      'href',
      /^http:\/\/127\.0\.0\.1:\d+\/admission\/scholarship$/,
    );

    const after = fs.readFileSync(file, 'utf8').split('\n');
    const was = before.split('\n');
    expect(after).toHaveLength(was.length);
    const changed = after.map((line, i) => (line === was[i] ? null : i)).filter((i) => i !== null);
    expect(changed.map((i) => after[i!])).toHaveLength(1);
    expect(after[changed[0]!]).toContain('able and hard-workng');
  });
  await expect
    .poll(async () => (await page.request.get('/admission/scholarship')).text(), { timeout: 30_000 })
    .toContain('able and hard-working');
});

test('"View this page" after publishing a folder\'s own page (pages/index.mdx) leads to its address, not /index', async ({ page }) => {
  const file = 'pages/index.mdx';
  await editingFile(file, async (before) => {
    await openEditor(page, 'pages-top/entries/index');
    const body = page.getByRole('textbox', { name: 'Page text' });
    await expect(body).toHaveValue(/Inspiring Excellence/);
    await body.fill((await body.inputValue()).replace('Inspiring Excellence', 'Inspiring excellence'));
    await publish(page);
    await expect.poll(() => fs.readFileSync(file, 'utf8')).toContain('Inspiring excellence');
    const link = page.getByRole('link', { name: 'View this page' });
    await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before.replace('Inspiring Excellence', 'Inspiring excellence'));
  });
  await expect.poll(async () => (await page.request.get('/')).text(), { timeout: 30_000 }).toContain('Inspiring Excellence');
});

test('a page that shows school facts says which, and where to change them; its preview shows the figures', async ({ page }) => {
  await openEditor(page, 'pages-admission/entries/fees-and-payments');
  await expect(page.getByRole('textbox', { name: 'Page text' })).toHaveValue(/<Fact name="formFee" \/>/);
  const preview = page.frameLocator('iframe').first();
  const facts = preview.getByRole('complementary', { name: 'This page shows these school facts:' });
  await expect(facts).toContainText('Form fee: ₦10,000');
  await expect(facts).toContainText('open People, figures and lists, then School facts');
  // The text with the figure in place of its name.
  await expect(preview.getByText(/₦10,000/).last()).toBeVisible();
  await expect(preview.getByText(/<Fact name=/)).toHaveCount(0);
});

test("a news post added in the web editor is a new file in pages/news/ named by the post's own date, its photo in photos/campus/, and is listed on /news", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const dir = 'pages/news';
  const before = new Set(fs.readdirSync(dir));
  const photo = 'photos/campus/debate-final.jpg';
  try {
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.goto('/admin/#/collections/news/new');
    await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('Debate team reaches the state final');
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-11-24');
    await page
      .getByRole('textbox', { name: 'Summary', exact: true })
      .fill('Our senior debate team won its semi-final and goes on to the state final in December.');
    await page.getByRole('textbox', { name: 'Post text' }).fill('The team argued for the motion and won by two votes.\n');
    // A photo uploaded for the post shows at once, and goes where the posts' photos are.
    await openGroup(page, 'Photo, words and example');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Debate Final.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync('photos/campus/sports.jpg') });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    const preview = page.locator('img[src^="blob:"]').first();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('textbox', { name: 'What the photo shows' }).fill('The debate team holding their trophy');
    // The new page is routed without a restart of the dev server (the tab reloads).
    await pagesChanging(context, () => publish(page));

    const added = fs.readdirSync(dir).filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    // Its address is its own date and heading, whatever day it is written.
    expect(added).toEqual(['2026-11-24-debate-team-reaches-the-state-final.mdx']);
    const text = fs.readFileSync(`${dir}/${added[0]}`, 'utf8');
    expect(text).toMatch(/^date: ['"]?2026-11-24['"]?$/m);
    expect(text).toMatch(/^image: campus\/debate-final$/m);
    expect(fs.existsSync(photo)).toBe(true);

    // The server's first answers after the change compile the site: asked again until they come.
    const post = `/news/${added[0].replace(/\.mdx$/, '')}`;
    await expect.poll(() => pageText(page, post), { timeout: 60_000 }).toContain('The team argued for the motion');
    await expect.poll(() => pageText(page, '/news'), { timeout: 60_000 }).toContain('Debate team reaches the state final');
  } finally {
    // Removing the page: the next test starts with the routes read again.
    fs.rmSync(photo, { force: true });
    const added = fs.readdirSync(dir).filter((file) => !before.has(file));
    if (added.length) await pagesChanging(context, () => added.forEach((file) => fs.rmSync(`${dir}/${file}`)));
  }
});

/** The text of the page at `path` as the dev server answers it now; '' while it cannot answer. */
function pageText(page: Page, path: string): Promise<string> {
  return page.request.get(path, { timeout: 5_000 }).then(
    (response) => response.text(),
    () => '',
  );
}

test('choices are shown in words (PTA meeting, not pta-meeting), and the news list offers "New news post"', async ({ page }) => {
  await openEditor(page, 'data/entries/pages-school-calendar-yml');
  const kinds = page.getByRole('combobox', { name: 'Kind', exact: true }).first();
  await expect(kinds).toBeVisible();
  await kinds.click();
  await expect(page.getByRole('option', { name: 'PTA meeting', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'pta-meeting' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/#/collections/news');
  await expect(page.getByRole('link', { name: 'New news post' })).toBeVisible();
});

test('an event added to the term calendar in the web editor is saved to the file and shown on the calendar page', async ({ page }) => {
  const file = 'pages/_school.calendar.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'data/entries/pages-school-calendar-yml');
    await page.getByRole('button', { name: /^Add events?$/i }).click();
    // Decap's select is a searchable list box: type the kind, pick it.
    await page.getByRole('combobox', { name: 'Kind', exact: true }).last().click();
    await page.getByRole('option', { name: 'School event', exact: true }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).last().fill('Carol service');
    await page.getByRole('textbox', { name: 'Start', exact: true }).last().fill('2026-12-06');
    await publish(page);

    // The new event is added at the end; everything before it, comments included, is as it was.
    const after = fs.readFileSync(file, 'utf8');
    expect(after.startsWith(before.trimEnd())).toBe(true);
    expect((parse(after) as { events: unknown[] }).events.at(-1)).toEqual({
      kind: 'event',
      title: 'Carol service',
      start: '2026-12-06',
      example: false,
    });

    await page.goto('/about/calendar');
    await expect(page.getByRole('main').getByText('Carol service')).toBeVisible();
  });
});

import { test, expect, type Dialog, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { deletePhoto } from '../cms/editor';
import { withTestRepo } from '../host/test-repo.mjs';

// The built editor (dist/admin/) as the office meets it on the live site: every save a draft (the
// editorial workflow), its check in the browser. GitHub is Decap's in-memory repository (`test-repo`),
// filled with this site's files (tests/host/test-repo.mjs): nothing a test does reaches a real one.

interface Repo {
  repoFiles: Record<string, unknown>;
  repoFilesUnpublished: Record<string, { slug: string; collection: string; diffs: { path: string; content: string }[] }>;
}

async function openEditor(page: Page, entry?: string): Promise<void> {
  await withTestRepo(page, { checkConfig: (config) => expect(config.publish_mode).toBe('editorial_workflow') });
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'People, figures and lists' })).toBeVisible();
  if (entry) await page.goto(`/admin/#/collections/${entry}`);
}

/** The drafts in review: each one's file and text. */
const drafts = (page: Page) =>
  page.evaluate(() =>
    Object.values((window as unknown as Repo).repoFilesUnpublished).flatMap((entry) =>
      entry.diffs.map((diff) => ({ path: diff.path, content: diff.content })),
    ),
  );

/** A published file as the repository holds it. */
const published = (page: Page, path: string) =>
  page.evaluate((at) => {
    let node: unknown = (window as unknown as Repo).repoFiles;
    for (const part of at.split('/')) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { content?: string } | undefined)?.content;
  }, path);

/** axe's serious and critical findings on what this site adds to the form: the take-down button, its line, the box. */
async function axeOnAdded(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('#site-take-down')
    .include('#site-taken-down')
    .include('#site-editor-problems')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`);
}

/** The site's box at the foot of the screen, which every refusal is said in. */
const box = (page: Page) => page.locator('#site-editor-problems');

test('a published page has no one-press delete: taking it down is refused while other places link to it, named as the office knows them, the form left as it was', async ({
  page,
}) => {
  await openEditor(page, 'pages-admission/entries/scholarship');
  await expect(page.getByRole('textbox', { name: 'Page heading' })).toHaveValue('Scholarship');
  const takeDown = page.getByRole('button', { name: 'Take this page down' });
  await expect(takeDown).toBeVisible();
  // Decap's own ways to remove a published file at once are not offered.
  await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
  await page.getByRole('button', { name: 'Published', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: /Duplicate/i })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Unpublish/i })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const before = await published(page, 'pages/admission/scholarship.mdx');
  await takeDown.click();
  // Refused: four places still link to it, each by its name on the editor's screens, never a file path.
  await expect(box(page)).toContainText('Nothing was saved');
  for (const place of ['Fees and Payments', 'Admission Policy', 'Home', 'Search answers (above the results) › Scholarship'])
    await expect(box(page)).toContainText(place);
  await expect(box(page)).toContainText('cannot be taken down');
  await expect(box(page).getByText(/pages\/admission\/fees/)).toHaveCount(0);
  expect(await drafts(page)).toEqual([]);
  expect(await published(page, 'pages/admission/scholarship.mdx')).toBe(before);
  // The form is left as it was: nothing to undo.
  await expect(takeDown).toBeVisible();
  await expect(page.getByText(/This page is taken down/)).toHaveCount(0);
  await expect(page.getByText(/Unsaved changes/i)).toHaveCount(0);
  expect(await axeOnAdded(page)).toEqual([]);
});

test('a page nobody links to is taken down as a draft (a pull request), and comes back the same way', async ({ page }) => {
  await openEditor(page, 'pages-pastoral/entries/social-events');
  const before = await published(page, 'pages/pastoral/social-events.mdx');
  await page.getByRole('button', { name: 'Take this page down' }).click();
  // A draft in review, marked; the live file is untouched until the draft is published.
  await expect
    .poll(() => drafts(page))
    .toEqual([{ path: 'pages/pastoral/social-events.mdx', content: expect.stringMatching(/^takenDown: true$/m) }]);
  expect(await published(page, 'pages/pastoral/social-events.mdx')).toBe(before);
  await expect(box(page)).toHaveCount(0);
  // The form says so, and offers the way back.
  await expect(page.getByText(/This page is taken down/)).toBeVisible();
  const putBack = page.getByRole('button', { name: 'Put this page back' });
  await expect(putBack).toBeVisible();
  expect(await axeOnAdded(page)).toEqual([]);
  // A draft can still be thrown away as before (the published page stays as it is).
  await expect(page.getByRole('button', { name: /Delete unpublished changes/i })).toBeVisible();
  await putBack.click();
  await expect.poll(async () => (await drafts(page))[0]?.content).not.toMatch(/^takenDown: true$/m);
  await expect(page.getByRole('button', { name: 'Take this page down' })).toBeVisible();
});

test('a new post at an address another one has (a draft from another tab, or published) is refused, with a link to open it', async ({
  page,
}) => {
  await openEditor(page, 'news/new');
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await expect(page.getByText(/Changes saved/i)).toHaveCount(0);
  const write = async () => {
    await page.getByRole('textbox', { name: 'Heading' }).fill('Carol service');
    await page.getByRole('textbox', { name: 'Date' }).fill('2026-12-10');
    await page.getByRole('textbox', { name: 'Summary' }).fill('Students and parents sang carols in the school hall on Thursday evening.');
    await page.getByRole('textbox', { name: 'Post text' }).fill('The choir led the carols.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
  };
  await write();
  await expect.poll(async () => (await drafts(page)).map((d) => d.path)).toEqual(['pages/news/2026-12-10-carol-service.mdx']);

  // The same post again, as a second tab would write it: refused, nothing saved beside it.
  await page.goto('/admin/#/collections/news');
  await page.getByRole('link', { name: 'New news post' }).click();
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveValue('');
  await write();
  await expect(box(page)).toContainText('"Carol service" already has this web address (/news/2026-12-10-carol-service)');
  expect(await axeOnAdded(page)).toEqual([]);
  expect((await drafts(page)).map((d) => d.path)).toEqual(['pages/news/2026-12-10-carol-service.mdx']);
  // Leaving the refused copy: Decap asks whether to drop its unsaved changes; the office says yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await box(page).getByRole('link', { name: 'Open "Carol service"' }).click();
  await expect(page).toHaveURL(/#\/collections\/news\/entries\/2026-12-10-carol-service$/);
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveValue('Carol service');
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible();
  await expect(box(page)).toHaveCount(0);

  // A published post's address too.
  await page.goto('/admin/#/collections/news');
  await page.getByRole('link', { name: 'New news post' }).click();
  await page.getByRole('textbox', { name: 'Heading' }).fill('Science fair');
  await page.getByRole('textbox', { name: 'Date' }).fill('2026-10-10');
  await page.getByRole('textbox', { name: 'Summary' }).fill('Students showed their experiments to parents and judges in the hall.');
  await page.getByRole('textbox', { name: 'Post text' }).fill('Text.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(box(page).getByRole('link', { name: /^Open "/ })).toHaveAttribute(
    'href',
    '#/collections/news/entries/2026-10-10-science-fair',
  );
  expect(await drafts(page)).toHaveLength(1);
});

test('refusals are said in the one box, in the form’s words: a blank new post, a photo in use', async ({ page }) => {
  await openEditor(page, 'news/new');
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await page.getByRole('textbox', { name: 'Heading' }).fill('Founders day');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Decap's own check of blank required fields: the box says it too, naming each field as the form does.
  await expect(box(page)).toContainText('Nothing was saved. Fix this first');
  await expect(box(page).getByRole('button', { name: 'Summary' })).toBeVisible();
  await expect(page.getByText(/Changes saved/i)).toHaveCount(0);
  expect(await drafts(page)).toEqual([]);
  // Fixed as the office types: the box goes.
  await page.getByRole('textbox', { name: 'Date' }).fill('2026-12-01');
  await page.getByRole('textbox', { name: 'Summary' }).fill('The school marked founders day with a service and a lunch for parents.');
  await page.getByRole('textbox', { name: 'Post text' }).fill('Text.');
  await expect(box(page)).toHaveCount(0);

  // The photos library is opened from the lists (the form is left: Decap asks, the office says yes).
  const leave = (dialog: Dialog) => void dialog.accept();
  page.on('dialog', leave);
  await page.goto('/admin/#/collections/data');
  await expect(page.getByRole('button', { name: 'Photos', exact: true })).toBeVisible();
  page.off('dialog', leave);
  await deletePhoto(page, 'gallery/05.jpg');
  await expect(box(page)).toContainText('Nothing was deleted');
  await expect(box(page)).toContainText('this photo is used in School gallery photos › Reading hour in the school library');
  await expect(box(page).getByText(/pages\//)).toHaveCount(0);
});

test('a new calendar event is shown where the office is looking: scrolled to, its first field focused; the Kind hint names the choices as the list shows them', async ({
  page,
}) => {
  await openEditor(page, 'data/entries/pages-school-calendar-yml');
  const titles = page.locator('label[for^="title-field-"]');
  await expect(titles.first()).toBeVisible();
  const count = await titles.count();
  await page.getByRole('button', { name: /^Add event/i }).click();
  await expect(titles).toHaveCount(count + 1);
  // The new event (the last) has the focus, in view, on its first field (Kind).
  const kind = page.locator('[id^="kind-field-"]').last();
  await expect(kind).toBeFocused();
  await expect(kind).toBeInViewport();
  await expect(kind.locator("xpath=ancestor::*[contains(@class,'-ListItem')][1]")).toContainText(
    'One of: Resumption, Mid-term break, Visiting day, Examination, Entrance examination, PTA meeting, Closing, Public holiday, School event',
  );
  await expect(page.getByText(/mid-term-break/)).toHaveCount(0);
});

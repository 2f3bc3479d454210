import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { editingFile } from './files';

// The web editor (/admin) against `npm start`: forms generated from the schemas save the files
// on disk through the local backend, and the dev server shows the new values.

const CMS_PORT = Number(process.env.CMS_PORT ?? 8082);

/** Signs in to the local backend (no account: its login button only checks it runs). */
async function openEditor(page: Page, entry: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`/admin/#/collections/${entry}`);
}

/** Saves the open entry as the office would: Publish, then Publish now. */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  // decap-server starts beside the dev server (scripts/start.mjs): wait until it answers.
  await expect.poll(async () => {
    const answer = await request.post(`http://localhost:${CMS_PORT}/api/v1`, { data: { action: 'info' }, failOnStatusCode: false }).catch(() => null);
    return answer?.ok() ?? false;
  }).toBe(true);
});

test('a staff member renamed in the web editor is saved to the file and shown on the staff page', async ({ page }) => {
  const file = 'pages/staff-profile/_academic.staff.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'data/entries/pages-staff-profile-academic-staff-yml');
    const names = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(names.first()).toBeVisible();
    const index = await names.evaluateAll((inputs) => inputs.findIndex((input) => (input as HTMLInputElement).value === 'Mr. Chukwuemeka Nwosu'));
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

    await page.goto('/admission/fees-and-payments');
    await expect(page.getByRole('main').getByText('₦12,500').first()).toBeVisible();
  });
});

test('a file that is a bare list (the home page hero) is edited as a list and keeps its comments', async ({ page }) => {
  const file = 'pages/_home.hero.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'lists/entries/pages-home-hero-yml');
    const alts = page.getByRole('textbox', { name: 'Alt', exact: true });
    await expect(alts.first()).toHaveValue('The college campus with its classroom blocks and green lawns');
    await alts.first().fill('The college campus seen from the main gate');
    await publish(page);
    expect(fs.readFileSync(file, 'utf8')).toBe(
      before.replace('alt: The college campus with its classroom blocks and green lawns', 'alt: The college campus seen from the main gate'),
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
  await expect.poll(async () => (await page.request.get('/admission/scholarship')).text()).not.toContain('Ask the office about the scholarship.');
});

test('a news post added in the web editor is a new file in pages/news/ and is listed on /news', async ({ page }) => {
  const dir = 'pages/news';
  const before = new Set(fs.readdirSync(dir));
  try {
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.goto('/admin/#/collections/news/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Debate team reaches the state final');
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-11-24');
    await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Our senior debate team won its semi-final and goes on to the state final in December.');
    await page.getByRole('textbox', { name: 'Post text' }).fill('The team argued for the motion and won by two votes.\n');
    await publish(page);

    const added = fs.readdirSync(dir).filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^\d{4}-\d{2}-\d{2}-debate-team-reaches-the-state-final\.mdx$/);
    const text = fs.readFileSync(`${dir}/${added[0]}`, 'utf8');
    expect(text).toMatch(/^date: ['"]?2026-11-24['"]?$/m);

    // A new page restarts the dev server (its routes come from pages/): a request sent meanwhile may
    // never be answered, so each try gives up after a few seconds and the page is asked again.
    await expect.poll(async () => (await page.request.get('/news', { timeout: 5_000 }).then((r) => r.text(), () => '')), { timeout: 60_000 })
      .toContain('Debate team reaches the state final');
  } finally {
    for (const file of fs.readdirSync(dir)) if (!before.has(file)) fs.rmSync(`${dir}/${file}`);
  }
});

test('an event added to the term calendar in the web editor is saved to the file and shown on the calendar page', async ({ page }) => {
  const file = 'pages/_school.calendar.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'data/entries/pages-school-calendar-yml');
    await page.getByRole('button', { name: /^Add events?$/i }).click();
    // Decap's select is a searchable list box: type the kind, pick it.
    await page.getByRole('combobox', { name: 'Kind', exact: true }).last().click();
    await page.getByRole('option', { name: 'event', exact: true }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).last().fill('Carol service');
    await page.getByRole('textbox', { name: 'Start', exact: true }).last().fill('2026-12-06');
    await publish(page);

    // The new event is added at the end; everything before it, comments included, is as it was.
    const after = fs.readFileSync(file, 'utf8');
    expect(after.startsWith(before.trimEnd())).toBe(true);
    expect((parse(after) as { events: unknown[] }).events.at(-1)).toEqual({ kind: 'event', title: 'Carol service', start: '2026-12-06', example: false });

    await page.goto('/about/calendar');
    await expect(page.getByRole('main').getByText('Carol service')).toBeVisible();
  });
});

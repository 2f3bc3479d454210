import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { editingFile } from './files';

// The dev server (`npm start`) as a teacher meets it: a mistake shows in the open tab at once, only
// the page with the mistake fails, and a page added to pages/ or a photo added to photos/ is used without a restart.

const PAGE = 'pages/about/core-values.mdx';

/** A change is shown once the dev server has read it again: seconds when idle, tens of seconds on a loaded 2-core machine. */
const CHANGE_SHOWN = { timeout: 60_000 };
test.describe.configure({ timeout: 240_000 });

const NOTICE = 'A file this page shows has a mistake';

/**
 * Opens `url`; false when a reload by the dev server (a file just changed) cut the navigation short,
 * or when the page's HTML did not come within 20 s. What is asked of the page is in its HTML, so a
 * photo or script still loading does not hold the wait (CI once waited 4 minutes for a load event
 * while a photo was being prepared), and a poll asks again.
 */
async function opened(page: Page, url: string): Promise<boolean> {
  return (await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 20_000 }).catch(() => null)) !== null;
}

/**
 * Opens `url` in the tab and says what it shows: 'cut' when a reload by the dev server (a file just
 * changed) cut the navigation short, else the notice's text or 'no notice' (what a failed wait prints).
 */
async function shown(page: Page, url: string): Promise<string> {
  if (!(await opened(page, url))) return 'cut';
  const notice = page.getByRole('alert').filter({ hasText: NOTICE });
  return (await notice.count()) ? ((await notice.first().textContent()) ?? '') : 'no notice';
}

/**
 * Saves `text` to `file` until the page at `url` shows the notice: each save must show it within
 * seconds. A save the dev server did not take (seen once in CI, after the news test's restarts; not
 * reproduced here in 6 runs, idle or loaded) is saved again, as a teacher would.
 */
async function saveUntilNoticed(page: Page, file: string, text: string, url: string): Promise<void> {
  await expect(async () => {
    fs.writeFileSync(file, text);
    await expect.poll(() => shown(page, url), { timeout: 20_000 }).toContain(NOTICE);
  }).toPass({ timeout: 90_000 });
}

test("a mistake in a page saved from a text editor: the open tab shows the page as it was, with the notice (file, line, what to do), never Vite's error box; the fix clears it", async ({
  page,
  context,
}) => {
  // The tab hears of a save only once Vite's client has connected; a save before that is missed
  // (the test raced it under load), as it would be by a teacher who saves before the page is up.
  const connected = page.waitForEvent('console', (message) => message.text().includes('[vite] connected'));
  await page.goto('/about/core-values');
  await connected;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.textContent();
  const notice = page.getByRole('alert').filter({ hasText: NOTICE });
  const overlay = page.locator('vite-error-overlay');

  await editingFile(PAGE, async (before) => {
    // A slip in the text: a < sign typed as in ordinary writing. The dev server reloads the open tab;
    // a save made while the tab was reloading (a late reload from an earlier edit) is missed by it,
    // so it is saved again, as a teacher would. Each save must show the notice within seconds.
    const lines = before.trimEnd().split('\n').length;
    await expect(async () => {
      fs.writeFileSync(PAGE, `${before.trimEnd()}\n\nMost classes have <25 students.\n`);
      await expect(notice).toBeVisible({ timeout: 5000 });
    }).toPass(CHANGE_SHOWN);
    await expect(notice).toContainText(`pages/about/core-values.mdx:${lines + 2}:`);
    await expect(notice).toContainText(/the MDX cannot be read: .*to write a < sign in text, type \\</);
    // The page as it was, in the menus as before; no developer error box.
    await expect(heading).toHaveText(title!);
    await expect(page.getByRole('main')).not.toContainText('Most classes have');
    await expect(overlay).toHaveCount(0);

    // Every other page works, without the notice.
    const other = await context.newPage();
    const answer = await other.goto('/about/vision-mission');
    expect(answer?.status()).toBe(200);
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(other.getByRole('alert').filter({ hasText: NOTICE })).toHaveCount(0);
    await other.close();

    // A mistake in its settings: the same.
    fs.writeFileSync(PAGE, before.replace(/^order: .*$/m, 'order: first'));
    await expect.poll(() => shown(page, '/about/core-values'), CHANGE_SHOWN).toMatch(/field "order": should be a number, found "first"/);
    await expect(notice).toContainText(/pages\/about\/core-values\.mdx:\d+: field "order"/);
    await expect(heading).toHaveText(title!);
    await expect(overlay).toHaveCount(0);
  });

  // The fix: the page as it is, and the notice gone.
  await expect.poll(() => shown(page, '/about/core-values'), CHANGE_SHOWN).toBe('no notice');
  await expect(heading).toHaveText(title!);
  await expect(overlay).toHaveCount(0);
});

test('an error while showing a page says what went wrong, not only "Unexpected Application Error!"', async ({ page }) => {
  await editingFile(PAGE, async (before) => {
    // Code that passes the content check but fails when the page is shown.
    fs.writeFileSync(PAGE, `${before}\n{null.value}\n`);
    await expect
      .poll(async () => {
        return (
          (await opened(page, '/about/core-values')) && page.getByRole('heading', { name: 'Unexpected Application Error!' }).isVisible()
        );
      }, CHANGE_SHOWN)
      .toBe(true);
    const details = page.getByRole('region', { name: 'What went wrong (shown only while editing)' });
    await expect(details).toContainText(/Cannot read properties of null/);
  });
});

// After the tests that make a page fail and throw while shown, on the same dev server: a page added
// then must still be served (it once was not: issue 41).
test('a page added to pages/ is served and in the menus without a restart of the dev server; removed, it answers 404 at once', async ({
  page,
}) => {
  const file = 'pages/about/zz-dev-test-page.mdx';
  const address = '/about/zz-dev-test-page';
  const said: string[] = [];
  page.on('console', (message) => said.push(message.text()));
  const connected = page.waitForEvent('console', (message) => message.text().includes('[vite] connected'));
  await page.goto('/about/core-values');
  await connected;
  const status = () =>
    page.request.get(address, { timeout: 20_000 }).then(
      (r) => r.status(),
      () => 0,
    );
  const menuLink = () => page.getByRole('banner').locator(`a[href="${address}"]`);
  try {
    fs.writeFileSync(
      file,
      '---\ntitle: "Dev test page"\ndescription: "A page written while the dev server runs."\norder: 99\n---\n\nWritten while the site runs.\n',
    );
    await expect.poll(status, CHANGE_SHOWN).toBe(200);
    // The open tab was reloaded and lists it in the menus; the server never went away (no restart).
    await expect.poll(() => opened(page, '/about/core-values').then(() => menuLink().count()), CHANGE_SHOWN).toBeGreaterThan(0);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dev test page');
    await expect(page.getByRole('main')).toContainText('Written while the site runs.');
    fs.rmSync(file);
    await expect.poll(status, { timeout: 10_000 }).toBe(404);
    expect(said.filter((text) => text.includes('server connection lost'))).toEqual([]);
  } finally {
    fs.rmSync(file, { force: true });
  }
});

test('a photo added to photos/ while the site runs is prepared and can be used at once', async ({ page }) => {
  const photo = 'photos/zz-dev-test/new-photo.jpg';
  const page_ = 'pages/about/vision-mission.mdx';
  const manifest = () => fs.readFileSync('src/generated/images.json', 'utf8');
  try {
    fs.mkdirSync(path.dirname(photo), { recursive: true });
    fs.copyFileSync('photos/gallery/01.jpg', photo);
    await expect.poll(manifest, CHANGE_SHOWN).toContain('"zz-dev-test/new-photo"');
    await editingFile(page_, async (before) => {
      fs.writeFileSync(
        page_,
        `${before}\n<ImageStrip label="New photo">\n  <Photo src="zz-dev-test/new-photo" alt="A photo just added" />\n</ImageStrip>\n`,
      );
      await expect
        .poll(async () => {
          return (await opened(page, '/about/vision-mission')) ? page.getByRole('img', { name: 'A photo just added' }).count() : 0;
        }, CHANGE_SHOWN)
        .toBe(1);
      // The tab may still reload once for the change (the image is then detached): ask again until it is loaded.
      const image = page.getByRole('img', { name: 'A photo just added' });
      await expect
        .poll(
          () =>
            image
              .evaluate(
                (img: HTMLImageElement) => {
                  img.scrollIntoView({ block: 'center' });
                  return img.complete && img.naturalWidth > 0;
                },
                undefined,
                { timeout: 10_000 },
              )
              .catch(() => false),
          CHANGE_SHOWN,
        )
        .toBe(true);
    });
  } finally {
    fs.rmSync(path.dirname(photo), { recursive: true, force: true });
  }
  // Removing it takes its prepared copies away again.
  await expect.poll(manifest, CHANGE_SHOWN).not.toContain('"zz-dev-test/new-photo"');
  expect(fs.readdirSync('public/img/zz-dev-test')).toEqual([]);
  fs.rmdirSync('public/img/zz-dev-test');
});

test('a mistake in a data file leaves every page working: the pages that show the file say what is wrong, and the fix clears it at once', async ({
  page,
  context,
}) => {
  const staff = 'pages/staff-profile/_academic.staff.yml';
  const notice = page.getByRole('alert').filter({ hasText: NOTICE });
  await editingFile(staff, async (before) => {
    // The page that shows the file: its last correct version, with the author's message above it.
    await saveUntilNoticed(page, staff, before.replace('- name: Mr. Chukwuemeka Nwosu\n', '- name: M\n'), '/staff-profile/academic');
    await expect(notice).toContainText(/pages\/staff-profile\/_academic\.staff\.yml:\d+: .*"name"/);
    await expect(page.getByText('Mr. Chukwuemeka Nwosu').first()).toBeAttached();
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    // A page that does not show it: as always.
    const other = await context.newPage();
    expect((await other.goto('/about/vision-mission'))?.status()).toBe(200);
    await expect(other.getByRole('alert').filter({ hasText: NOTICE })).toHaveCount(0);
    await other.close();
  });
  // The fix: the very next page opened is clean.
  await expect.poll(() => shown(page, '/staff-profile/academic'), CHANGE_SHOWN).toBe('no notice');
});

test('a blank fee written to the facts file keeps every page up with the last fee, says so on the pages, and the fix clears it', async ({
  page,
  context,
}) => {
  const facts = 'pages/_school.facts.yml';
  const notice = page.getByRole('alert').filter({ hasText: NOTICE });
  await editingFile(facts, async (before) => {
    await saveUntilNoticed(page, facts, before.replace('formFee: ₦10,000\n', 'formFee: "   "\n'), '/admission/fees-and-payments');
    await expect(notice).toContainText(/pages\/_school\.facts\.yml:9: field "formFee": write a value/);
    await expect(page.getByRole('main').getByText('₦10,000').first()).toBeVisible();
    const other = await context.newPage();
    expect((await other.goto('/about/vision-mission'))?.status()).toBe(200);
    await other.close();
  });
  await expect.poll(() => shown(page, '/admission/fees-and-payments'), CHANGE_SHOWN).toBe('no notice');
});

test('a dev server started while data files already have a mistake serves every page: their last committed version, with the notice', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A dev server of its own (no local backend), started after the mistakes were saved.
  const port = Number(process.env.CMS_E2E_SECOND_PORT ?? Number(process.env.CMS_E2E_PORT ?? 5174) + 1);
  const origin = `http://127.0.0.1:${port}`;
  const staff = 'pages/staff-profile/_academic.staff.yml';
  const facts = 'pages/_school.facts.yml';
  await editingFile(staff, (staffBefore) =>
    editingFile(facts, async (factsBefore) => {
      fs.writeFileSync(staff, staffBefore.replace('- name: Mr. Chukwuemeka Nwosu\n', '- name: M\n'));
      fs.writeFileSync(facts, factsBefore.replace('formFee: ₦10,000\n', 'formFee: "   "\n'));
      const server = spawn(
        process.execPath,
        ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
        { detached: true, stdio: 'ignore' },
      );
      try {
        await expect
          .poll(
            () =>
              fetch(`${origin}/about/vision-mission`).then(
                (r) => r.status,
                () => 0,
              ),
            { timeout: 180_000, intervals: [1000] },
          )
          .toBe(200);
        const page = await browser.newPage();
        const notice = page.getByRole('alert').filter({ hasText: NOTICE });
        // The staff page: the names as last committed, and what is wrong in both files.
        expect((await page.goto(`${origin}/staff-profile/academic`))?.status()).toBe(200);
        await expect(notice).toContainText(/pages\/staff-profile\/_academic\.staff\.yml:\d+: .*"name"/);
        await expect(notice).toContainText('pages/_school.facts.yml:9: field "formFee": write a value');
        await expect(page.getByText('Mr. Chukwuemeka Nwosu').first()).toBeAttached();
        // The fee as last committed.
        expect((await page.goto(`${origin}/admission/fees-and-payments`))?.status()).toBe(200);
        await expect(page.getByRole('main').getByText('₦10,000').first()).toBeVisible();
        await expect(notice).toContainText('pages/_school.facts.yml:9');
        await expect(page.locator('vite-error-overlay')).toHaveCount(0);
        await page.close();
      } finally {
        process.kill(-server.pid!, 'SIGTERM');
      }
    }),
  );
});

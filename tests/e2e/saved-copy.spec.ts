import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { facts } from '../../src/config/site';
import { ASK_SAVED_COPY, type SavedCopy } from '../../src/worker/saved-copy-message';
import { copyWithChange, serveBuilds } from '../two-builds-server.mjs';
import { visit } from './helpers';

/**
 * A returning parent on a slow or absent network, after the form fee changed: the service worker
 * (src/worker/saved-copies.ts) answers the fees page from its saved copy, and the page says so
 * (src/islands/saved-copy-notice.ts). Build 1 is dist/; build 2 is a copy of it whose pages state a
 * new fee. The network is held by the server until the test lets it go: no waiting for time, except
 * the worker's own wait for the network before it shows the saved copy.
 */

test.use({ serviceWorkers: 'allow', timezoneId: 'Africa/Lagos' });
// Each test installs the worker on a first visit, then waits out the worker's own 4 s for the network:
// over half a minute on this busy machine, near the default limit.
test.describe.configure({ timeout: 120_000 });

const FEES = '/admission/fees-and-payments';
const OLD_FEE = facts.formFee;
const NEW_FEE = '₦12,500';
/** The day build 1's answers are dated: the copy the worker saved says it is from then. */
const SAVED_ON = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 3, 12));
const savedDay = SAVED_ON.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'Africa/Lagos' });

let server: Awaited<ReturnType<typeof serveBuilds>>;
let secondBuild: string;

test.beforeAll(() => {
  secondBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'saved-copy-build-2-'));
  const changed = copyWithChange('dist', secondBuild, { from: OLD_FEE, to: NEW_FEE });
  expect(changed).toContain('admission/fees-and-payments.html');
});
test.beforeAll(async () => {
  server = await serveBuilds({ builds: ['dist', secondBuild], datedAs: [SAVED_ON.toUTCString()] });
});
test.afterAll(async () => {
  await server?.close();
  fs.rmSync(secondBuild, { recursive: true, force: true });
});

/** A parent who has read the fees page before: the worker is installed and keeps that page. */
async function returningParent(context: BrowserContext): Promise<Page> {
  server.serve(0);
  server.setNetwork('fast');
  const page = await context.newPage();
  // The worker starts from a visitor's second page (src/islands/boot.ts).
  await visit(page, `${server.origin}/`);
  await visit(page, `${server.origin}${FEES}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async (url) => Boolean(await (await caches.open('pages')).match(url)), `${server.origin}${FEES}`);
  await expect(page.getByRole('main')).toContainText(OLD_FEE);
  server.serve(1);
  return page;
}

/** What the worker says of how it answered this page: its saved copy, or null (the network's). */
function workerSays(page: Page): Promise<SavedCopy | null> {
  return page.evaluate(
    (ask) =>
      new Promise<SavedCopy | null>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = ({ data }) => resolve(data as SavedCopy | null);
        navigator.serviceWorker.controller!.postMessage(ask, [channel.port2]);
      }),
    ASK_SAVED_COPY,
  );
}

const noticeOf = (page: Page) => page.getByRole('complementary', { name: 'Saved copy' });

test('on a network slower than the worker waits, the saved copy says so, then offers the newer page', async ({ context }) => {
  const page = await returningParent(context);
  server.setNetwork('held');
  await page.goto(`${server.origin}${FEES}`, { waitUntil: 'domcontentloaded' });
  const notice = noticeOf(page);
  await expect(notice.getByRole('status')).toHaveText(`Saved copy from ${savedDay}. Checking for a newer one…`);
  await expect(page.getByRole('main')).toContainText(OLD_FEE);
  // The page's text does not move under the notice: it is over the foot of the window.
  await expect(notice).toHaveCSS('position', 'fixed');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The network copy arrives: the parent is offered it, and gets it at once.
  expect(server.waiting()).toBeGreaterThan(0);
  server.setNetwork('fast');
  await expect(notice.getByRole('status')).toHaveText('A newer version of this page has arrived.');
  const show = notice.getByRole('button', { name: 'Show the newer page' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  server.setNetwork('held'); // the newer page comes from what the worker saved, not from the network again
  await show.click();
  await expect(page.getByRole('main')).toContainText(NEW_FEE);
  await expect(page.getByRole('main')).not.toContainText(OLD_FEE);
  expect(await workerSays(page)).toBeNull();
  await expect(noticeOf(page)).toHaveCount(0);
  server.setNetwork('fast');
});

test('when the network brings the same page, the notice goes', async ({ context }) => {
  const page = await returningParent(context);
  server.serve(0);
  server.setNetwork('held');
  await page.goto(`${server.origin}${FEES}`, { waitUntil: 'domcontentloaded' });
  const notice = noticeOf(page);
  await expect(notice.getByRole('status')).toHaveText(`Saved copy from ${savedDay}. Checking for a newer one…`);
  server.setNetwork('fast');
  // Out of sight; a screen reader hears that the page is current.
  await expect(notice.getByRole('status')).toHaveText('This page is up to date.');
  await expect(notice).toHaveClass(/visually-hidden/);
  await expect(notice.getByRole('button')).toBeHidden();
});

test('offline, the saved copy says so and gives its date', async ({ context }) => {
  const page = await returningParent(context);
  server.setNetwork('offline');
  await context.setOffline(true);
  await page.goto(`${server.origin}${FEES}`, { waitUntil: 'domcontentloaded' });
  const notice = noticeOf(page);
  await expect(notice.getByRole('status')).toHaveText(`You are offline: this is a saved copy from ${savedDay}.`);
  await expect(page.getByRole('main')).toContainText(OLD_FEE);
  await expect(notice.getByRole('button')).toBeHidden();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await context.setOffline(false);
});

test('on a network that answers in time, the new page shows and no notice', async ({ context }) => {
  const page = await returningParent(context);
  await visit(page, `${server.origin}${FEES}`);
  await expect(page.getByRole('main')).toContainText(NEW_FEE);
  expect(await workerSays(page)).toBeNull();
  await expect(noticeOf(page)).toHaveCount(0);
});

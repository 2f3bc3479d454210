// @ts-check
// The gallery page's first visit as a parent's phone makes it, for the benchmarks that weigh it
// (scripts/bench-scale.mjs, scripts/bench-gallery.mjs): a built site's dist/ served by
// scripts/serve.mjs, and Chromium, as a phone, opening /about/gallery; every response's bytes as
// transferred, and the HTML's alone. Bytes over http: gzip (Chromium asks for brotli only over https).
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium.mjs';

/**
 * Resolves once `url` answers with a success, polling every 200 ms; rejects after `limit` ms.
 * @param {string} url
 * @param {number} [limit]
 */
export async function answered(url, limit = 180_000) {
  const started = Date.now();
  for (;;) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() - started > limit) throw new Error(`${url} did not answer in ${limit / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * @typedef {object} GalleryVisit
 * @property {number} total every response's bytes (body and headers) of the first visit
 * @property {number} html the page's own HTML response's bytes
 * @property {number} requests how many responses the first visit took
 * @property {number} [data] with `thenNext`: the bytes of page 2's data file, fetched when Next is pressed
 */

/**
 * The first visit of /about/gallery of the site built in `site` (its dist/), served on `port`.
 * `thenNext`: then, once the gallery has woken, Next pressed and page 2's data file weighed.
 * @param {string} site
 * @param {number} port
 * @param {{ thenNext?: boolean }} [options]
 * @returns {Promise<GalleryVisit>}
 */
export async function galleryFirstVisit(site, port, { thenNext = false } = {}) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--dir', 'dist'], {
    cwd: site,
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await answered(`${origin}/`);
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    /** @type {Promise<{ url: string, bytes: number }>[]} */
    const sizes = [];
    /** @param {import('playwright-core').Request} request */
    const weigh = (request) =>
      sizes.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize })));
    page.on('requestfinished', weigh);
    await page.goto(`${origin}/about/gallery`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // The first visit only: page 2's photos, asked for after Next, would still be weighed as the context closes.
    page.off('requestfinished', weigh);
    const first = await Promise.all(sizes);
    const html = first.find((s) => new URL(s.url).pathname === '/about/gallery');
    /** @type {GalleryVisit} */
    const visit = { total: first.reduce((sum, s) => sum + s.bytes, 0), html: html?.bytes ?? 0, requests: first.length };
    if (thenNext) {
      // The gallery wakes when idle; a press on Next then shows page 2, fetched.
      await page.locator('[data-island="Gallery"][data-hydrated="true"]').waitFor();
      const dataFile = page.waitForResponse((response) => /\/assets\/gallery-[0-9a-z]+\.json$/.test(response.url()));
      await page.getByRole('navigation', { name: 'Gallery pages' }).getByRole('button', { name: 'Next', exact: true }).click();
      visit.data = (await (await dataFile).request().sizes()).responseBodySize;
    }
    await context.close();
    return visit;
  } finally {
    await browser.close();
    server.kill();
  }
}

// Benchmark (not a test): the gallery page's first visit as the gallery grows (issue 55 item 3).
// For each size, a copy of the site whose gallery has that many photos (tools/measure/gallery-site.mjs)
// is built and served (scripts/serve.mjs), and Chromium, as a phone, opens /about/gallery: every
// response's bytes as transferred, the HTML's alone, and the bytes of page 2 when it is shown (its data file).
// Usage: npm run bench:gallery [-- --photos 32,500] (BENCH_PORT: the preview server's port)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';
import { buildGallerySite } from '../tools/measure/gallery-site.mjs';

const { values } = parseArgs({ options: { photos: { type: 'string', default: '32,500' } } });
const sizes = values.photos.split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT || 4399);
const project = fileURLToPath(new URL('..', import.meta.url));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function answered(url) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The first visit of /about/gallery on a phone, then Next: bytes as transferred. */
async function measure(site) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--host', '127.0.0.1', '--dir', 'dist'], {
    cwd: site,
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    await answered(`${origin}/`);
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const sizes = [];
    page.on('requestfinished', (request) =>
      sizes.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize }))),
    );
    await page.goto(`${origin}/about/gallery`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const first = await Promise.all(sizes);
    sizes.length = 0;
    // The gallery wakes when idle; a press on Next then shows page 2, fetched.
    await page.locator('[data-island="Gallery"][data-hydrated="true"]').waitFor();
    const dataFile = page.waitForResponse((response) => /\/assets\/gallery-[0-9a-z]+\.json$/.test(response.url()));
    await page.getByRole('navigation', { name: 'Gallery pages' }).getByRole('button', { name: 'Next', exact: true }).click();
    const response = await dataFile;
    const data = (await response.request().sizes()).responseBodySize;
    await context.close();
    const html = first.find((s) => new URL(s.url).pathname === '/about/gallery');
    return { total: first.reduce((sum, s) => sum + s.bytes, 0), html: html?.bytes ?? 0, requests: first.length, data };
  } finally {
    await browser.close();
    server.kill();
  }
}

const results = [];
for (const count of sizes) {
  const started = performance.now();
  const { site } = buildGallerySite(project, count);
  try {
    const figures = await measure(site);
    results.push({ count, ...figures });
    console.log(
      `${count} photos (built in ${((performance.now() - started) / 1000).toFixed(0)} s): first visit ${kb(figures.total)} in ${figures.requests} requests, its HTML ${kb(figures.html)}; page 2's data file ${kb(figures.data)}`,
    );
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}
const [smallest, largest] = [results[0], results.at(-1)];
if (results.length > 1)
  console.log(
    `At ${largest.count} photos the first visit is ${((largest.total / smallest.total - 1) * 100).toFixed(1)}% over ${smallest.count} photos' (target: within 10%); HTML ${kb(largest.html)} against ${kb(smallest.html)}. Bytes as Chromium fetched them from scripts/serve.mjs over http (gzip: Chromium asks for brotli only over https).`,
  );

// Benchmark (not a test): never a silent stale page. Two builds of the site that differ in a figure on
// each kind of page (the form fee, a heading of the home page, a news post's time, the gallery's title)
// are served in turn (tests/two-builds-server.mjs) to a returning visitor: a kept Chromium profile whose
// service worker was installed, and its pages saved, from build 1. Then, on build 2, through a network
// of 0.5 s, 5 s (beyond the worker's 4 s wait) and none, each page is opened once, in a fresh copy of
// that profile: did the first load show the new figure, or the old with the saved-copy notice, or the
// old with no notice (the last must be 0)? And what the notice said once the network answered.
// Usage: npm run bench:stale [-- --skip-build]   (--skip-build takes the two builds the last run kept)
// Port: STALE_BENCH_PORT or BENCH_PORT (4191 when neither is set). Loopback only.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';
import { serveBuilds } from '../tests/two-builds-server.mjs';
import { pageFile } from '../src/build/generate/dist-layout.mjs';

const KEPT = 'node_modules/.cache/bench-stale';
const BUILDS = [path.join(KEPT, 'build-1'), path.join(KEPT, 'build-2')];
const PORT = Number(process.env.STALE_BENCH_PORT || process.env.BENCH_PORT || 4191);
/** How long a load is watched for the notice, and then for the network's answer (bounds the run). */
const NOTICE_WAIT_MS = 10000;
const ANSWER_WAIT_MS = 10000;

/** Each kind of page, and the change build 2 makes to its source: `from` is on build 1's page, `to` on build 2's. */
const PAGES = [
  {
    kind: 'home',
    path: '/',
    file: 'pages/index.mdx',
    from: 'title="Admission Benefits"',
    to: 'title="Admission Benefits 2027"',
    old: 'Admission Benefits',
    now: 'Admission Benefits 2027',
  },
  {
    kind: 'information (fees)',
    path: '/admission/fees-and-payments',
    file: 'pages/_school.facts.yml',
    from: 'formFee: ₦10,000',
    to: 'formFee: ₦12,500',
    old: '₦10,000',
    now: '₦12,500',
  },
  {
    kind: 'news post',
    path: '/news/2026-11-20-pta-meeting',
    file: 'pages/news/2026-11-20-pta-meeting.mdx',
    from: 'at 11 am',
    to: 'at 10 am',
    old: 'at 11 am',
    now: 'at 10 am',
  },
  {
    kind: 'gallery',
    path: '/about/gallery',
    file: 'pages/about/gallery.mdx',
    from: 'title: "School Gallery"',
    to: 'title: "School Photo Gallery"',
    old: 'School Gallery',
    now: 'School Photo Gallery',
  },
];
const NETWORKS = [
  { name: '0.5 s', network: { delayMs: 500 } },
  { name: '5 s', network: { delayMs: 5000 } },
  { name: 'offline', network: /** @type {const} */ ('offline') },
];

/** `npm run build`, its dist/ moved to `to`. */
function buildInto(to) {
  execSync('node scripts/build.mjs', { stdio: ['ignore', 'ignore', 'inherit'] });
  fs.rmSync(to, { recursive: true, force: true });
  fs.renameSync('dist', to);
}

/** Build 1 from the sources as they are, build 2 with each page's change; the sources are put back. */
function makeBuilds() {
  fs.mkdirSync(KEPT, { recursive: true });
  console.log('building 1 (as the sources are) …');
  buildInto(BUILDS[0]);
  const originals = new Map(PAGES.map(({ file }) => [file, fs.readFileSync(file, 'utf8')]));
  try {
    for (const { file, from, to } of PAGES) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(from)) throw new Error(`${file} no longer says ${from}: update PAGES in scripts/bench-stale.mjs`);
      fs.writeFileSync(file, text.replaceAll(from, to));
    }
    console.log('building 2 (each page changed) …');
    buildInto(BUILDS[1]);
  } finally {
    for (const [file, text] of originals) fs.writeFileSync(file, text);
  }
  // dist/ is build 1 again, as the sources are.
  fs.cpSync(BUILDS[0], 'dist', { recursive: true });
}

if (!process.argv.includes('--skip-build') || !BUILDS.every((dir) => fs.existsSync(path.join(dir, 'sw.js')))) makeBuilds();
for (const { path: urlPath, old, now } of PAGES)
  for (const [build, text] of [
    [BUILDS[0], old],
    [BUILDS[1], now],
  ])
    if (!fs.readFileSync(path.join(build, pageFile(urlPath)), 'utf8').includes(text))
      throw new Error(`${build}${urlPath} does not say "${text}"`);

const server = await serveBuilds({ builds: BUILDS, port: PORT });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stale-'));
const primed = path.join(work, 'primed');
const launch = (dir) =>
  chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, viewport: { width: 412, height: 823 } });

/** What the main text says of the figure: the new one, the old one, or neither. */
const figureIn = (page, { old, now }) =>
  page.evaluate(
    ({ old, now }) => {
      const text = document.querySelector('main')?.textContent ?? '';
      return text.includes(now) ? 'new' : text.includes(old) ? 'old' : 'neither';
    },
    { old, now },
  );

try {
  // The returning visitor: every page seen on build 1, with the worker in control, saved by it.
  server.serve(0);
  server.setNetwork('fast');
  {
    const context = await launch(primed);
    const page = context.pages()[0] ?? (await context.newPage());
    const open = async (urlPath) => {
      await page.goto(server.origin + urlPath);
      // The boot script counts the pages seen: the worker starts from the second (src/islands/boot.ts).
      await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
    };
    for (const { path: urlPath } of PAGES) await open(urlPath);
    // Then each page once more, through the worker once it is active: it saves them.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    for (const { path: urlPath } of PAGES) await open(urlPath);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const urls = PAGES.map(({ path: urlPath }) => server.origin + urlPath);
    await page.waitForFunction(async (urls) => {
      const cache = await caches.open('pages');
      return (await Promise.all(urls.map((url) => cache.match(url)))).every(Boolean);
    }, urls);
    await context.close();
  }
  const primingRequests = server.requests();

  server.serve(1);
  const rows = [];
  for (const { name, network } of NETWORKS) {
    for (const kind of PAGES) {
      const profile = path.join(work, `run-${rows.length}`);
      fs.cpSync(primed, profile, { recursive: true });
      const context = await launch(profile);
      server.setNetwork(network);
      if (network === 'offline') await context.setOffline(true);
      const page = context.pages()[0] ?? (await context.newPage());
      const started = performance.now();
      await page.goto(server.origin + kind.path, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      const shownAfter = (performance.now() - started) / 1000;
      const figure = await figureIn(page, kind);
      let first = figure === 'new' ? 'new figure' : figure === 'old' ? 'old figure, no notice' : 'neither figure';
      let notice = '';
      let then = '';
      if (figure !== 'new') {
        notice = await page
          .waitForFunction(() => document.querySelector('aside.saved-copy [role="status"]')?.textContent, null, { timeout: NOTICE_WAIT_MS })
          .then((handle) => handle.jsonValue())
          .catch(() => '');
        if (notice && figure === 'old') first = `notice (+${((performance.now() - started) / 1000 - shownAfter).toFixed(1)} s)`;
        if (notice && network !== 'offline' && !notice.startsWith('A newer')) {
          then = await page
            .waitForFunction(
              (first) => {
                const now = document.querySelector('aside.saved-copy [role="status"]')?.textContent;
                return now !== first && now;
              },
              notice,
              { timeout: ANSWER_WAIT_MS },
            )
            .then((handle) => handle.jsonValue())
            .catch(() => `(still "${notice}" after ${ANSWER_WAIT_MS / 1000} s)`);
          then = `${then} (${((performance.now() - started) / 1000).toFixed(1)} s)`;
        }
        // Offered the newer page: pressed, does it show the new figure (from what the worker saved)?
        const show = page.getByRole('button', { name: 'Show the newer page' });
        if (await show.isVisible()) {
          await show.click();
          const shown = await page
            .waitForFunction(({ now }) => document.querySelector('main')?.textContent?.includes(now), kind, { timeout: ANSWER_WAIT_MS })
            .then(() => 'new figure')
            .catch(() => 'not the new figure');
          then += ` → pressed: ${shown} (${((performance.now() - started) / 1000).toFixed(1)} s)`;
        }
      }
      rows.push({ network: name, page: kind.kind, shown: `${shownAfter.toFixed(1)} s`, first, notice, then });
      await context.close();
      server.setNetwork('fast');
    }
  }

  console.log(`\nA returning visitor (worker installed on build 1), opening each page once on build 2:\n`);
  const pad = (text, n) => String(text).padEnd(n);
  console.log(`${pad('network', 9)}${pad('page', 20)}${pad('shown', 8)}${pad('first load', 24)}notice, then`);
  for (const row of rows)
    console.log(
      `${pad(row.network, 9)}${pad(row.page, 20)}${pad(row.shown, 8)}${pad(row.first, 24)}${row.notice}${row.then ? ` → ${row.then}` : ''}`,
    );
  const count = (first) => rows.filter((row) => row.first.startsWith(first)).length;
  console.log(
    `\nfirst loads: ${count('new figure')} new figure, ${count('notice')} old figure with the notice, ${count('old figure, no notice')} old figure with no notice (must be 0), ${count('neither figure')} neither`,
  );
  console.log(`requests served: ${server.requests()} (${primingRequests} to prime the profile)`);
  process.exitCode = count('old figure, no notice') || count('neither figure') ? 1 : 0;
} finally {
  await server.close();
  fs.rmSync(work, { recursive: true, force: true });
}

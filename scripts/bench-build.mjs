// Benchmark (not a test): the content check's time (npm run check), production build time, and what a first visit to a page costs a phone
// before the visitor touches anything: every request Chromium makes while the page loads and
// settles (412×823, like Lighthouse's phone), with text files counted gzipped as a host sends them
// (JS counts the page's inline script too; "all transferred" counts it once, inside the HTML).
// Then the dev server's figures (scripts/bench-dev.mjs).
// Usage: npm run bench [-- /path /other/path] [-- --skip-build]
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveSite } from '../tests/chromium.mjs';
import { runningScripts } from '../tests/page-scripts.mjs';
import { pageFile } from '../src/build/generate/dist-layout.mjs';

// --skip-build measures the dist/ already there (the build time is then not printed).
const skipBuild = process.argv.includes('--skip-build');
const STEPS_CACHE = 'node_modules/.cache/build-steps';
const args = process.argv.slice(2).filter((arg) => arg !== '--skip-build');
const pages = args.length
  ? args
  : [
      '/admission/scholarship',
      '/facilities/accommodation',
      '/about/core-values',
      '/',
      '/about/gallery',
      '/about/contact-us',
      '/news',
      '/about/calendar',
    ];
// BENCH_PORT when 4188 is taken (several checkouts benchmarking on one machine).
const PORT = Number(process.env.BENCH_PORT || 4188);
const origin = `http://127.0.0.1:${PORT}`;

const checkStarted = performance.now();
execSync('node scripts/check.mjs', { stdio: 'ignore' });
const checkSeconds = (performance.now() - checkStarted) / 1000;

// Each time the build reads pages/ (src/content/reading/source.node.ts), it adds a line to this file.
const benchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-reads-'));
const readsFile = path.join(benchDir, 'reads');
// The build's named steps (src/build/steps.ts) write their times here.
const stepsFile = path.join(benchDir, 'steps.json');
// The build's own code is bundled once per change of src/ (scripts/build.mjs): say whether this run did.
const bundles = () => (fs.existsSync(STEPS_CACHE) ? fs.readdirSync(STEPS_CACHE).join() : '');
const bundlesBefore = bundles();
const started = performance.now();
if (!skipBuild)
  execSync('npm run build', { stdio: 'ignore', env: { ...process.env, SITE_READS_FILE: readsFile, BUILD_STEPS_FILE: stepsFile } });
const buildSeconds = (performance.now() - started) / 1000;
const steps = fs.existsSync(stepsFile) ? JSON.parse(fs.readFileSync(stepsFile, 'utf8')) : [];
const siteReads = fs.existsSync(readsFile) ? fs.readFileSync(readsFile, 'utf8').split('\n').filter(Boolean).length : 0;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const textFile = /\.(html|js|css|json|svg|webmanifest|txt|xml)$/;
/** Bytes a host sends for a file of dist/: gzipped for text, as is for images. */
function sentBytes(urlPath) {
  const file = path.join('dist', path.extname(urlPath) ? decodeURIComponent(urlPath) : pageFile(urlPath));
  if (!fs.existsSync(file)) return 0;
  const data = fs.readFileSync(file);
  return textFile.test(file) ? zlib.gzipSync(data, { level: 9 }).length : data.length;
}

/**
 * A page's inline scripts (not its JSON blocks), each gzipped on its own: counted as JavaScript
 * too, though they travel inside the HTML (where they compress with it, a little smaller).
 */
function inlineScriptBytes(urlPath) {
  const file = path.join('dist', path.extname(urlPath) ? decodeURIComponent(urlPath) : pageFile(urlPath));
  if (!fs.existsSync(file)) return 0;
  return runningScripts(fs.readFileSync(file, 'utf8'))
    .filter(({ text }) => text.trim())
    .reduce((n, { text }) => n + zlib.gzipSync(text, { level: 9 }).length, 0);
}

const server = await serveSite(PORT);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  for (const pagePath of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const requested = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin) requested.push(url.pathname);
    });
    await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const sizes = requested.map((p) => ({ p, bytes: sentBytes(p) }));
    const sum = (test) => sizes.filter(({ p }) => test(p)).reduce((n, { bytes }) => n + bytes, 0);
    const inlineJs = inlineScriptBytes(pagePath);
    rows.push({
      page: pagePath,
      html: sum((p) => !path.extname(p) || p.endsWith('.html')),
      inlineJs,
      js: sum((p) => p.endsWith('.js')) + inlineJs,
      css: sum((p) => p.endsWith('.css')),
      total: sum(() => true),
      requests: requested.length,
      jsFiles: requested.filter((p) => p.endsWith('.js')).length,
    });
    await context.close();
  }
  await browser.close();

  console.log(`Content check (npm run check): ${checkSeconds.toFixed(1)} s (target: under 5 s)`);
  if (!skipBuild)
    console.log(
      `Production build: ${buildSeconds.toFixed(1)} s (target: under 5 s on an idle machine), ${bundles() === bundlesBefore ? 'its kept bundle of the build code reused' : 'the build code bundled first (once per change of src/)'}; the site was read ${siteReads} time${siteReads === 1 ? '' : 's'} (target: once per build)`,
    );
  const stepsTotal = steps.reduce((sum, t) => sum + t.seconds, 0);
  for (const t of steps) console.log(`  ${t.step}: ${t.seconds.toFixed(2)} s (${Math.round((t.seconds / stepsTotal) * 100)}%)`);
  console.log('');
  console.log('First visit, before any interaction (412×823, text gzipped):');
  console.log('| page | HTML | JS (of it inline, in the HTML) | CSS | all transferred | requests | JS files |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.page} | ${kb(r.html)} | ${kb(r.js)} (${r.inlineJs} B) = ${r.js} B | ${kb(r.css)} | ${kb(r.total)} | ${r.requests} | ${r.jsFiles} |`,
    );
  console.log('');
  console.log('Targets: information pages without interactive widgets ≤ 3 KB JS, ≤ 20 KB in all, ≤ 8 requests;');
  console.log('home ≤ 90 KB JS; gallery and contact ≤ 75 KB JS each.');
} finally {
  server.kill();
}
console.log('');
execSync('node scripts/bench-dev.mjs', { stdio: 'inherit' });

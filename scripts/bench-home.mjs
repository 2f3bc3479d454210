// Benchmark (not a test): what a first visit to the home page on a phone costs before any
// interaction — gzipped JS, image bytes, CSS and HTML — and its largest contentful paint and
// layout shift as Chromium measures them on a throttled connection (median of 3 runs).
// Lighthouse is not installed here; these figures come from Chromium's own performance entries.
// Usage: npm run bench:home [-- --build] [-- --runs 5]
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, emulateSlowPhone, serveSite } from '../tests/chromium.mjs';
import { runningScripts } from '../tests/page-scripts.mjs';

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4399' },
  },
});
if (values.build || !fs.existsSync('dist/index.html')) execSync('npm run build', { stdio: 'ignore' });

const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const server = await serveSite(port);

// A mid-range phone as Lighthouse's mobile preset describes it: 412×823 at 1.75x, slow 4G, 4x slower CPU.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function visit({ throttle }) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const bytes = { js: 0, jsRaw: 0, image: 0, css: 0, html: 0, other: 0 };
  const images = [];
  const pending = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return;
        const type = response.headers()['content-type'] ?? '';
        const url = new URL(response.url());
        if (type.includes('javascript')) {
          bytes.js += zlib.gzipSync(body, { level: 9 }).length;
          bytes.jsRaw += body.length;
        } else if (type.startsWith('image/')) {
          bytes.image += body.length;
          images.push(`${url.pathname} (${kb(body.length)})`);
        } else if (type.includes('css')) bytes.css += zlib.gzipSync(body, { level: 9 }).length;
        else if (type.includes('html')) {
          bytes.html += zlib.gzipSync(body, { level: 9 }).length;
          // The page's inline script counts as JS too (gzipped on its own; it travels inside the HTML).
          for (const { text } of runningScripts(body.toString()))
            if (text.trim()) {
              bytes.js += zlib.gzipSync(text, { level: 9 }).length;
              bytes.jsRaw += text.length;
            }
        } else bytes.other += body.length;
      })(),
    );
  });
  await page.addInitScript(() => {
    const w = window;
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__lcp = entry.startTime;
        const el = entry.element;
        w.__lcpElement = el ? `<${el.tagName.toLowerCase()}> ${el.currentSrc || el.textContent?.slice(0, 60) || ''}` : entry.url;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  if (throttle) {
    await emulateSlowPhone(await context.newCDPSession(page), 4);
  }
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const { lcp, cls, lcpElement } = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls, lcpElement: window.__lcpElement }));
  await Promise.all(pending);
  await context.close();
  return { bytes, images, lcp, cls, lcpElement };
}

try {
  const first = await visit({ throttle: false });
  const runs = [];
  for (let i = 0; i < Number(values.runs); i++) runs.push(await visit({ throttle: true }));

  console.log('Home page, first visit on a phone (412×823 @1.75x), before any interaction:');
  console.log('');
  console.log('| what | bytes |');
  console.log('|---|---|');
  console.log(`| JS (gzipped) | ${kb(first.bytes.js)} (${kb(first.bytes.jsRaw)} uncompressed) |`);
  console.log(`| images | ${kb(first.bytes.image)} |`);
  console.log(`| CSS (gzipped) | ${kb(first.bytes.css)} |`);
  console.log(`| HTML (gzipped) | ${kb(first.bytes.html)} |`);
  console.log('');
  console.log(`Images loaded: ${first.images.join(', ')}`);
  console.log('');
  console.log(`Slow 4G (150 ms, 1.6 Mbit/s) and 4x CPU, median of ${runs.length} (Chromium's own measures, not Lighthouse):`);
  console.log(
    `  LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms (runs: ${runs.map((r) => r.lcp.toFixed(0)).join(', ')}); target under 2500 ms`,
  );
  console.log(
    `  CLS ${median(runs.map((r) => r.cls)).toFixed(3)} (runs: ${runs.map((r) => r.cls.toFixed(3)).join(', ')}); target under 0.05`,
  );
  console.log(`  LCP element: ${runs[0].lcpElement}`);
} finally {
  await browser.close();
  server.kill();
}

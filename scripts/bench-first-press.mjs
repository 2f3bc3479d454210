// Benchmark (not a test): a parent's first press on a slow phone, pressed as soon as the control shows
// (before its island has woken, and before any script file has arrived: the page's inline script
// holds it). Chromium with the CPU slowed 6x and slow 4G (DevTools protocol); per control, the time
// from the press to its visible effect, whether the press came before the island woke, and how many
// times the effect happened (it must be once). Runs each 3 times; prints medians. --after-boot
// presses once the boot script has run instead (how earlier stops measured it). Usage:
// npm run bench:first-press [-- --runs 3 --port 4208 --skip-build --after-boot]
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, emulateSlowPhone, serveSite } from '../tests/chromium.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4208' },
    'skip-build': { type: 'boolean', default: false },
    'after-boot': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const origin = `http://127.0.0.1:${values.port}`;

/** Each control: where it is, how to find it before its island wakes, what its effect is, how to count it. */
const CONTROLS = [
  {
    name: 'contact form: Send Inquiry',
    path: '/about/contact-us',
    control: (page) => page.getByRole('button', { name: 'Send Inquiry' }),
    // Every required-field error shows; the submissions reaching the form's code are counted.
    effect: () =>
      document.body.innerText.includes('Your name is required') && document.body.innerText.includes('Please enter your message'),
    count: () => window.__bench.submits,
  },
  {
    name: 'gallery: Masonry view button',
    path: '/about/gallery',
    control: (page) => page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { name: 'Masonry', exact: true }),
    effect: () => [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) => b.textContent === 'Masonry'),
    count: () => history.length - window.__bench.history,
  },
  {
    name: 'staff: Science department tab',
    path: '/staff-profile/academic',
    // A link to the department's section until the island wakes, a tab after.
    control: (page) =>
      page
        .getByRole('navigation', { name: 'Departments' })
        .getByRole('link', { name: 'SCIENCE DEPARTMENT', exact: true })
        .or(page.getByRole('tab', { name: 'SCIENCE DEPARTMENT', exact: true })),
    effect: () => document.querySelector('[role="tab"][aria-label="SCIENCE DEPARTMENT"][aria-selected="true"]') !== null,
    count: () => history.length - window.__bench.history,
  },
];

/** In the page before anything else: notes the press (window, capturing: before the page's inline script sees it) and the effect's first frame. */
function instrument() {
  const bench = { submits: 0, history: history.length, pressedAt: NaN, pressedAwake: null, effectAt: NaN };
  window.__bench = bench;
  addEventListener(
    'click',
    (event) => {
      if (!Number.isNaN(bench.pressedAt)) return;
      bench.pressedAt = performance.now();
      bench.pressedAwake = event.target.closest?.('[data-island]')?.dataset.hydrated === 'true';
    },
    true,
  );
  addEventListener('DOMContentLoaded', () => document.addEventListener('submit', () => bench.submits++));
}

async function measure(browser, spec) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false });
  await emulateSlowPhone(await page.context().newCDPSession(page));
  await page.addInitScript(instrument);
  const sends = [];
  page.on('request', (request) => request.url().includes('/api/v1.0/email/') && sends.push(request.url()));
  await page.goto(`${origin}${spec.path}`, { waitUntil: 'commit' });
  if (values['after-boot']) await page.locator('html[data-booted="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await spec.control(page).click({ timeout: 60_000 });
  await page.waitForFunction(spec.effect, undefined, { timeout: 60_000, polling: 'raf' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve((window.__bench.effectAt = performance.now())))));
  // Anything a second replay would do has had its chance once the island is awake and idle.
  await page.locator('[data-island][data-hydrated="true"]').first().waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  const result = await page.evaluate(() => window.__bench);
  const times = await page.evaluate(spec.count);
  await page.close();
  return { ms: result.effectAt - result.pressedAt, beforeWake: result.pressedAwake === false, times, sends: sends.length };
}

if (!values['skip-build']) execSync('npm run build', { stdio: 'ignore' });
const server = await serveSite(Number(values.port));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
try {
  const when = values['after-boot'] ? 'once the boot script has run' : 'as soon as the control shows';
  console.log(`\nFirst press on a slow phone (CPU 6x, slow 4G), pressed ${when}, ${RUNS} runs each, medians:\n`);
  console.log('| control | press → visible effect | each run | pressed before the island woke | effect happened | sends |');
  console.log('|---|---|---|---|---|---|');
  for (const spec of CONTROLS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, spec));
    const each = runs.map((r) => (r.ms / 1000).toFixed(2)).join(' / ');
    const before = `${runs.filter((r) => r.beforeWake).length} of ${RUNS}`;
    const times = [...new Set(runs.map((r) => `${r.times}×`))].join(', ');
    console.log(
      `| ${spec.name} | ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s | ${each} | ${before} | ${times} | ${runs.reduce((n, r) => n + r.sends, 0)} |`,
    );
  }
  console.log(
    '\nThe effect must happen once every time (and the empty form must send nothing). The machine may be loaded: compare medians.',
  );
} finally {
  await browser.close();
  server.kill();
}

// Benchmark (not a test): how soon the dev server (`npm start`) serves and shows a save. A sentence
// changed in a page until the page's HTML has it (served), then with the page open in Chromium until
// the tab shows it (its reload included); a school fact changed in pages/_school.facts.yml until the
// page showing it does (median of 5 each), and a new page until it is served. Every file is put back
// after. The load average is printed beside (a shared machine).
// Usage: npm run bench:dev   (DEV_BENCH_PORT / CMS_PORT when 5340 / 8340 are taken)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const PORT = Number(process.env.DEV_BENCH_PORT || 5340);
const origin = `http://127.0.0.1:${PORT}`;
const RUNS = 5;
const PAGE = { file: 'pages/about/core-values.mdx', path: '/about/core-values', sentence: 'Our core values describe' };
const FACT = { file: 'pages/_school.facts.yml', path: '/admission/fees-and-payments', line: /^formFee: .*$/m };
const NEW_PAGE = { file: 'pages/about/bench-new-page.mdx', path: '/about/bench-new-page' };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${Math.round(x)} ms`;
const sleep = (t) => new Promise((resolve) => setTimeout(resolve, t));

const server = spawn(process.execPath, ['scripts/start.mjs', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
  env: { ...process.env, CMS_PORT: process.env.CMS_PORT || '8340' },
  stdio: 'ignore',
  detached: true,
});
const originals = new Map([PAGE.file, FACT.file].map((file) => [file, fs.readFileSync(file, 'utf8')]));
function restore() {
  for (const [file, text] of originals) if (fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  fs.rmSync(NEW_PAGE.file, { force: true });
}

/** Waits until `test` is true, checking every 5 ms; its time in ms from `since`. */
async function timeUntil(test, since, limit = 30_000) {
  for (;;) {
    if (await test()) return performance.now() - since;
    if (performance.now() - since > limit) throw new Error(`not seen after ${limit} ms`);
    await sleep(5);
  }
}

/** Whether the page's HTML, fetched now, has `marker`. */
const servedWith = (url, marker) =>
  fetch(url).then(
    (r) => r.text().then((html) => html.includes(marker)),
    () => false,
  );

/** Writes `text` into `file` and times until the open page shows `marker`. */
async function timeShown(page, file, text, marker) {
  const since = performance.now();
  fs.writeFileSync(file, text);
  return timeUntil(() => page.evaluate((m) => document.body?.innerText.includes(m) ?? false, marker).catch(() => false), since);
}

try {
  const started = performance.now();
  await timeUntil(
    () =>
      fetch(`${origin}${PAGE.path}`).then(
        (r) => r.ok,
        () => false,
      ),
    started,
    120_000,
  );
  const startSeconds = (performance.now() - started) / 1000;
  const served = [];
  for (let i = 1; i <= RUNS; i++) {
    const marker = `Served ${i}: our core values describe`;
    const since = performance.now();
    fs.writeFileSync(PAGE.file, originals.get(PAGE.file).replace(PAGE.sentence, marker));
    served.push(await timeUntil(() => servedWith(origin + PAGE.path, marker), since));
    await sleep(1000);
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();

  await page.goto(origin + PAGE.path);
  const sentence = [];
  for (let i = 1; i <= RUNS; i++) {
    const marker = `Benchmark ${i}: our core values describe`;
    sentence.push(await timeShown(page, PAGE.file, originals.get(PAGE.file).replace(PAGE.sentence, marker), marker));
    await page.waitForLoadState('load');
    await sleep(1000);
  }
  fs.writeFileSync(PAGE.file, originals.get(PAGE.file));
  await sleep(1500); // the reload that the page put back causes

  await page.goto(origin + FACT.path);
  await sleep(1000);
  const facts = [];
  for (let i = 1; i <= RUNS; i++) {
    const marker = `₦12,34${i}`;
    facts.push(await timeShown(page, FACT.file, originals.get(FACT.file).replace(FACT.line, `formFee: ${marker}`), marker));
    await page.waitForLoadState('load');
    await sleep(1000);
  }
  fs.writeFileSync(FACT.file, originals.get(FACT.file));
  await sleep(1000);

  const since = performance.now();
  fs.writeFileSync(
    NEW_PAGE.file,
    '---\ntitle: Benchmark page\ndescription: A page the dev server benchmark adds and removes again.\n---\n\nA new page.\n',
  );
  const newPage = await timeUntil(
    () =>
      fetch(origin + NEW_PAGE.path).then(
        (r) => r.ok,
        () => false,
      ),
    since,
    60_000,
  );
  await browser.close();

  const load = os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  console.log(`Dev server (npm start), load average ${load} (${os.cpus().length} cores), ready in ${startSeconds.toFixed(1)} s:`);
  console.log(`- a changed sentence served: median ${ms(median(served))} (${served.map(ms).join(', ')}; target ≤ 150 ms)`);
  console.log(
    `- a changed sentence shown in the open tab (its reload included): median ${ms(median(sentence))} (${sentence.map(ms).join(', ')})`,
  );
  console.log(`- a changed school fact shown: median ${ms(median(facts))} (${facts.map(ms).join(', ')}; target ≤ 300 ms)`);
  console.log(`- a new page served: ${ms(newPage)} (target ≤ 1 s)`);
} finally {
  restore();
  process.kill(-server.pid, 'SIGTERM');
}

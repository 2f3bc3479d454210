// Benchmark (not a test): the web editor on `npm start` as the office meets it.
// 1. /admin to its Login button in a fresh browser (no cache), five times (--runs): seconds, bytes
//    transferred and where the time went; the machine's load average beside them (a shared machine's
//    figures vary with it).
// 2. With --tasks: the everyday tasks driven from the editor alone, with the clicks each took
//    (every file is put back afterwards).
// Usage: npm run bench:admin [-- --tasks] [-- --runs 5] [-- --port 5219] (BENCH_PORT, CMS_PORT: the local backend's port)
// --built: the built /admin (after `npm run build`) as the live site serves it, on the host's
// runtime (scripts/serve-host.mjs), to its "Login with GitHub" button; no tasks (they need the local backend).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/build/chromium.mjs';

// ── The everyday tasks, driven as a person would; every file touched is put back. ──
/** Runs `task` on a fresh, signed-in page; returns its clicks. Files are put back afterwards. */
async function measure(browser, origin, files, task, created = []) {
  const saved = files.map((f) => [f, fs.readFileSync(f)]);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: /People, figures and lists/ }).waitFor();
  // Counted from here: the clicks of the task itself.
  await page.evaluate(() => {
    window.__clicks = 0;
    document.addEventListener(
      'click',
      () => {
        window.__clicks += 1;
      },
      true,
    );
  });
  try {
    await task(page);
    return await page.evaluate(() => window.__clicks);
  } finally {
    await context.close();
    for (const [file, text] of saved) fs.writeFileSync(file, text);
    for (const file of created) fs.rmSync(file, { force: true });
  }
}

/** Uploads a photo from the computer through the media library opened by `button`, and chooses it. */
async function upload(page, button, name) {
  await button.click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: fs.readFileSync('photos/gallery/01.jpg') });
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

/** Types into the last box of that name (the entry just added to a list), as the office would. */
async function fillLast(page, label, text) {
  const box = page.getByRole('textbox', { name: label, exact: true }).last();
  await box.click();
  await box.fill(text);
}

async function publish(page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

const tasks = [
  [
    'Change the form fee',
    ['pages/_school.facts.yml'],
    async (page) => {
      await page.getByRole('link', { name: /People, figures and lists/ }).click();
      await page.getByRole('link', { name: /School facts/ }).click();
      const fee = page.getByRole('textbox', { name: 'Form fee', exact: true });
      await fee.click();
      await fee.fill('₦12,500');
      await publish(page);
      await page.getByRole('button', { name: 'Published', exact: true }).waitFor();
    },
  ],
  [
    'Fix a typo in a page',
    ['pages/admission/scholarship.mdx'],
    async (page) => {
      await page.getByRole('link', { name: 'Pages: admission' }).click();
      await page
        .getByRole('link', { name: /Scholarship/ })
        .first()
        .click();
      const body = page.getByRole('textbox', { name: 'Page text' });
      await body.click();
      await body.fill((await body.inputValue()).replace('hard-working', 'hardworking'));
      await publish(page);
      await page.getByRole('button', { name: 'Published', exact: true }).waitFor();
    },
  ],
  [
    'Add a teacher with a photo',
    ['pages/staff-profile/_academic.staff.yml'],
    async (page) => {
      await page.getByRole('link', { name: /People, figures and lists/ }).click();
      await page.getByRole('link', { name: 'Staff: Academic' }).click();
      // In the last department, so the new person's fields are the last ones of the form.
      await page.getByRole('button', { name: 'Add Person' }).last().click();
      await fillLast(page, 'Name', 'Mrs. Ngozi Eze');
      await fillLast(page, 'Job title (optional)', 'Chemistry Teacher');
      await fillLast(page, 'Biography', 'Mrs. Ngozi Eze studied Chemistry at the University of Lagos and has taught for ten years.');
      await upload(page, page.getByRole('button', { name: 'Choose an image' }).last(), 'IMG 3001.jpg');
      await publish(page);
      await page.getByRole('button', { name: 'Published', exact: true }).waitFor();
    },
    ['photos/staff/img-3001.jpg'],
  ],
  [
    'Add a gallery photo',
    ['pages/about/_gallery.gallery.yml'],
    async (page) => {
      await page.getByRole('link', { name: /Photos, testimonials and partners/ }).click();
      await page.getByRole('link', { name: 'School gallery photos' }).click();
      await page.getByRole('button', { name: 'Add photo' }).click();
      await upload(page, page.getByRole('button', { name: 'Choose an image' }).last(), 'IMG 3002.jpg');
      await fillLast(page, 'What the photo shows', 'Year 11 students presenting their science fair project');
      await fillLast(page, 'Caption under the photo', 'Science fair');
      await publish(page);
      await page.getByRole('button', { name: 'Published', exact: true }).waitFor();
    },
    ['photos/gallery/img-3002.jpg'],
  ],
  [
    'Make a mistake on purpose (a blank fee): refused, nothing saved',
    ['pages/_school.facts.yml'],
    async (page) => {
      await page.getByRole('link', { name: /People, figures and lists/ }).click();
      await page.getByRole('link', { name: /School facts/ }).click();
      const fee = page.getByRole('textbox', { name: 'Form fee', exact: true });
      await fee.click();
      await fee.fill(' ');
      await publish(page);
      await page.getByRole('alert', { name: /Nothing was saved/ }).waitFor();
    },
  ],
  [
    'Add a term date and move another',
    ['pages/_school.calendar.yml'],
    async (page) => {
      await page.getByRole('link', { name: /People, figures and lists/ }).click();
      await page.getByRole('link', { name: 'School calendar' }).click();
      await page.getByRole('button', { name: /^Add events?$/i }).click();
      await page.getByRole('combobox', { name: 'Kind', exact: true }).last().click();
      await page.getByRole('option', { name: 'School event', exact: true }).click();
      await fillLast(page, 'Title', 'Carol service');
      await fillLast(page, 'Start', '2026-12-06');
      const start = page.getByRole('textbox', { name: 'Start', exact: true }).first();
      await start.click();
      await start.fill('2026-09-15');
      await publish(page);
      await page.getByRole('button', { name: 'Published', exact: true }).waitFor();
    },
  ],
];

async function runTasks(browser, origin) {
  console.log('Everyday tasks from the editor alone (clicks after signing in):');
  for (const [name, files, task, created] of tasks) {
    try {
      console.log(`  ${name}: ${await measure(browser, origin, files, task, created)} clicks`);
    } catch (error) {
      console.log(`  ${name}: could not be done (${String(error.message).split('\n')[0]})`);
    }
  }
}

// ── The run ──
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.BENCH_PORT ?? '5219' },
    runs: { type: 'string', default: '5' },
    tasks: { type: 'boolean', default: false },
    built: { type: 'boolean', default: false },
  },
});
if (values.built && values.tasks) throw new Error('--tasks needs the local backend of `npm start`: leave out --built.');
const origin = `http://127.0.0.1:${values.port}`;
const cmsPort = process.env.CMS_PORT ?? '8219';
const serverArgs = values.built
  ? ['scripts/serve-host.mjs', '--port', values.port]
  : ['scripts/start.mjs', '--port', values.port, '--strictPort', '--host', '127.0.0.1'];
const server = spawn(process.execPath, serverArgs, {
  env: { ...process.env, CMS_PORT: cmsPort },
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

await new Promise((resolve, reject) => {
  const started = Date.now();
  const poll = () => fetch(`${origin}/admin/config.yml`).then((r) => (r.ok ? resolve() : retry()), retry);
  const retry = () => (Date.now() - started > 60_000 ? reject(new Error('dev server did not start')) : setTimeout(poll, 200));
  poll();
});

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
// Where the time goes (from the page's own timings): Decap's script downloaded, run (its 2.3 MB
// parsed and executed), its configuration read and checked (up to its call to the local backend).
const load = () => os.loadavg()[0].toFixed(1);
console.log(
  `/admin to its Login button, fresh browser each time (${values.built ? "the build, on the host's runtime" : 'dev server'}; load average ${load()} on ${os.cpus().length} cores):`,
);
const seconds = [];
for (let run = 1; run <= Number(values.runs); run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  // When Decap's script has run: it sets window.CMS last.
  await page.addInitScript(() => {
    let cms;
    Object.defineProperty(window, 'CMS', {
      configurable: true,
      get: () => cms,
      set(value) {
        cms = value;
        window.__decapRun = performance.now();
      },
    });
  });
  const started = performance.now();
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: values.built ? 'Login with GitHub' : 'Login' }).waitFor({ timeout: 120_000 });
  seconds.push((performance.now() - started) / 1000);
  const steps = await page.evaluate(() => {
    const at = (pattern) => performance.getEntriesByType('resource').find((e) => pattern.test(e.name));
    const s = (ms) => (ms / 1000).toFixed(2);
    return `script downloaded ${s(at(/decap-cms\.js$/)?.responseEnd ?? 0)} s, run ${s(window.__decapRun ?? 0)} s, configuration checked ${s(at(/api\/v1$/)?.startTime ?? 0)} s`;
  });
  console.log(
    `  run ${run}: ${seconds.at(-1).toFixed(2)} s, ${(bytes / 1024 / 1024).toFixed(2)} MB transferred (${steps})${run === 1 ? ', first load since the server started' : ''}`,
  );
  await context.close();
}
const sorted = [...seconds].sort((a, b) => a - b);
console.log(`  median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s, best ${sorted[0].toFixed(2)} s (load average now ${load()})`);

if (values.tasks) await runTasks(browser, origin);
await browser.close();
stop();

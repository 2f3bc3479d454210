// Benchmark (not a test): the web editor as the office meets it.
// 1. /admin to its Login button in a fresh browser (no cache), five times (--runs): seconds, bytes
//    transferred and where the time went; the median, and the machine's load average beside them
//    (a shared machine's figures vary with it). On `npm start` (the dev server), or with --built on
//    the built /admin as the live site serves it (the host's runtime, scripts/serve-host.mjs, after
//    `npm run build`), to its "Login with GitHub" button.
// 2. With --tasks: the issues' tasks (a taken-down page among them), driven on the built /admin (so --tasks implies --built)
//    with Decap's in-memory repository in place of GitHub: clicks (and key presses) per task, last
//    round's figures beside them; a task that fails says at which step.
// Usage: npm run bench:admin [-- --built [--dir dist] [--static]] [-- --tasks] [-- --runs 5] [-- --port 5219]
//   (BENCH_PORT; CMS_PORT: the local backend's port on `npm start`)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';
import { withTestRepo } from '../tests/host/test-repo.mjs';

// ── The issue's eight tasks, on the built /admin as the live site serves it ──
// Served by the host's runtime (scripts/serve-host.mjs) with its editorial workflow: Save makes a
// draft, its status is set to Ready, Publish merges it. GitHub is replaced by Decap's in-memory
// repository filled with the site's files (tests/host/test-repo.mjs, as the host e2e test does), so
// nothing on disk is touched, and each task ends when the repository holds the change.

/**
 * Last round's figures (issue 53: this script's tasks on the built /admin, editorial workflow): clicks
 * per task; null where the task was not counted then (the mistake, keyboard and take-down tasks).
 */
const TODAY = {
  date: 'issue 53',
  where: 'last round, built /admin',
  clicks: { fee: 9, teacher: 14, typo: 9, gallery: 13, news: 17, term: 14, mistake: null, keyboard: null, takeDown: null },
};

const STEP_TIMEOUT = 30_000;

/** A step of a task, named, so that a failure says where it stopped. */
class StepFailed extends Error {}
function stepper() {
  return async function step(name, action) {
    try {
      return await action();
    } catch (error) {
      throw new StepFailed(`step "${name}": ${String(error.message).split('\n')[0]}`);
    }
  };
}

/** Runs one task on a fresh page of the built /admin, signed in; returns what the person did. */
async function measure(browser, origin, task, { context: contextOptions = {}, keyboard = false } = {}) {
  const context = await browser.newContext({ baseURL: origin, ...contextOptions });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  let dialogs = 0;
  // The browser's own "Are you sure you want to publish this entry?": accepted, and counted as a press.
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.accept();
  });
  try {
    const step = stepper();
    await step('open /admin and log in', async () => {
      await withTestRepo(page);
      await page.goto('/admin/');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('link', { name: PEOPLE }).waitFor();
    });
    // Counted from here: the clicks and key presses of the task itself.
    await page.evaluate(() => {
      Object.assign(window, { __clicks: 0, __keys: 0 });
      // A click by the mouse (or a tap); Enter or Space on a button also fires a click, with detail 0: a key press, not counted here.
      document.addEventListener('click', (event) => event.isTrusted && event.detail > 0 && (window.__clicks += 1), true);
      document.addEventListener('keydown', (event) => event.isTrusted && (window.__keys += 1), true);
    });
    const typed = (await task(page, step)) ?? 0;
    const counted = await page.evaluate(() => ({ clicks: window.__clicks, keys: window.__keys }));
    // The "Are you sure?" is answered the way the rest of the task is done: a click, or Enter.
    return keyboard
      ? { clicks: counted.clicks, keys: counted.keys - typed + dialogs, typed }
      : { clicks: counted.clicks + dialogs, keys: counted.keys - typed, typed };
  } finally {
    await context.close();
  }
}

/** The repository's text of `file` (pages/_school.facts.yml), as Decap's in-memory repository holds it now. */
function repoText(page, file) {
  return page.evaluate((segments) => {
    let node = window.repoFiles;
    for (const segment of segments) node = node?.[segment];
    return typeof node?.content === 'string' ? node.content : '';
  }, file.split('/'));
}

/** Waits until the repository (the live site's branch, not a draft) holds `file` with `text` in it. */
async function published(page, file, text) {
  await page.waitForFunction(
    ({ segments, text }) => {
      let node = window.repoFiles;
      for (const segment of segments) node = node?.[segment];
      return typeof node?.content === 'string' && node.content.includes(text);
    },
    { segments: file.split('/'), text },
    { timeout: STEP_TIMEOUT },
  );
}

/** Waits until a file whose name matches `pattern` is in `folder` (pages/news) of the live branch. */
async function publishedFile(page, folder, pattern) {
  await page.waitForFunction(
    ({ segments, source }) => {
      let node = window.repoFiles;
      for (const segment of segments) node = node?.[segment];
      return Object.keys(node ?? {}).some((name) => new RegExp(source).test(name));
    },
    { segments: folder.split('/'), source: pattern.source },
    { timeout: STEP_TIMEOUT },
  );
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

/**
 * The live editor's way to publish an edit, as the office does it: Save (a draft: a branch and a
 * pull request), status Ready, Publish now (and the browser's "Are you sure?").
 */
async function saveAndPublish(page, step) {
  await step('Save (a draft)', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: /^Status: / }).waitFor();
  });
  await readyAndPublish(page, step);
}

/** A saved draft's last two steps: status Ready, then Publish now. */
async function readyAndPublish(page, step) {
  await step('set its status to Ready', async () => {
    await page.getByRole('button', { name: /^Status: / }).click();
    await page.getByRole('menuitem', { name: 'Ready' }).click();
    await page.getByRole('button', { name: 'Status: Ready' }).waitFor();
  });
  await step('Publish now', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
  });
}

/**
 * By keyboard: presses `key` (Tab or Shift+Tab) until `target` has the focus; at most 200 presses,
 * then the step fails (the target cannot be reached by keyboard).
 */
async function tabTo(page, target, key = 'Tab') {
  await target.waitFor();
  for (let presses = 0; presses < 200; presses++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press(key);
  }
  throw new Error(`not reached with ${key} in 200 presses`);
}

/**
 * A task on one file of a group's list: opens it (`open`: the group's link and the file's), makes
 * the change (`edit`, its steps), publishes it, and waits until the live branch's `file` holds each of `texts`.
 */
async function editAndPublish(page, step, { open: [group, list], edit, file, texts }) {
  await step(`open ${list}`, async () => {
    await page.getByRole('link', { name: group }).click();
    await page.getByRole('link', { name: list }).click();
  });
  await edit();
  await saveAndPublish(page, step);
  await step('the change is on the live branch', async () => {
    for (const text of texts) await published(page, file, text);
  });
}

const PEOPLE = /People, figures and lists/;

const tasks = [
  {
    key: 'fee',
    name: 'Change the form fee',
    run: (page, step) =>
      editAndPublish(page, step, {
        open: [PEOPLE, 'School facts'],
        edit: () =>
          step('type the new fee', async () => {
            const fee = page.getByRole('textbox', { name: 'Form fee', exact: true });
            await fee.click();
            await fee.fill('₦12,500');
          }),
        file: 'pages/_school.facts.yml',
        texts: ['₦12,500'],
      }),
  },
  {
    key: 'teacher',
    name: 'Add a teacher with a photo',
    run: (page, step) =>
      editAndPublish(page, step, {
        open: [PEOPLE, 'Staff: Academic'],
        async edit() {
          await step('add a person and fill in the details', async () => {
            // In the last department, so the new person's fields are the last ones of the form.
            await page.getByRole('button', { name: 'Add Person' }).last().click();
            await fillLast(page, 'Name', 'Mrs. Ngozi Eze');
            await fillLast(page, 'Job title (optional)', 'Chemistry Teacher');
            await fillLast(page, 'Biography', 'Mrs. Ngozi Eze studied Chemistry at the University of Lagos and has taught for ten years.');
          });
          await step('upload and choose the photo', () =>
            upload(page, page.getByRole('button', { name: 'Choose an image' }).last(), 'IMG 3001.jpg'),
          );
        },
        file: 'pages/staff-profile/_academic.staff.yml',
        texts: ['Mrs. Ngozi Eze'],
      }),
  },
  {
    key: 'typo',
    name: 'Fix a typo in a page',
    async run(page, step) {
      await step('open the Scholarship page', async () => {
        await page.getByRole('link', { name: 'Pages: admission' }).click();
        await page
          .getByRole('link', { name: /Scholarship/ })
          .first()
          .click();
      });
      await step('fix the word', async () => {
        const body = page.getByRole('textbox', { name: 'Page text' });
        await body.click();
        await body.fill((await body.inputValue()).replace('hard-working', 'hardworking'));
      });
      await saveAndPublish(page, step);
      await step('the fix is on the live branch', () => published(page, 'pages/admission/scholarship.mdx', 'hardworking'));
    },
  },
  {
    key: 'gallery',
    name: 'Add a gallery photo',
    run: (page, step) =>
      editAndPublish(page, step, {
        open: [/Photos, testimonials and partners/, 'School gallery photos'],
        edit: () =>
          step('add a photo and its words', async () => {
            await page.getByRole('button', { name: 'Add photo' }).click();
            await upload(page, page.getByRole('button', { name: 'Choose an image' }).last(), 'IMG 3002.jpg');
            await fillLast(page, 'What the photo shows', 'Year 11 students presenting their science fair project');
            await fillLast(page, 'Caption under the photo', 'Science fair');
          }),
        file: 'pages/about/_gallery.gallery.yml',
        texts: ['Science fair'],
      }),
  },
  {
    key: 'news',
    name: 'Post news with a photo',
    async run(page, step) {
      await step('open a new news post', async () => {
        await page.getByRole('link', { name: 'News', exact: true }).click();
        await page.getByRole('link', { name: 'New news post' }).click();
      });
      await step('write the post', async () => {
        await fillLast(page, 'Heading', 'Debate team reaches the state final');
        await fillLast(page, 'Date', '2026-11-24');
        await fillLast(page, 'Summary', 'Our senior debate team won its semi-final and goes on to the state final in December.');
        await fillLast(page, 'Post text', 'The team argued for the motion and won by two votes.');
      });
      await step('open "Photo, words and example"', async () => {
        const expand = page.getByRole('button', { name: 'Expand' });
        await page
          .locator('div', { has: expand, hasText: 'Photo, words and example' })
          .last()
          .getByRole('button', { name: 'Expand' })
          .click();
      });
      await step('upload and choose the photo', () =>
        upload(page, page.getByRole('button', { name: 'Choose an image' }).last(), 'IMG 3003.jpg'),
      );
      await step('say what the photo shows', async () => {
        const box = page.getByRole('textbox', { name: 'What the photo shows' }).last();
        await box.click();
        await box.fill('The debate team holding their trophy');
      });
      await saveAndPublish(page, step);
      await step('the post is on the live branch, named by its date', () =>
        publishedFile(page, 'pages/news', /^2026-11-24-debate-team-reaches-the-state-final\.mdx$/),
      );
    },
  },
  {
    key: 'term',
    name: 'Add a term date and move another',
    run: (page, step) =>
      editAndPublish(page, step, {
        open: [PEOPLE, 'School calendar'],
        async edit() {
          await step('add an event', async () => {
            await page.getByRole('button', { name: /^Add events?$/i }).click();
            // The new event is the last, scrolled into view, its Kind focused (src/admin/list-add.ts).
            await page.getByRole('combobox', { name: 'Kind', exact: true }).last().click();
            await page.getByRole('option', { name: 'School event', exact: true }).click();
            await fillLast(page, 'Title', 'Carol service');
            await fillLast(page, 'Start', '2026-12-06');
          });
          await step('move the first date', async () => {
            const start = page.getByRole('textbox', { name: 'Start', exact: true }).first();
            await start.click();
            await start.fill('2026-09-15');
          });
        },
        file: 'pages/_school.calendar.yml',
        texts: ['Carol service', '2026-09-15'],
      }),
  },
  {
    key: 'takeDown',
    name: 'Take a page down (one nothing links to): a draft, then published',
    async run(page, step) {
      await step('open Social Events', async () => {
        await page.getByRole('link', { name: 'Pages: pastoral' }).click();
        await page.getByRole('link', { name: /Social Events/ }).click();
      });
      await step('Take this page down (checked, saved as a draft)', async () => {
        await page.getByRole('button', { name: 'Take this page down' }).click();
        await page.getByRole('button', { name: /^Status: / }).waitFor();
      });
      await readyAndPublish(page, step);
      await step('the page is marked taken down on the live branch', () =>
        published(page, 'pages/pastoral/social-events.mdx', 'takenDown: true'),
      );
    },
  },
  {
    key: 'mistake',
    name: 'Make a mistake on purpose (a blank fee): refused, nothing saved',
    async run(page, step) {
      await step('open School facts', async () => {
        await page.getByRole('link', { name: PEOPLE }).click();
        await page.getByRole('link', { name: /School facts/ }).click();
      });
      await step('blank the fee', async () => {
        const fee = page.getByRole('textbox', { name: 'Form fee', exact: true });
        await fee.click();
        await fee.fill(' ');
      });
      await step('Save: refused in the editor', async () => {
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByRole('alert', { name: /Nothing was saved/ }).waitFor();
      });
      await step('nothing was saved (no draft)', async () => {
        const drafts = await page.evaluate(() => Object.keys(window.repoFilesUnpublished ?? {}).length);
        if (drafts) throw new Error(`${drafts} draft(s) saved`);
        if (!(await repoText(page, 'pages/_school.facts.yml')).includes('₦10,000')) throw new Error('the fee changed');
      });
    },
  },
  {
    key: 'keyboard',
    name: 'By keyboard alone on a 390 px phone screen: change the form fee',
    keyboard: true,
    context: { viewport: { width: 390, height: 844 }, hasTouch: true },
    async run(page, step) {
      const press = (key) => page.keyboard.press(key);
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      await step('Tab to "People, figures and lists", Enter', async () => {
        await tabTo(page, page.getByRole('link', { name: PEOPLE }));
        await press('Enter');
      });
      await step('Tab to "School facts", Enter', async () => {
        await tabTo(page, page.getByRole('link', { name: /School facts/ }));
        await press('Enter');
      });
      const text = '₦12,500';
      await step('Tab to "Form fee", select it, type the new fee', async () => {
        await tabTo(page, page.getByRole('textbox', { name: 'Form fee', exact: true }));
        await press('Control+A');
        await page.keyboard.type(text);
      });
      await step('the form fits the phone screen (no sideways scrolling)', async () => {
        if (await sideways()) throw new Error('the page scrolls sideways at 390 px');
      });
      await step('Shift+Tab to Save, Enter', async () => {
        await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }), 'Shift+Tab');
        await press('Enter');
        await page.getByRole('button', { name: /^Status: / }).waitFor();
      });
      await step('status Ready by keyboard', async () => {
        await tabTo(page, page.getByRole('button', { name: /^Status: / }));
        await press('Enter');
        const ready = page.getByRole('menuitem', { name: 'Ready' });
        await ready.waitFor();
        await tabTo(page, ready, 'ArrowDown');
        await press('Enter');
        await page.getByRole('button', { name: 'Status: Ready' }).waitFor();
      });
      await step('Publish now by keyboard', async () => {
        await tabTo(page, page.getByRole('button', { name: 'Publish', exact: true }));
        await press('Enter');
        const now = page.getByRole('menuitem', { name: 'Publish now' });
        await now.waitFor();
        await tabTo(page, now, 'ArrowDown');
        await press('Enter');
      });
      await step('the fee is on the live branch', () => published(page, 'pages/_school.facts.yml', text));
      return [...text].length;
    },
  },
];

async function runTasks(browser, origin, only) {
  console.log(
    `The issue's tasks on the built /admin (editorial workflow: Save, Ready, Publish now), counted after logging in; ${TODAY.where} (${TODAY.date}) beside them:`,
  );
  for (const task of tasks.filter((t) => !only || t.key === only)) {
    const today = TODAY.clicks[task.key];
    const before = `last round ${today ?? 'not measured'}${today === null ? '' : ' clicks'}`;
    try {
      const done = await measure(browser, origin, task.run, task);
      const keys = done.keys ? `, ${done.keys} key presses${done.typed ? ` (besides ${done.typed} characters typed)` : ''}` : '';
      console.log(`  ${task.name}: ${done.clicks} clicks${keys} (${before})`);
    } catch (error) {
      const where = error instanceof StepFailed ? error.message : `not done: ${String(error.message).split('\n')[0]}`;
      console.log(`  ${task.name}: FAILED at ${where} (${before})`);
    }
  }
}

// ── The run ──
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.BENCH_PORT ?? '5219' },
    runs: { type: 'string', default: '5' },
    tasks: { type: 'boolean', default: false },
    // One task only, by its key (fee, teacher, typo, gallery, news, term, takeDown, mistake, keyboard).
    only: { type: 'string' },
    built: { type: 'boolean', default: false },
    // With --built: the build to serve (another copy of dist/, to compare two builds side by side).
    dir: { type: 'string', default: 'dist' },
    // With --built: served as a CDN serves it from its cache (the precompressed files, scripts/serve.mjs),
    // not through the host's local runtime, which compresses each response as it sends it.
    static: { type: 'boolean', default: false },
  },
});
// The tasks drive the built /admin (its editorial workflow, the in-memory repository).
if (values.tasks) values.built = true;
const origin = `http://127.0.0.1:${values.port}`;
const cmsPort = process.env.CMS_PORT ?? '8219';
if (values.static) values.built = true;
const serverArgs = values.static
  ? ['scripts/serve.mjs', '--port', values.port, '--dir', values.dir, '--no-enquiries']
  : values.built
    ? ['scripts/serve-host.mjs', '--port', values.port, '--dir', values.dir]
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
// Where the time goes (from the page's own timings): Decap's script downloaded, run (about 1 MB
// parsed and executed), and on `npm start` its configuration read (up to its call to the local backend).
const load = () => os.loadavg()[0].toFixed(1);
console.log(
  `/admin to its Login button, fresh browser each time (${values.static ? 'the build, its precompressed files as a CDN serves them' : values.built ? "the build, on the host's runtime" : 'dev server'}; load average ${load()} on ${os.cpus().length} cores):`,
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
  // What was transferred by the time the Login button showed: the chunk of what is shown after
  // logging in, fetched once decap-cms.js runs (src/admin/decap-lazy.ts), counts only if it was done by then.
  const shownBytes = bytes;
  const steps = await page.evaluate(() => {
    const at = (pattern) => performance.getEntriesByType('resource').find((e) => pattern.test(e.name));
    const s = (ms) => (ms / 1000).toFixed(2);
    // The local backend is asked once the configuration is read (npm start only); the built /admin has none.
    const asked = at(/api\/v1$/);
    return `script downloaded ${s(at(/decap-cms\.js$/)?.responseEnd ?? 0)} s, run ${s(window.__decapRun ?? 0)} s${asked ? `, configuration read ${s(asked.startTime)} s` : ''}`;
  });
  console.log(
    `  run ${run}: ${seconds.at(-1).toFixed(2)} s, ${(shownBytes / 1024 / 1024).toFixed(2)} MB transferred (${steps})${run === 1 ? ', first load since the server started' : ''}`,
  );
  await context.close();
}
const sorted = [...seconds].sort((a, b) => a - b);
console.log(`  median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s, best ${sorted[0].toFixed(2)} s (load average now ${load()})`);

if (values.tasks) await runTasks(browser, origin, values.only);
await browser.close();
stop();

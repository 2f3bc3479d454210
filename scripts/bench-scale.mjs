// Benchmark (not a test): the check, the build, the dev server and the web editor as the school's
// content grows. Builds a copy of the site in a temporary folder (tools/measure/scale-site.mjs:
// the project's own pages/ are never touched) with generated news posts (about one a week back
// --posts weeks), --photos gallery photos (each its own file) and --years of term calendar, and prints:
// - encoding the photos (scripts/images.mjs), then one run with one new photo and the rest kept;
// - `npm run check` on the copy and on today's site, in the same run (its ratio beside the target);
// - the build: cold (no kept compiles or compressed copies), warm (nothing changed), and after a
//   one-line edit of the newest post (committed, as CI builds it), with the dist/ files it changed;
// - the dev server (scripts/bench-dev.mjs run in the copy): sentence served, fact shown, new page;
// - the web editor's Photos and News lists on `npm start` (its local backend): time and bytes;
// - the gallery page: a first visit's bytes in Chromium, and its HTML alone (as transferred).
// Usage: npm run bench:scale -- --posts 200 --photos 50 --years 10 [--keep] [--no-dev] [--builds-only: encoding and builds]
//   [--office-only: encoding, the check and the editor's lists, no builds] [--dev-only: encoding, the dev server and the editor's lists]
//   (DEV_BENCH_PORT, CMS_PORT, BENCH_PORT: the ports of the dev server, its local backend and the preview server)
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { answered, galleryFirstVisit } from '../tools/measure/gallery-visit.mjs';
import { copyProject, writeCalendarYears, writeGalleryPhotos, writeGeneratedPhoto, writePosts } from '../tools/measure/scale-site.mjs';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '200' },
    photos: { type: 'string', default: '50' },
    years: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
    'no-dev': { type: 'boolean', default: false },
    'builds-only': { type: 'boolean', default: false },
    'office-only': { type: 'boolean', default: false },
    'dev-only': { type: 'boolean', default: false },
  },
});
const [POSTS, PHOTOS, YEARS] = [values.posts, values.photos, values.years].map(Number);
const DEV_PORT = Number(process.env.DEV_BENCH_PORT || 5340);
const CMS_PORT = Number(process.env.CMS_PORT || 8340);
const PREVIEW_PORT = Number(process.env.BENCH_PORT || 4399);

const project = fileURLToPath(new URL('..', import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
const site = path.join(work, 'site');
const today = path.join(work, 'today');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const figures = [];
const say = (line) => {
  figures.push(line);
  console.log(line);
};

/** Runs `node <script> ...args` in `cwd` and times it; its output is kept for when it fails. */
function timed(cwd, script, args = [], env = {}) {
  const started = performance.now();
  try {
    const output = execFileSync(process.execPath, [script, ...args], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, ...env },
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ms: performance.now() - started, output };
  } catch (error) {
    throw new Error(`${script} in ${cwd} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}

const git = (cwd, ...args) => execFileSync('git', args, { cwd, stdio: 'pipe', encoding: 'utf8' });
/** Commits everything in `cwd`, as CI builds a commit ("Last updated" and the sitemap come from git). */
function commitAll(cwd, message) {
  git(cwd, 'add', '-A');
  git(cwd, '-c', 'user.name=Bench', '-c', 'user.email=bench@example.invalid', 'commit', '-qm', message);
}

/** Every file of dist/ by its content's hash: two of these say which files a build changed. */
function distDigest(dir) {
  const dist = path.join(dir, 'dist');
  return new Map(
    fs
      .readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dist, file), crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex')];
      }),
  );
}
const changedBetween = (before, after) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();

/** A build of `cwd`: its time, and the build's own line of its steps' shares. */
function build(cwd) {
  const { ms, output } = timed(cwd, 'scripts/build.mjs');
  return { ms, steps: output.split('\n').find((l) => l.startsWith('Built ')) ?? '' };
}
const check = (cwd) => timed(cwd, 'scripts/check.mjs').ms;

/** The web editor's Photos (media library) and News (entries of pages/news) lists on `npm start`, as /admin asks its local backend. */
async function editorLists(cwd) {
  const server = spawn(process.execPath, ['scripts/start.mjs', '--port', String(DEV_PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd,
    env: { ...process.env, CMS_PORT: String(CMS_PORT) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const origin = `http://127.0.0.1:${DEV_PORT}`;
    await answered(`${origin}/admin/`);
    // An office opens the list once the site and the editor have loaded: a page served first, so the
    // dev server's start-up work (its dependency scan and bundling, timed by bench-dev) is not in the list's time.
    await answered(`${origin}/`);
    const ask = async (action, params) => {
      const started = performance.now();
      const answer = await fetch(`${origin}/admin/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
      });
      const body = Buffer.from(await answer.arrayBuffer());
      if (!answer.ok) throw new Error(`${action}: ${answer.status} ${body.toString('utf8').slice(0, 200)}`);
      return { ms: performance.now() - started, bytes: body.length, count: JSON.parse(body.toString('utf8')).length };
    };
    const three = async (action, params) => {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await ask(action, params));
      return { ...runs.at(-1), first: runs[0].ms, ms: median(runs.map((run) => run.ms)) };
    };
    return {
      photos: await three('getMedia', { mediaFolder: 'photos' }),
      news: await three('entriesByFolder', { folder: 'pages/news', extension: 'mdx', depth: 1 }),
    };
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

/** The editor's lists' figures, said. */
async function sayEditorLists(cwd) {
  const lists = await editorLists(cwd);
  for (const [name, list] of Object.entries(lists))
    say(
      `web editor's ${name === 'photos' ? 'Photos' : 'News'} list (npm start): ${Math.round(list.ms)} ms median of 3 (first ${Math.round(list.first)} ms), ${kb(list.bytes)}, ${list.count} entries`,
    );
}

try {
  console.log(
    `Copies of the site in ${work} (load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores)`,
  );
  copyProject(project, today);
  copyProject(project, site);
  const started = performance.now();
  const photos = await writeGalleryPhotos(site, PHOTOS);
  writePosts(site, POSTS, { photos: photos.length ? photos : ['gallery/01', 'gallery/02', 'gallery/03'] });
  writeCalendarYears(site, YEARS);
  console.log(
    `Generated ${POSTS} posts, ${PHOTOS} gallery photos and ${YEARS} years of calendar in ${seconds(performance.now() - started)}.`,
  );

  const encode = timed(site, 'scripts/images.mjs');
  say(`encoding the photos (scripts/images.mjs, ${PHOTOS} new): ${seconds(encode.ms)}; ${encode.output.trim()}`);
  await writeGeneratedPhoto(path.join(site, 'photos/gallery/scale-new.jpg'), PHOTOS + 1);
  const oneNew = timed(site, 'scripts/images.mjs');
  say(
    `scripts/images.mjs with the encoded photos kept and one new photo (a CI run with its cache): ${seconds(oneNew.ms)}; ${oneNew.output.trim()}`,
  );
  fs.rmSync(path.join(site, 'photos/gallery/scale-new.jpg'));
  timed(site, 'scripts/images.mjs');
  timed(today, 'scripts/images.mjs');
  git(site, 'init', '-q');
  git(today, 'init', '-q');
  commitAll(site, 'Generated content');
  commitAll(today, 'Today');

  // The check: cold (nothing kept: no compiles, no page readings), then again with what a run keeps
  // (src/build/mdx-options.ts, src/content/reading/kept-page-readings.node.ts), on both copies in turn.
  if (!values['builds-only'] && !values['dev-only']) {
    const coldToday = check(today);
    const coldSite = check(site);
    // Three of each, in turn, and their medians: one run beside another moves with a shared machine's load.
    const kept = { today: [], site: [] };
    for (let i = 0; i < 3; i++) {
      kept.today.push(check(today));
      kept.site.push(check(site));
    }
    const [checkToday, checkSite] = [median(kept.today), median(kept.site)];
    say(
      `npm run check: ${seconds(checkSite)} median of 3 (today's site in the same run, in turn: ${seconds(checkToday)}; ${(checkSite / checkToday).toFixed(2)}×, target ≤ 1.5×)`,
    );
    say(
      `npm run check, cold (the first run, nothing kept): ${seconds(coldSite)} (today's site: ${seconds(coldToday)}; ${(coldSite / coldToday).toFixed(2)}×)`,
    );
  }
  if (values['office-only']) await sayEditorLists(site);
  else if (values['dev-only']) await devAndEditorLists();
  else await buildsDevAndGallery();

  console.log('');
  console.log(`Summary (${POSTS} posts, ${PHOTOS} gallery photos, ${YEARS} years of calendar):`);
  for (const figure of figures) console.log(`- ${figure}`);
} finally {
  if (values.keep) console.log(`Kept: ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}

/** The dev server on the generated site and on today's, then the editor's lists. */
async function devAndEditorLists() {
  // Today's site in the same run beside it: the load of a shared machine moves these most.
  for (const [name, cwd] of [
    ['generated site', site],
    ["today's site", today],
  ]) {
    const dev = timed(cwd, 'scripts/bench-dev.mjs', [], { DEV_BENCH_PORT: String(DEV_PORT), CMS_PORT: String(CMS_PORT) });
    for (const l of dev.output.trim().split('\n')) say(`${name}: ${l.replace(/^- /, 'dev server: ')}`);
  }
  await sayEditorLists(site);
}

/** The builds (cold, warm, after an edit), the dev server, the editor's lists and the gallery page. */
async function buildsDevAndGallery() {
  const cold = build(site);
  const warm = build(site);
  const before = distDigest(site);
  const newest = fs
    .readdirSync(path.join(site, 'pages/news'))
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .at(-1);
  const post = path.join(site, 'pages/news', newest);
  const text = fs.readFileSync(post, 'utf8');
  const [, body] = text.split(/^---$/m).slice(1);
  const line = body.split('\n').find((l) => l.trim().length > 20);
  fs.writeFileSync(post, text.replace(line, `${line} (Updated: one more sentence.)`));
  commitAll(site, `One line of ${newest}`);
  const edited = build(site);
  const changed = changedBetween(before, distDigest(site));
  // Warm again, nothing changed: the machine's load moves between builds; the edit is compared with both.
  const warmAgain = build(site);
  const warmMean = (warm.ms + warmAgain.ms) / 2;
  say(
    `build: cold ${seconds(cold.ms)}, warm ${seconds(warm.ms)} and ${seconds(warmAgain.ms)} (before and after the edit), after a one-line edit of pages/news/${newest} ${seconds(edited.ms)} (${(edited.ms / warmMean).toFixed(2)}× the warm builds' mean, target ≤ 1.2×)`,
  );
  say(`warm build's steps: ${warm.steps}`);
  say(`edited build's steps: ${edited.steps}`);
  say(`warm build's steps, again: ${warmAgain.steps}`);
  say(`dist/ files the edit changed: ${changed.length} (target ≤ 30): ${changed.join(', ')}`);

  if (!values['no-dev'] && !values['builds-only']) await devAndEditorLists();
  const gallery = values['builds-only'] ? undefined : await galleryFirstVisit(site, PREVIEW_PORT);
  if (gallery)
    say(
      `gallery page (/about/gallery) first visit: ${kb(gallery.total)} in ${gallery.requests} requests (its HTML alone ${kb(gallery.html)}), as Chromium fetched it from scripts/serve.mjs over http (gzip: Chromium asks for brotli only over https)`,
    );
}

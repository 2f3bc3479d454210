// Benchmark (not a test), on a temporary copy of the site (the work tree is never touched):
// - default: photos and pages added, renamed and removed on disk (--cycles, default 200) while
//   requests like the web editor's list them (the Photos list, a photo field's library, the pages'
//   list) and save (a data file), and the site's pages are fetched, all on `npm start`. Prints the
//   count of failed requests (target 0) and whether the dev server is still up, and its listing right.
// - `--photos 68,500,2000`: the site with that many photos (copies of one photo, each its own file,
//   all named by the gallery's data file): `npm run check`'s time and the editor's Photos list time
//   and bytes (as sent, and unpacked) at each count.
// Usage: npm run bench:churn [-- --cycles 200] | npm run bench:churn -- --photos 68,500,2000
//   (either with --ref <commit>: that commit's code and content, e.g. main's before a change);
//   npm run bench:churn -- --photos 68,500,2000 --against <commit>: the check beside that commit's, in turn
// Ports: CHURN_PORT (dev server, default 5350) and CHURN_CMS_PORT (its decap-server, default +1).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.CHURN_PORT || 5350);
const CMS_PORT = Number(process.env.CHURN_CMS_PORT || PORT + 1);
const origin = `http://127.0.0.1:${PORT}`;
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const REQUEST_LIMIT_MS = 180_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** What is undone however the benchmark ends (a signal included): servers stopped, copies removed, last first. */
const cleanups = [];
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const cleanup of cleanups.reverse()) cleanup();
    process.exit(130);
  });

/**
 * A copy of the site in a temporary folder: its own files (the work tree's, or with `--ref <commit>`
 * that commit's, to measure the code before a change), node_modules' packages linked (its caches copied).
 */
function siteCopy(ref = arg('ref')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-churn-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  if (ref) {
    const archive = spawnSync('git', ['archive', ref], { cwd: root, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr}`);
    spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  } else {
    const skip = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', '.wrangler']);
    for (const entry of fs.readdirSync(root)) {
      if (!skip.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
    }
  }
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '.vite') continue;
    if (entry === '.cache') fs.cpSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry), { recursive: true });
    else fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  return dir;
}

/** Photos in the copy's photos/. */
const photoCount = (dir) =>
  fs.readdirSync(path.join(dir, 'photos'), { recursive: true }).filter((f) => /\.(jpe?g|png|webp)$/i.test(String(f))).length;

/**
 * Adds photos until the copy has `total`: photos/gallery/bench-NNNN.jpg (linked to gallery/01.jpg,
 * with its web copies and its entry in images.json, so nothing is encoded), each named by the gallery's data file.
 */
function growPhotos(dir, total) {
  const manifestFile = path.join(dir, 'src/generated/images.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const template = manifest['gallery/01'];
  const gallery = path.join(dir, 'pages/about/_gallery.gallery.yml');
  let yaml = fs.readFileSync(gallery, 'utf8');
  const ids = [...yaml.matchAll(/^- id: (\d+)$/gm)].map((m) => Number(m[1]));
  let id = Math.max(0, ...ids);
  for (let n = photoCount(dir) + 1; n <= total; n++) {
    const name = `gallery/bench-${String(n).padStart(4, '0')}`;
    fs.linkSync(path.join(dir, 'photos/gallery/01.jpg'), path.join(dir, `photos/${name}.jpg`));
    for (const width of template.widths)
      for (const ext of ['avif', 'webp'])
        fs.linkSync(path.join(dir, `public/img/gallery/01-${width}.${ext}`), path.join(dir, `public/img/${name}-${width}.${ext}`));
    manifest[name] = template;
    yaml += `- id: ${++id}\n  src: ${name}\n  alt: "Students on the front lawn, photo ${n}"\n  caption: "School life, photo ${n}"\n`;
  }
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  fs.writeFileSync(gallery, yaml);
}

/** `npm run check` in the copy: its wall time and its own line (not spawnSync: a signal must reach the clean-up). */
function runCheck(dir) {
  const started = performance.now();
  const check = spawn(process.execPath, ['scripts/check.mjs'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  cleanups.push(() => check.kill());
  let said = '';
  for (const stream of [check.stdout, check.stderr]) stream.on('data', (chunk) => (said += chunk));
  return new Promise((resolve) =>
    check.on('close', (code) => resolve({ ms: performance.now() - started, ok: code === 0, said: said.trim().split('\n')[0] })),
  );
}

/** `npm start` in the copy (its own process group, stopped with it). */
function startServer(dir) {
  const server = spawn(process.execPath, ['scripts/start.mjs', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, CMS_PORT: String(CMS_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const said = [];
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => said.push(String(chunk)));
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already stopped.
    }
  };
  cleanups.push(stop);
  return { server, said, stop };
}

/** One request as a browser makes it (compressed when the server offers): status, time, bytes sent and unpacked. */
function request(method, address, body) {
  const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${origin}${address}`,
      {
        method,
        // A new connection each time: a kept-alive one that the server closes as it idles (after 5 s)
        // can reset a request sent at that moment, which a browser sends again by itself.
        agent: false,
        headers: { 'Accept-Encoding': 'gzip, br', ...(data && { 'Content-Type': 'application/json', 'Content-Length': data.length }) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', (error) => resolve({ status: 0, error: String(error) }));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (encoding === 'br' ? zlib.brotliDecompressSync(wire) : encoding === 'gzip' ? zlib.gunzipSync(wire) : wire).toString(
            'utf8',
          );
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            wire: wire.length,
            bytes: Buffer.byteLength(text),
            text,
          });
        });
      },
    );
    req.on('error', (error) => resolve({ status: 0, error: String(error) }));
    // Bounded: an answer that takes longer is reported as such.
    req.setTimeout(REQUEST_LIMIT_MS, () => req.destroy(new Error(`no answer within ${REQUEST_LIMIT_MS / 1000} s`)));
    req.end(data);
  });
}

const backend = (action, params) => request('POST', '/admin/api/v1', { action, params: { branch: 'main', ...params } });
const photosList = () => backend('getMedia', { mediaFolder: 'photos' });

async function serverReady(limit = 180_000) {
  const started = performance.now();
  while (performance.now() - started < limit) {
    if ((await request('GET', '/admin/config.yml')).status === 200 && (await backend('info', {})).status === 200) return;
    await sleep(250);
  }
  throw new Error('the dev server did not start');
}

/** The figures at each photo count: check, and the Photos list (first, then the median of three). */
async function scale(counts) {
  const dir = siteCopy();
  try {
    console.log(`Photos: check and the editor's Photos list (load average ${os.loadavg()[0].toFixed(2)})`);
    console.log('photos | check | Photos list first | Photos list again | sent | unpacked');
    for (const count of counts) {
      growPhotos(dir, count);
      const check = await runCheck(dir);
      if (!check.ok) console.log(`  check did not pass: ${check.said}`);
      const { server, stop } = startServer(dir);
      try {
        await serverReady();
        const first = await photosList();
        if (first.status !== 200) console.log(`  Photos list answered ${first.status}: ${first.error ?? first.text?.slice(0, 200)}`);
        // Again (the median of three), unless the first took long already.
        const again =
          first.ms > 20_000 ? first : [await photosList(), await photosList(), await photosList()].sort((a, b) => a.ms - b.ms)[1];
        const time = (answer) => (answer.status === 200 ? seconds(answer.ms) : `> ${REQUEST_LIMIT_MS / 1000} s`);
        console.log(
          `${photoCount(dir)} | ${seconds(check.ms)} | ${time(first)} | ${time(again)} | ${kb(again.wire ?? 0)} | ${kb(again.bytes ?? 0)}`,
        );
      } finally {
        stop();
        await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Photos and pages added, renamed and removed `cycles` times while the editor's requests go on. */
async function churn(cycles) {
  const dir = siteCopy();
  const { server, said, stop } = startServer(dir);
  const failures = [];
  const counts = { requests: 0 };
  try {
    await serverReady();
    const photo = fs.readFileSync(path.join(dir, 'photos/staff/head-science.jpg'));
    const at = (rel) => path.join(dir, rel);
    const page = (n) =>
      `---\ntitle: Churn page ${n}\ndescription: A page the churn benchmark adds, renames and removes.\n---\n\nChurn ${n}.\n`;
    const dataFile = 'pages/about/_gallery.gallery.yml';
    const dataText = fs.readFileSync(at(dataFile), 'utf8');
    let done = false;
    // Each change waits for the next answer, so changes and requests interleave whatever the machine's speed.
    const waiting = [];
    const nextAnswer = () => new Promise((resolve) => waiting.push(resolve));
    const changer = (async () => {
      for (let n = 1; n <= cycles; n++) {
        fs.writeFileSync(at(`photos/gallery/churn-${n}.jpg`), photo);
        fs.writeFileSync(at(`pages/about/churn-${n}.mdx`), page(n));
        await nextAnswer();
        fs.renameSync(at(`photos/gallery/churn-${n}.jpg`), at(`photos/gallery/churn-${n}-renamed.jpg`));
        fs.renameSync(at(`pages/about/churn-${n}.mdx`), at(`pages/about/churn-${n}-renamed.mdx`));
        await nextAnswer();
        fs.rmSync(at(`photos/gallery/churn-${n}-renamed.jpg`));
        fs.rmSync(at(`pages/about/churn-${n}-renamed.mdx`));
        await nextAnswer();
        if (n % 20 === 0) {
          // A half-written data file (a save cut short), then the whole of it.
          fs.writeFileSync(at(dataFile), dataText.slice(0, dataText.length / 2));
          await nextAnswer();
          fs.writeFileSync(at(dataFile), dataText);
        }
        if (n % 50 === 0) console.log(`  ${n} of ${cycles} cycles, ${counts.requests} requests, ${failures.length} failed`);
      }
      done = true;
    })();
    const asks = [
      ['the Photos list', () => photosList()],
      ["a photo field's library", () => backend('getMedia', { mediaFolder: 'photos/gallery' })],
      ['the pages of About', () => backend('entriesByFolder', { folder: 'pages/about', extension: 'mdx', depth: 1 })],
      [
        'a save of a data file',
        () =>
          backend('persistEntry', {
            dataFiles: [{ path: dataFile, raw: dataText, slug: 'gallery' }],
            assets: [],
            // As Decap's proxy backend sends a Publish now (its first status, no workflow).
            options: { collectionName: 'data', commitMessage: 'bench', useWorkflow: false, status: 'draft' },
          }),
      ],
      ['a page', () => request('GET', '/about/core-values')],
      ["the editor's site index", () => request('GET', '/admin/site-index.json')],
    ];
    // Two askers at once, as an editor's screen does.
    const asker = async (offset) => {
      for (let i = offset; !done; i++) {
        const [what, ask] = asks[i % asks.length];
        const answer = await ask();
        counts.requests++;
        for (const resolve of waiting.splice(0)) resolve();
        if (answer.status < 200 || answer.status >= 300)
          failures.push(`${what}: ${answer.status} ${answer.error ?? answer.text?.slice(0, 160)}`);
      }
    };
    await Promise.all([changer, asker(0), asker(3)]);
    fs.writeFileSync(at(dataFile), dataText);
    // After the churn: the next listing is right (the photos on disk, no more, no fewer).
    const onDisk = fs
      .readdirSync(at('photos'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
      .map((f) => f.split(path.sep).join('/'))
      .sort();
    let listed = [];
    for (let tries = 0; tries < 20; tries++) {
      const answer = await photosList();
      listed = answer.status === 200 ? JSON.parse(answer.text).map((file) => file.name) : [];
      if (JSON.stringify(listed) === JSON.stringify(onDisk)) break;
      await sleep(250);
    }
    const alive = server.exitCode === null && server.signalCode === null && (await request('GET', '/about/core-values')).status === 200;
    console.log(
      `Churn: ${cycles} cycles of photos and pages added, renamed and removed on disk (load average ${os.loadavg()[0].toFixed(2)})`,
    );
    console.log(`  requests: ${counts.requests}, failed: ${failures.length} (target 0)`);
    const kinds = new Map();
    for (const failure of failures) kinds.set(failure, (kinds.get(failure) ?? 0) + 1);
    for (const [failure, count] of kinds) console.log(`    ${count} × ${failure}`);
    console.log(
      `  dev server still up: ${alive ? 'yes' : 'no'}; next Photos list right: ${JSON.stringify(listed) === JSON.stringify(onDisk) ? 'yes' : 'no'}`,
    );
    const notices = said
      .join('')
      .split('\n')
      .filter((line) => /goes on|started again|could not|stopped/.test(line));
    console.log(`  the server's notices in the terminal: ${notices.length}`);
    for (const line of [...new Set(notices)].slice(0, 8)) console.log(`    ${line.trim().slice(0, 200)}`);
    if (!alive) console.log(said.join('').split('\n').slice(-30).join('\n'));
    process.exitCode = failures.length || !alive ? 1 : 0;
  } finally {
    stop();
    await new Promise((resolve) => (server.exitCode === null && server.signalCode === null ? server.once('exit', resolve) : resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `--photos N --against <commit>`: the check at N photos on this code and on that commit's, taken
 * in turn (--runs each, default 3, medians) so that both meet the same load on a shared machine.
 */
async function compareChecks(counts, ref) {
  const dirs = [siteCopy(), siteCopy(ref)];
  try {
    console.log(`The check, this code beside ${ref}'s, in turn (load average ${os.loadavg()[0].toFixed(2)})`);
    console.log(`photos | check now | check at ${ref} | ratio`);
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const runs = Number(arg('runs', 3));
    for (const count of counts) {
      for (const dir of dirs) growPhotos(dir, count);
      const times = [[], []];
      for (let run = 0; run < runs; run++) for (const i of [0, 1]) times[i].push((await runCheck(dirs[i])).ms);
      const [now, then] = times.map(median);
      console.log(`${photoCount(dirs[0])} | ${seconds(now)} | ${seconds(then)} | ${(now / then).toFixed(2)}`);
    }
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

const photos = arg('photos');
if (photos && arg('against')) await compareChecks(photos.split(',').map(Number), arg('against'));
else if (photos) await scale(photos.split(',').map(Number));
else await churn(Number(arg('cycles', 200)));

// Benchmark (not a test): builds, serves dist/ on 127.0.0.1 and runs Lighthouse (default mobile
// settings: simulated slow 4G and a mid-range phone) 3 times on each page, with Debian's
// Chromium, then prints the medians: each page as built and its floor, the same page with every
// script removed and its stylesheets merged into one (served from a copy of dist/ on port + 1),
// which is how fast the page could be. --h2 serves both over HTTP/2 with TLS (a throwaway
// self-signed certificate) as a real host or CDN does: Lighthouse's simulation then shares one
// warm connection between the page's files instead of opening cold HTTP/1.1 connections. Usage:
// npm run bench:lighthouse [-- --runs 3 --skip-build --port 4399 --pages /,/about/gallery --h2]
// --host: instead of the floor, the same pages as the host serves them (what a deploy uploads, on
// Cloudflare Pages' runtime, `wrangler pages dev`), beside the preview server, by default on /,
// /admission/scholarship and /about/gallery: issue 38's "LCP on the host ≤ 1.05× the preview's".
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import http2 from 'node:http2';
import lighthouse from 'lighthouse';
import { createPreviewHandler } from '../tools/servers/preview-server.mjs';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveSite } from '../tests/chromium.mjs';
import { pageFile } from '../src/build/generate/dist-layout.mjs';
import { stageUpload, startHost } from '../tools/servers/host-runtime.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4399' },
    pages: { type: 'string' },
    h2: { type: 'boolean', default: false },
    host: { type: 'boolean', default: false },
  },
});
const HOST = values.host;
/** What each page is measured beside: its floor, or (--host) itself served by the host's runtime. */
const OTHER = HOST ? 'host' : 'floor';
const H2 = values.h2;
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const FLOOR_PORT = PORT + 1;
const ALL_PAGES = [
  ['home', '/'],
  ['information page', '/admission/scholarship'],
  ['information page', '/facilities/accommodation'],
  ['information page', '/about/core-values'],
  ['gallery', '/about/gallery'],
  ['contact', '/about/contact-us'],
  // Issue 30: information pages too (the News list, the term calendar).
  ['news list', '/news'],
  ['term calendar', '/about/calendar'],
];
const only = values.pages?.split(',') ?? (HOST ? ['/', '/admission/scholarship', '/about/gallery'] : undefined);
const PAGES = only ? ALL_PAGES.filter(([, p]) => only.includes(p)) : ALL_PAGES;

/** Writes a file with the .br and .gz copies the host serves (as src/build/generate/precompress.ts does). */
function writeServed(file, text) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

/** A copy of dist/ where each measured page has no script at all and one merged stylesheet. */
function makeFloor(paths) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-floor-'));
  fs.cpSync('dist', dir, { recursive: true });
  for (const page of paths) {
    const file = path.join(dir, pageFile(page));
    const css = [];
    let html = fs
      .readFileSync(file, 'utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g, (_, href) => {
        css.push(fs.readFileSync(path.join(dir, href), 'utf8'));
        return '<!--floor-css-->';
      })
      .replace(/<style\b[^>]*>([\s\S]*?)<\/style>/g, (_, text) => {
        css.push(text);
        return '';
      });
    const merged = css.join('\n');
    const href = `/assets/floor-${crypto.createHash('sha256').update(merged).digest('hex').slice(0, 8)}.css`;
    writeServed(path.join(dir, href), merged);
    let first = true;
    html = html.replace(/<!--floor-css-->/g, () => (first ? ((first = false), `<link rel="stylesheet" href="${href}"/>`) : ''));
    writeServed(file, html);
  }
  return dir;
}

if (!values['skip-build']) execSync('npm run build', { stdio: 'inherit' });
if (HOST && values.h2) throw new Error('--host measures the host runtime over its own HTTP/1.1: leave out --h2.');
if (HOST) stageUpload();
const floorDir = HOST ? null : makeFloor(PAGES.map(([, p]) => p));
/** HTTP/2 over TLS on 127.0.0.1, with a certificate made for this run (Chromium is told to accept it). */
function h2Servers(sites) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execSync(
    `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 -keyout ${key} -out ${cert}`,
    { stdio: 'ignore' },
  );
  const tls = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return sites.map(([port, root]) => {
    const server = http2.createSecureServer(tls, createPreviewHandler({ root }));
    server.listen(port, '127.0.0.1'); // before Lighthouse's first request: it starts Chromium first
    return { kill: () => server.close() };
  });
}

const sites = [
  [PORT, 'dist'],
  [FLOOR_PORT, floorDir],
];
const servers = HOST
  ? [await serveSite(PORT, 'dist'), await startHost('.upload', FLOOR_PORT).then((host) => ({ kill: host.stop }))]
  : H2
    ? h2Servers(sites)
    : await Promise.all(sites.map(([port, dir]) => serveSite(port, dir)));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(H2 ? ['--ignore-certificate-errors'] : [])],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rows = [];
try {
  for (const [name, pagePath] of PAGES)
    for (const floor of [false, true]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const { lhr } = await lighthouse(`${H2 ? 'https' : 'http'}://127.0.0.1:${floor ? FLOOR_PORT : PORT}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const items = lhr.audits['resource-summary']?.details?.items ?? [];
        const summary = (type) => items.find((it) => it.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
        runs.push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          bestPractices: lhr.categories['best-practices'].score * 100,
          seo: lhr.categories.seo.score * 100,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          totalBytes: summary('total').transferSize,
          scriptBytes: summary('script').transferSize,
          requests: summary('total').requestCount,
          failed: [...Object.values(lhr.categories)].flatMap((c) =>
            c.auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1).map((r) => r.id),
          ),
        });
      }
      const m = (key) => median(runs.map((r) => r[key]));
      rows.push({
        name,
        path: pagePath,
        floor,
        lcpRuns: runs.map((r) => r.lcp),
        ...Object.fromEntries(
          ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'totalBytes', 'scriptBytes', 'requests'].map(
            (k) => [k, m(k)],
          ),
        ),
        failed: [...new Set(runs.flatMap((r) => r.failed))],
      });
    }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
  if (floorDir) fs.rmSync(floorDir, { recursive: true, force: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(3)} s`;
console.log(
  `\nLighthouse ${RUNS}× per page, mobile defaults, medians, over ${H2 ? 'HTTP/2 (TLS)' : 'HTTP/1.1'} (${HOST ? "host: the same page on Cloudflare Pages' runtime" : 'floor: the same page, no script, one stylesheet'}):\n`,
);
console.log('| page | version | perf | a11y | best pr. | SEO | FCP | LCP | LCP of each run | TBT | CLS | total | script | requests |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.name} (${r.path}) | ${r.floor ? OTHER : HOST ? 'preview server' : 'as built'} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${r.lcpRuns.map((ms) => (ms / 1000).toFixed(3)).join(' / ')} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} | ${kb(r.scriptBytes)} | ${r.requests} |`,
  );
}
console.log(`\nEach page beside its ${OTHER}:\n`);
console.log(
  `| page | ${HOST ? 'preview server' : 'as built'}: FCP / LCP, perf, TBT, transferred, requests | ${OTHER}: FCP / LCP, transferred, requests | ${HOST ? 'LCP on the host ÷ preview' : 'LCP ÷ floor'} |`,
);
console.log('|---|---|---|---|');
for (const built of rows.filter((r) => !r.floor)) {
  const floor = rows.find((r) => r.floor && r.path === built.path);
  console.log(
    `| ${built.path} | ${s(built.fcp)} / ${s(built.lcp)}, ${built.performance}, ${Math.round(built.tbt)} ms, ${kb(built.totalBytes)}, ${built.requests} | ${s(floor.fcp)} / ${s(floor.lcp)}, ${kb(floor.totalBytes)}, ${floor.requests} | ${(HOST ? floor.lcp / built.lcp : built.lcp / floor.lcp).toFixed(2)} |`,
  );
}
console.log('\nTargets: performance 100 on every page, TBT ≤ 30 ms, CLS 0; information pages LCP ≤ 0.95 s, ≤ 20 KB in all, ≤ 8 requests,');
console.log('≤ 3 KB script; home ≤ 90 KB script; gallery and contact ≤ 75 KB script; a11y, best practices, SEO 100.');
console.log("Pages with islands (issue 28): LCP at most 1.1× their floor's, TBT at most 50 ms.");
if (HOST) console.log("On the host's runtime (issue 38): LCP at most 1.05× the preview server's.");
for (const r of rows) if (r.failed.length && !r.floor) console.log(`${r.name}: audits below full score: ${r.failed.join(', ')}`);

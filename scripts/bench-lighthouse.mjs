// Benchmark (not a test): builds, serves dist/ on 127.0.0.1 and runs Lighthouse (default mobile
// settings: simulated slow 4G and a mid-range phone) 3 times on four pages, with Debian's
// Chromium, then prints the medians. Usage: npm run bench:lighthouse [-- --runs 3 --skip-build]
import { execSync, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'skip-build': { type: 'boolean', default: false }, port: { type: 'string', default: '4399' } } });
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const PAGES = [
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

if (!values['skip-build']) execSync('npm run build', { stdio: 'inherit' });
const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--host', '127.0.0.1'], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rows = [];
try {
  for (const [name, path] of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${PORT}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
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
        failed: [...Object.values(lhr.categories)].flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1).map((r) => r.id)),
      });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push({ name, path, lcpRuns: runs.map((r) => r.lcp), ...Object.fromEntries(['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'totalBytes', 'scriptBytes', 'requests'].map((k) => [k, m(k)])), failed: [...new Set(runs.flatMap((r) => r.failed))] });
  }
} finally {
  await chrome.kill();
  server.kill();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(3)} s`;
console.log(`\nLighthouse ${RUNS}× per page, mobile defaults, medians:\n`);
console.log('| page | perf | a11y | best pr. | SEO | FCP | LCP | LCP of each run | TBT | CLS | total | script | requests |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.name} (${r.path}) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${r.lcpRuns.map((ms) => (ms / 1000).toFixed(3)).join(' / ')} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} | ${kb(r.scriptBytes)} | ${r.requests} |`);
}
console.log('\nTargets: performance 100 on every page, TBT ≤ 30 ms, CLS 0; information pages LCP ≤ 0.95 s, ≤ 20 KB in all, ≤ 8 requests,');
console.log('≤ 3 KB script; home ≤ 90 KB script; gallery and contact ≤ 75 KB script; a11y, best practices, SEO 100.');
for (const r of rows) if (r.failed.length) console.log(`${r.name}: audits below full score: ${r.failed.join(', ')}`);

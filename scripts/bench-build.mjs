// Benchmark (not a test): production build time, and the bytes a first visit to a page
// loads before it is interactive: its HTML, the JS it runs (after the first paint), its CSS (gzipped).
// Usage: npm run bench [-- /path /other/path]
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/facilities/library', '/', '/about/gallery', '/about/contact-us'];

const started = performance.now();
execSync('npm run build', { stdio: 'ignore' });
const buildSeconds = (performance.now() - started) / 1000;

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * JS and CSS files an HTML page loads before it is interactive: its stylesheets, its scripts and
 * the modules those scripts name (the deferred bootstrap lists the route's modules and imports
 * them after the first paint; see scripts/deferred-hydration.mjs). Code loaded on demand (search,
 * lightbox) is named only inside those modules and is not counted.
 */
function assetsOf(html) {
  const refs = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) {
    refs.add(m[1]);
    const code = fs.readFileSync(path.join('dist', m[1]), 'utf8');
    for (const named of code.matchAll(/"(\/assets\/[^"]+\.js)"/g)) refs.add(named[1]);
  }
  // React Router marks some stylesheet hrefs with a trailing "#": count them as the file they name.
  return [...new Set([...refs].map((r) => r.replace(/[?#].*$/, '')))].filter((r) => r.startsWith('/assets/'));
}

const rows = pages.map((page) => {
  const htmlFile = path.join('dist', page === '/' ? 'index.html' : `${page}/index.html`);
  const html = fs.readFileSync(htmlFile, 'utf8');
  const assets = assetsOf(html);
  const js = assets.filter((a) => a.endsWith('.js')).reduce((sum, a) => sum + gz(path.join('dist', a)), 0);
  const css = assets.filter((a) => a.endsWith('.css')).reduce((sum, a) => sum + gz(path.join('dist', a)), 0);
  return { page, html: gz(htmlFile), js, css, files: assets.length };
});

console.log(`Production build: ${buildSeconds.toFixed(1)} s`);
console.log('');
console.log('| page | HTML gz | JS gz | CSS gz | JS+CSS files |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.page} | ${kb(r.html)} | ${kb(r.js)} | ${kb(r.css)} | ${r.files} |`);
console.log('');
console.log('Target: an information page loads at most 100 KB of gzipped JS on first visit.');

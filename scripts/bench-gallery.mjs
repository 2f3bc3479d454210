// Benchmark (not a test): the gallery page's first visit as the gallery grows (issue 55 item 3).
// For each size, a copy of the site whose gallery has that many photos (tools/measure/gallery-site.mjs)
// is built and served (scripts/serve.mjs), and Chromium, as a phone, opens /about/gallery: every
// response's bytes as transferred, the HTML's alone, and the bytes of page 2 when it is shown (its data file).
// Usage: npm run bench:gallery [-- --photos 32,500] (BENCH_PORT: the preview server's port)
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildGallerySite } from '../tools/measure/gallery-site.mjs';
import { galleryFirstVisit } from '../tools/measure/gallery-visit.mjs';

const { values } = parseArgs({ options: { photos: { type: 'string', default: '32,500' } } });
const sizes = values.photos.split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT || 4399);
const project = fileURLToPath(new URL('..', import.meta.url));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const results = [];
for (const count of sizes) {
  const started = performance.now();
  const { site } = buildGallerySite(project, count);
  try {
    const figures = await galleryFirstVisit(site, PORT, { thenNext: true });
    results.push({ count, ...figures });
    console.log(
      `${count} photos (built in ${((performance.now() - started) / 1000).toFixed(0)} s): first visit ${kb(figures.total)} in ${figures.requests} requests, its HTML ${kb(figures.html)}; page 2's data file ${kb(figures.data ?? 0)}`,
    );
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}
const [smallest, largest] = [results[0], results.at(-1)];
if (results.length > 1)
  console.log(
    `At ${largest.count} photos the first visit is ${((largest.total / smallest.total - 1) * 100).toFixed(1)}% over ${smallest.count} photos' (target: within 10%); HTML ${kb(largest.html)} against ${kb(smallest.html)}. Bytes as Chromium fetched them from scripts/serve.mjs over http (gzip: Chromium asks for brotli only over https).`,
  );

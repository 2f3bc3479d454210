// `npm run lines`: what the school's next developer owns beside what the engine holds. Prints the lines
// of TypeScript (.ts/.tsx) on the site's side (src/site, config, widgets, layout, ui, styles; pages/ are
// content, not counted) and on the engine's (eslint.config.js's ENGINE_DIRS), and the engine's imports
// of the site outside its declaration (src/site/), which the lint zone keeps at 0.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_DIRS, SITE_IMPORT } from '../eslint.config.js';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const SITE_DIRS = ['site', 'config', 'widgets', 'layout', 'ui', 'styles'];
const code = (dir) =>
  fs.existsSync(path.join(src, dir))
    ? fs
        .readdirSync(path.join(src, dir), { recursive: true })
        .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
        .map((f) => path.join(src, dir, f))
    : [];
const lines = (files) =>
  files.reduce(
    (sum, f) =>
      sum +
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .filter((l) => l.trim()).length,
    0,
  );

const siteFiles = SITE_DIRS.flatMap(code);
// The second site (tests/fixtures/second-site/), built by the same engine: what a small site owns.
const secondSite = fileURLToPath(new URL('../tests/fixtures/second-site/src/', import.meta.url));
const secondSiteFiles = fs
  .readdirSync(secondSite, { recursive: true })
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => path.join(secondSite, f));
const engineFiles = ENGINE_DIRS.flatMap(code);
const siteImport = new RegExp(SITE_IMPORT);
const specifiers = /(?:^|\s)(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
const crossings = engineFiles.flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(specifiers)]
    .map((m) => m[1] ?? m[2])
    .filter((spec) => siteImport.test(spec))
    .map((spec) => `${path.relative(src, file)} → ${spec}`),
);

console.log(`site:   ${lines(siteFiles)} lines in ${siteFiles.length} files (src/${SITE_DIRS.join(', src/')}; pages/ not counted)`);
console.log(`engine: ${lines(engineFiles)} lines in ${engineFiles.length} files (src/${ENGINE_DIRS.join(', src/')})`);
console.log(`engine → site imports outside the declaration (#site/): ${crossings.length}`);
console.log(
  `second site: ${lines(secondSiteFiles)} lines in ${secondSiteFiles.length} files (tests/fixtures/second-site/src; not counted above)`,
);
for (const crossing of crossings) console.log(`  ${crossing}`);

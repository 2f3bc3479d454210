// Benchmark (not a test): what the search costs a phone, gzipped, read from dist/ after
// `npm run build`. Every page loads the launcher; the first use of the search loads the dialog,
// the engine and the index. Files are found by following imports from the launcher's chunk
// (the one that holds its `[data-search-launcher]` selector) to the search's own modules.
// Usage: npm run build && npm run bench:search-size
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const assets = path.resolve('dist/assets');
if (!fs.existsSync(assets)) {
  console.error('No dist/assets: run `npm run build` first.');
  process.exit(1);
}

const LAUNCHER_BUDGET = 3 * 1024;
const FIRST_SEARCH_BUDGET = 60 * 1024;

const read = (file) => fs.readFileSync(path.join(assets, file), 'utf8');
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Files a JS chunk loads with it: its static imports. */
function staticImports(file) {
  const code = read(file);
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+)"/g)].map((m) => m[1]);
}

/** Files a JS chunk loads later: its dynamic imports and what Vite fetches alongside them (CSS, shared chunks). */
function dynamicImports(file) {
  const code = read(file);
  const targets = [...code.matchAll(/import\(\s*[`"']\.\/([^`"']+)[`"']\s*\)/g)].map((m) => m[1]);
  const deps = code.match(/m\.f=\[([^\]]*)\]/);
  const alongside = deps ? [...deps[1].matchAll(/"assets\/([^"]+)"/g)].map((m) => m[1]) : [];
  return [...new Set([...targets, ...alongside])];
}

/** The files and everything they import statically. */
function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.js')) staticImports(file).forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

const launcher = fs.readdirSync(assets).find((f) => f.endsWith('.js') && read(f).includes('[data-search-launcher]'));
if (!launcher) {
  console.error('No chunk holds the search launcher ([data-search-launcher]) in dist/assets.');
  process.exit(1);
}

// The launcher shares its chunk with the boot script, which also loads the islands (React...):
// only the search's own chunks, named after their modules, count as the first search.
// The loader imports the engine in turn; the index is files it fetches (src/search/engine/part-files.ts): the
// core here, then the pieces and fragments of a query's words (`npm run bench:search-scale` counts those).
const SEARCH_MODULES = /^(shell|dialog|engine|load)-/;
const withLauncher = closure([launcher]);
const launched = dynamicImports(launcher).filter((f) => SEARCH_MODULES.test(f));
const searchChunks = [...new Set([...launched, ...launched.flatMap(dynamicImports)])].filter((f) => SEARCH_MODULES.test(f));
const CORE = '../search/core.json';
const firstSearch = [
  ...[...closure(searchChunks)].filter((f) => !withLauncher.has(f)),
  ...(fs.existsSync(path.join(assets, CORE)) ? [CORE] : []),
];
const sum = (files) => files.reduce((total, f) => total + gz(f), 0);

const row = (file) => `| ${file} | ${kb(gz(file))} |`;
console.log('Loaded on every page (the launcher and what it imports):');
console.log('| file | gzipped |');
console.log('|---|---|');
for (const f of withLauncher) console.log(row(f));
console.log('');
console.log("Loaded by the first search (dialog, engine, the index's core; then its words' pieces and fragments):");
console.log('| file | gzipped |');
console.log('|---|---|');
for (const f of firstSearch.sort()) console.log(row(f));
console.log('');
const launcherOwn = gz(launcher);
const launcherAll = sum([...withLauncher]);
const first = sum(firstSearch);
const mark = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
console.log(
  `Launcher: ${kb(launcherOwn)} (${kb(launcherAll)} with its imports); budget ${kb(LAUNCHER_BUDGET)}: ${mark(launcherOwn <= LAUNCHER_BUDGET)}.`,
);
console.log(
  `First search before its words' parts: ${kb(first)} in ${firstSearch.length} files; budget ${kb(FIRST_SEARCH_BUDGET)} with them: ${mark(first <= FIRST_SEARCH_BUDGET)}.`,
);

/**
 * Search benchmark of size and scale (not a test): copies of the site with N generated news posts and
 * gallery photos (tools/measure/scale-site.mjs), each indexed and cut into its files by the build's
 * own code (src/build/generate/search-files.ts), and per N prints:
 * - first-search bytes: gzipped, the search's code (its chunks in dist/: run `npm run build` first)
 *   plus the core, pieces and fragments a first query fetches ("school fees", and over every query);
 * - bytes per later query: what each query of a session fetches beyond what the earlier ones did;
 * - CPU per query (median, long questions included) once its parts are here;
 * - hit@3 and MRR per query set (the public set and the repo's sets);
 * - the whole index as one module (what the first search fetched before it was cut), for comparison;
 * - the search files a one-line edit of the newest post changes (as `npm run bench:scale` edits it).
 * Usage: npm run bench:search-scale [-- --posts 0,200,1000] [-- --runs 5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { loadSite } from '../src/build/site-model';
import { buildSearchData, searchModule } from '../src/search/index/build-index.node';
import { searchTextProps } from '../src/widgets/manifest';
import { SearchStore, SiteSearch } from '../src/search/engine/engine';
import { loadSynonyms } from '../src/search/index/synonyms.node';
import { searchFiles } from '../src/build/generate/search-files';
import { SEARCH_CORE_FILE } from '../src/search/engine/part-files';
import type { SearchCore } from '../src/search/engine/split-index';
import { makeScaleSite } from '../tools/measure/scale-site.mjs';
import { queriesOfSet, querySetFiles } from '../tools/measure/query-sets';

const { values } = parseArgs({
  options: { posts: { type: 'string', default: '0,200,1000' }, runs: { type: 'string', default: '5' } },
});
const root = process.cwd();
const gz = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];
const TODAY = '2026-11-27';

/** The search's own chunks a first search loads (as scripts/bench-search-size.mjs finds them), gzipped. */
function codeBytes(): number {
  const assets = path.join(root, 'dist/assets');
  if (!fs.existsSync(assets)) throw new Error('No dist/assets: run `npm run build` first.');
  return fs
    .readdirSync(assets)
    .filter((f) => /^(shell|dialog|engine|load|answer-text)-[\w-]+\.js$/.test(f))
    .reduce((sum, f) => sum + gz(fs.readFileSync(path.join(assets, f))), 0);
}

const setFiles = querySetFiles(root);
const sets = setFiles.map((file) => ({
  name: path.basename(file, '.json'),
  queries: queriesOfSet(file),
}));
const allQueries = sets.flatMap((s) => s.queries.map((q) => q.q));

/** Indexes a site and cuts the index into its files, as the build does. */
const indexFiles = (siteRoot: string) =>
  searchFiles(JSON.parse(JSON.stringify(buildSearchData(loadSite(siteRoot), loadSynonyms(siteRoot), searchTextProps))));

/** The search files new or changed after a one-line edit of a copy's newest post (the edit is undone after). */
function editChanges(siteRoot: string, files: Map<string, string>): string[] {
  const news = path.join(siteRoot, 'pages/news');
  const post = path.join(
    news,
    fs
      .readdirSync(news)
      .filter((f) => f.endsWith('.mdx'))
      .sort()
      .at(-1)!,
  );
  const text = fs.readFileSync(post, 'utf8');
  const line = text
    .split(/^---$/m)[2]
    .split('\n')
    .find((l) => l.trim().length > 20)!;
  fs.writeFileSync(post, text.replace(line, `${line} (Updated: one more sentence.)`));
  try {
    return [...indexFiles(siteRoot)].filter(([file, after]) => files.get(file) !== after).map(([file]) => file);
  } finally {
    fs.writeFileSync(post, text);
  }
}

const code = codeBytes();
const runs = Number(values.runs);
const counts = values.posts.split(',').map(Number);
console.log(`Search code a first search loads (dialog, frame, loader, engine): ${kb(code)} gzipped (from dist/)`);
console.log(
  `Query sets: ${sets.map((s) => `${s.name} (${s.queries.length})`).join(', ')}; machine load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
);
for (const posts of counts) {
  const photos = posts === 0 ? 0 : posts / 2;
  const siteRoot = posts === 0 ? root : makeScaleSite(root, path.join(os.tmpdir(), `search-scale-${posts}`), { posts, photos });
  const data = buildSearchData(loadSite(siteRoot), loadSynonyms(siteRoot), searchTextProps);
  const files = searchFiles(JSON.parse(JSON.stringify(data)));
  // Today's site is the project itself: its pages are never edited.
  const edited = posts === 0 ? undefined : editChanges(siteRoot, files);
  const size = new Map([...files].map(([f, text]) => [f, gz(text)]));
  const core = size.get(SEARCH_CORE_FILE)!;
  /** A search as a browser starts it: the core only; `fetched` lists what it fetched since last asked. */
  const session = () => {
    let fetched: string[] = [];
    const store = new SearchStore(JSON.parse(files.get(SEARCH_CORE_FILE)!) as SearchCore, async (file) => {
      fetched.push(file);
      return JSON.parse(files.get(file)!);
    });
    const search = new SiteSearch(store, { today: () => TODAY });
    return {
      search,
      /** Bytes and files a query fetched (the dialog's 8 results), pieces and fragments apart. */
      async ask(q: string) {
        fetched = [];
        await search.prepare(q);
        const list = fetched;
        const sum = (files: string[]) => files.reduce((total, f) => total + size.get(f)!, 0);
        const pieces = sum(list.filter((f) => f.includes('/p')));
        return { bytes: sum(list), pieces, fragments: sum(list) - pieces, files: list };
      },
    };
  };
  const fees = await session().ask('school fees');
  const firsts: number[] = [];
  const firstPieces: number[] = [];
  const firstFragments: number[] = [];
  let worst = { q: '', bytes: 0 };
  for (const q of allQueries) {
    const asked = await session().ask(q);
    firsts.push(code + core + asked.bytes);
    firstPieces.push(asked.pieces);
    firstFragments.push(asked.fragments);
    if (asked.bytes > worst.bytes) worst = { q, bytes: asked.bytes };
  }
  // Where the core's bytes go: each of its fields alone, gzipped (they compress a little better together).
  const coreData = JSON.parse(files.get(SEARCH_CORE_FILE)!) as Record<string, unknown>;
  const coreParts = Object.entries(coreData)
    .map(([field, value]) => [field, gz(JSON.stringify(value))] as const)
    .sort((x, y) => y[1] - x[1]);
  const later = session();
  const laterBytes: number[] = [];
  for (const q of allQueries) laterBytes.push((await later.ask(q)).bytes);
  // CPU once a query's parts are here (the session above fetched them all), with its answers, as the dialog asks.
  const { search } = later;
  for (const q of allQueries) await search.prepare(q, 30);
  const cpuOf = (engine: SiteSearch) =>
    allQueries.map((q) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = process.cpuUsage();
        engine.search(q);
        engine.answers(q);
        const d = process.cpuUsage(start);
        times.push((d.user + d.system) / 1000);
      }
      return median(times);
    });
  // The whole index in the same run, as the machine's load changes: what the split's CPU is beside.
  const wholeSearch = new SiteSearch(JSON.parse(JSON.stringify(data)), { today: () => TODAY });
  const cpu = cpuOf(search);
  const wholeCpu = cpuOf(wholeSearch);
  const whole = gz(searchModule(data));
  console.log('');
  console.log(
    `── ${posts} generated posts, ${photos} gallery photos in all: ${data.pages.length} pages, ${data.docs.length} sections, ${files.size - 1} parts`,
  );
  console.log(`core ${kb(core)}; whole index as one module ${kb(whole)} (first search before the cut: ${kb(code + whole)})`);
  console.log(
    `first search "school fees": ${kb(code + core + fees.bytes)} (code ${kb(code)}, core ${kb(core)}, ${fees.files.length} parts ${kb(fees.bytes)}: ${fees.files.filter((f) => f.includes('/p')).length} pieces, ${fees.files.filter((f) => f.includes('/f')).length} fragments)`,
  );
  console.log(
    `first search, any query of the sets: median ${kb(median(firsts))}, p90 ${kb(p90(firsts))}, max ${kb(Math.max(...firsts))} ("${worst.q}")`,
  );
  console.log(
    `  of which: code ${kb(code)}, core ${kb(core)}, pieces median ${kb(median(firstPieces))} (p90 ${kb(p90(firstPieces))}), fragments median ${kb(median(firstFragments))} (p90 ${kb(p90(firstFragments))})`,
  );
  console.log(`  core by field (alone, gzipped): ${coreParts.map(([field, bytes]) => `${field} ${kb(bytes)}`).join(', ')}`);
  console.log(`later query (a session running every query): median ${kb(median(laterBytes))}, max ${kb(Math.max(...laterBytes))}`);
  console.log(
    `CPU per query (search + answers, parts here): median ${median(cpu).toFixed(2)} ms, slowest ${Math.max(...cpu).toFixed(2)} ms; whole index in the same run: median ${median(wholeCpu).toFixed(2)} ms, slowest ${Math.max(...wholeCpu).toFixed(2)} ms`,
  );
  if (edited)
    console.log(
      `a one-line edit of the newest post: ${edited.length} of ${files.size} search files new or changed (${edited.filter((f) => f === SEARCH_CORE_FILE).length} core, ${edited.filter((f) => f.includes('/f')).length} fragments, ${edited.filter((f) => f.includes('/p')).length} pieces)`,
    );
  for (const set of sets) {
    const ranks = set.queries.map(({ q, expect }) => search.search(q).findIndex((h) => expect.includes(h.path)) + 1);
    const hit3 = ranks.filter((r) => r > 0 && r <= 3).length;
    const mrr = ranks.reduce((sum, r) => sum + (r ? 1 / r : 0), 0) / ranks.length;
    console.log(`  set ${set.name.padEnd(34)} hit@3 ${hit3}/${ranks.length}   MRR ${mrr.toFixed(3)}`);
  }
}

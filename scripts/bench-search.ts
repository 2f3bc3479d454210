/**
 * Search benchmark (not a test): runs every query of search-queries.json through the site's own
 * search code over the whole index, and prints hit@3, MRR, time per query and the index size.
 * Usage: npm run bench:search [-- --queries path/to/queries.json] [-- --verbose]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { loadSite } from '../src/build/site-model';
import { buildSearchData, searchModule } from '../src/search/build-index.node';
import { searchTextProps } from '../src/widgets/manifest';
import { SiteSearch } from '../src/search/engine';
import { loadSynonyms } from '../src/search/synonyms.node';

const { values } = parseArgs({
  options: { queries: { type: 'string' }, verbose: { type: 'boolean', default: false }, runs: { type: 'string', default: '30' } },
});
const root = process.cwd();
const candidates = values.queries ? [values.queries] : [path.resolve(root, '../shared/search-queries.json'), '/work/shared/search-queries.json'];
const queriesFile = candidates.find((f) => fs.existsSync(f));
if (!queriesFile) {
  console.error(`No queries file: looked for ${candidates.join(', ')}`);
  process.exit(1);
}
const { queries } = JSON.parse(fs.readFileSync(queriesFile, 'utf8')) as { queries: Array<{ q: string; expect: string[] }> };

const data = buildSearchData(loadSite(root), loadSynonyms(root), searchTextProps);
const moduleSource = searchModule(data);
const raw = Buffer.byteLength(moduleSource);
const gz = zlib.gzipSync(moduleSource, { level: 9 }).length;

// CPU time of this process, less distorted than the wall clock on a busy shared machine.
const cpuMs = (start: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
};
const loadCpu = process.cpuUsage();
const loadStart = performance.now();
const search = new SiteSearch(data);
const loadMs = performance.now() - loadStart;
const loadCpuMs = cpuMs(loadCpu);
for (const q of ['warm up', 'scholarhsip', 'boarding fees']) search.search(q);

const runs = Number(values.runs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = queries.map(({ q, expect }) => {
  const hits = search.search(q);
  const rank = hits.findIndex((h) => expect.includes(h.path)) + 1;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    search.search(q);
    times.push(performance.now() - t);
    cpu.push(cpuMs(c));
  }
  // Every result (no limit): how many are found only through a guess (typo correction, completion).
  const all = search.search(q, Infinity);
  const fuzzy = all.filter((h) => h.fuzzy).length;
  return { q, expect, rank, hits, fuzzy, exact: all.length - fuzzy, median: median(times), max: Math.max(...times), cpu: median(cpu) };
});

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`Queries: ${path.relative(root, queriesFile) || queriesFile} (${queries.length}); index: ${data.pages.length} pages, ${data.docs.length} sections`);
console.log('');
console.log('fuzzy-only: results found only through a typo correction or a completion (target 0 where exact matches exist)');
console.log(`${pad('query', 24)} ${pad('hit@3', 6)} ${pad('rank', 5)} ${pad('results', 8)} ${pad('fuzzy-only', 11)} ${pad('median', 9)} ${pad('max', 9)} ${pad('cpu med', 9)} top 3`);
for (const r of rows) {
  console.log(
    `${pad(r.q, 24)} ${pad(r.rank > 0 && r.rank <= 3 ? 'yes' : 'NO', 6)} ${pad(r.rank ? String(r.rank) : '-', 5)} ${pad(String(r.exact + r.fuzzy), 8)} ${pad(String(r.fuzzy), 11)} ${pad(`${r.median.toFixed(2)} ms`, 9)} ${pad(`${r.max.toFixed(2)} ms`, 9)} ${pad(`${r.cpu.toFixed(2)} ms`, 9)} ${r.hits.slice(0, 3).map((h) => h.href).join('  ')}`,
  );
  if (values.verbose) {
    console.log(`    concepts: ${search.concepts(r.q).map((c) => `${c.text} → ${c.alternatives.map((a) => `${a.phrase}×${a.factor}`).join(', ')}`).join(' | ')}`);
    for (const h of r.hits.slice(0, 5)) console.log(`    ${h.score.toFixed(3)} ${h.href}`);
  }
}
const hit3 = rows.filter((r) => r.rank > 0 && r.rank <= 3).length;
const mrr = rows.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / rows.length;
const all = rows.map((r) => r.median);
console.log('');
const noisy = rows.filter((r) => r.exact > 0 && r.fuzzy > 0).length;
console.log(`hit@3: ${hit3}/${rows.length}   MRR: ${mrr.toFixed(3)}   queries with fuzzy-only results beside exact ones: ${noisy}`);
const allTimes = rows.flatMap((r) => [r.median]);
console.log(
  `time per query (${runs} runs each, wall clock): median ${median(all).toFixed(2)} ms, slowest query median ${Math.max(...allTimes).toFixed(2)} ms, max of all runs ${Math.max(...rows.map((r) => r.max)).toFixed(2)} ms`,
);
console.log(`CPU time per query: median ${median(rows.map((r) => r.cpu)).toFixed(2)} ms, slowest ${Math.max(...rows.map((r) => r.cpu)).toFixed(2)} ms (machine load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
console.log(`loading the index (Fuse.parseIndex, folding, word list): ${loadMs.toFixed(1)} ms wall, ${loadCpuMs.toFixed(1)} ms CPU`);
console.log(`index module: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped`);

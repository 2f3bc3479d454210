/**
 * Search CPU profile (not a test): indexes today's site or a copy with N generated posts
 * (tools/measure/scale-site.mjs) once, then runs every query of every set (the public set and the
 * repo's) through the whole index `--runs` times, and prints the median CPU per query and the share
 * of each stage of `SiteSearch.search`. `--dump file` writes every query's results and answers (for
 * diffing a change that must leave them identical). Run under `node --cpu-prof` for a profile.
 * Usage: node tools/measure/search-profile.mjs [--posts 1000] [--runs 20] [--dump out.json]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSite } from '../../src/build/site-model';
import { buildSearchData } from '../../src/search/index/build-index.node';
import { searchTextProps } from '../../src/widgets/manifest';
import { SiteSearch } from '../../src/search/engine/engine';
import { loadSynonyms } from '../../src/search/index/synonyms.node';
import { makeScaleSite } from './scale-site.mjs';
import { queriesOfSet, querySetFiles } from './query-sets';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '20' },
    dump: { type: 'string' },
    stages: { type: 'boolean', default: false },
  },
});
const root = process.cwd();
const TODAY = '2026-11-27';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const setFiles = querySetFiles(root);
const sets = setFiles.map((file) => ({
  name: path.basename(file, '.json'),
  queries: queriesOfSet(file),
}));
const queries = sets.flatMap((s) => s.queries.map((q) => q.q));

const posts = Number(values.posts);
const siteRoot = posts === 0 ? root : makeScaleSite(root, path.join(os.tmpdir(), `search-profile-${posts}`), { posts, photos: posts / 2 });
const data = buildSearchData(loadSite(siteRoot), loadSynonyms(siteRoot), searchTextProps);
const search = new SiteSearch(JSON.parse(JSON.stringify(data)), { today: () => TODAY });

if (values.dump) {
  const results = queries.map((q) => ({ q, hits: search.search(q, 30), answers: search.answers(q) }));
  fs.writeFileSync(values.dump, JSON.stringify(results, null, 1));
}

/** Time spent in each (private) method, nested calls included in their callers' time. */
const spent = new Map<string, number>();
if (values.stages) {
  const methods = [
    'matchConcepts',
    'weighConcepts',
    'scorePages',
    'rankPages',
    'shownHits',
    'answers',
    'concepts',
    'conceptScores',
    'questionScores',
    'namesOf',
    'hit',
  ];
  const proto = SiteSearch.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of methods) {
    const own = proto[name];
    proto[name] = function (this: unknown, ...args: unknown[]) {
      const start = performance.now();
      try {
        return own.apply(this, args);
      } finally {
        spent.set(name, (spent.get(name) ?? 0) + performance.now() - start);
      }
    };
  }
}

const runs = Number(values.runs);
// Warm up (the vocabulary, the JIT), then time each query as the dialog asks it: results and answers.
for (const q of queries) {
  search.search(q);
  search.answers(q);
}
const cpu = queries.map((q) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    search.search(q);
    search.answers(q);
    const d = process.cpuUsage(start);
    times.push((d.user + d.system) / 1000);
  }
  return median(times);
});
const slowest = queries.map((q, i) => ({ q, ms: cpu[i] })).sort((a, b) => b.ms - a.ms);
console.log(`${posts} posts: ${data.pages.length} pages, ${data.docs.length} records, ${queries.length} queries × ${runs} runs`);
console.log(`CPU per query (search + answers): median ${median(cpu).toFixed(2)} ms, slowest ${slowest[0].ms.toFixed(2)} ms`);
for (const { q, ms } of slowest.slice(0, 8)) console.log(`  ${ms.toFixed(2)} ms  ${q}`);
if (values.stages) {
  const calls = queries.length * runs;
  console.log('Time per query by method (ms, callers include their callees; answers also runs inside shownHits):');
  for (const [name, ms] of [...spent].sort((a, b) => b[1] - a[1])) console.log(`  ${name.padEnd(16)} ${(ms / calls).toFixed(3)}`);
}

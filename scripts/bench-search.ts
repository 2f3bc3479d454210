/**
 * Search benchmark (not a test): runs every query of the sets tools/measure/query-sets.ts lists: the public set (../shared/search-queries.json),
 * the parents' set (tests/search-queries.parents.json: Pidgin, spoken questions, typos, SMS
 * shorthand, quick links, overviews) and the questions' set (tests/search-queries.questions.json: long
 * worried questions, code-switched ones, questions of fact or date, queries that ask none), the sets of
 * issue 56 (tests/search-queries.other-sense.json: a fact's words in another sense, no answer;
 * tests/search-queries.new-words.json: fact questions in new words) through the
 * site's own search code over the whole index, and prints hit@3 and MRR per set and per kind, time per
 * query and the index size.
 *
 * Every set is split in two by a hash of each query (`halfOf`): the tune half, whose queries are listed
 * one by one, and the held-back half, of which only the figures are printed (its queries are listed
 * only with --show-held-back: never while tuning). The held-back half's figures are the ones to report.
 * With --tune-only nothing of the held-back half is printed (no figures, no listing), so a tuning
 * session never reads it.
 * Usage: npm run bench:search [-- --queries path/to/queries.json ...] [-- --verbose] [-- --show-held-back] [-- --tune-only]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { loadSite } from '../src/build/site-model';
import { buildSearchData, searchModule } from '../src/search/index/build-index.node';
import { searchTextProps } from '../src/widgets/manifest';
import { SiteSearch } from '../src/search/engine/engine';
import { loadSynonyms } from '../src/search/index/synonyms.node';
import { halfOf, type Half } from '../tools/measure/query-halves';
import { queriesOfSet, querySetFiles } from '../tools/measure/query-sets';

const { values } = parseArgs({
  options: {
    queries: { type: 'string', multiple: true },
    verbose: { type: 'boolean', default: false },
    runs: { type: 'string', default: '30' },
    'show-held-back': { type: 'boolean', default: false },
    'tune-only': { type: 'boolean', default: false },
  },
});
const tuneOnly = values['tune-only'];
if (tuneOnly && values['show-held-back']) {
  console.error('--tune-only and --show-held-back contradict each other');
  process.exit(1);
}
const root = process.cwd();
const files = values.queries ?? querySetFiles(root);
const missing = files.filter((f) => !fs.existsSync(f));
if (missing.length || !files.length) {
  console.error(`No queries file: looked for ${missing.join(', ') || '../shared/search-queries.json'}`);
  process.exit(1);
}
interface Query {
  q: string;
  expect: string[];
  kind: string;
  set: string;
  half: Half;
  /** The facts or calendar kinds any of which answers it rightly; [] when no answer may be shown; absent: not judged. */
  answer?: string[];
}

const queries: Query[] = files
  .flatMap((file) => {
    const set = path.basename(file, '.json');
    return queriesOfSet(file).map((q) => ({ ...q, kind: q.kind ?? set, set, half: halfOf(q.q) }));
  })
  .filter((q) => !tuneOnly || q.half === 'tune');

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
// Answers as of a fixed day, so the figures do not change with the day the benchmark runs.
const search = new SiteSearch(data, { today: () => '2026-11-27' });
const loadMs = performance.now() - loadStart;
const loadCpuMs = cpuMs(loadCpu);
for (const q of ['warm up', 'scholarhsip', 'boarding fees']) search.search(q);

const runs = Number(values.runs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = queries.map(({ q, expect, kind, half, set, answer }) => {
  const hits = search.search(q);
  const answers = search.answers(q).map((a) => a.id);
  const rank = hits.findIndex((h) => expect.includes(h.path)) + 1;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    search.search(q);
    search.answers(q);
    times.push(performance.now() - t);
    cpu.push(cpuMs(c));
  }
  // Every result (no limit): how many are found only through a guess (typo correction, completion).
  const all = search.search(q, Infinity);
  const fuzzy = all.filter((h) => h.fuzzy).length;
  return {
    q,
    expect,
    kind,
    half,
    set,
    answer,
    answers,
    rank,
    hits,
    fuzzy,
    exact: all.length - fuzzy,
    median: median(times),
    max: Math.max(...times),
    cpu: median(cpu),
  };
});

const pad = (s: string, n: number) => s.padEnd(n);
/** Whether the answers shown are right: none when none may be shown, else at least one, each of the expected. */
const answerRight = (r: { answer?: string[]; answers: string[] }) =>
  !r.answer || (r.answer.length ? r.answers.length > 0 && r.answers.every((a) => r.answer!.includes(a)) : r.answers.length === 0);
console.log(
  `Queries: ${files.map((f) => path.relative(root, f) || f).join(', ')} (${queries.length}); index: ${data.pages.length} pages, ${data.docs.length} sections`,
);
console.log('');
console.log('fuzzy-only: results found only through a typo correction or a completion (target 0 where exact matches exist)');
console.log(
  `${pad('query', 44)} ${pad('hit@3', 6)} ${pad('rank', 5)} ${pad('results', 8)} ${pad('fuzzy-only', 11)} ${pad('median', 9)} ${pad('max', 9)} ${pad('cpu med', 9)} top 3`,
);
const listed = values['show-held-back'] ? rows : rows.filter((r) => r.half === 'tune');
// Its queries are not even run (the times below are of the tune half alone).
if (tuneOnly) console.log('(the held-back half is left out: --tune-only neither runs nor lists it, and prints no figure of it)');
else if (listed.length < rows.length)
  console.log(`(the ${rows.length - listed.length} queries of the held-back half are not listed: --show-held-back lists them)`);
for (const r of listed) {
  console.log(
    `${pad(r.q, 44)} ${pad(r.rank > 0 && r.rank <= 3 ? 'yes' : 'NO', 6)} ${pad(r.rank ? String(r.rank) : '-', 5)} ${pad(String(r.exact + r.fuzzy), 8)} ${pad(String(r.fuzzy), 11)} ${pad(`${r.median.toFixed(2)} ms`, 9)} ${pad(`${r.max.toFixed(2)} ms`, 9)} ${pad(`${r.cpu.toFixed(2)} ms`, 9)} ${r.hits
      .slice(0, 3)
      .map((h) => h.href)
      .join(
        '  ',
      )}${r.answers.length ? `  ANSWER ${r.answers.join(', ')}` : ''}${r.answer && !answerRight(r) ? '  (answer WRONG or missing)' : ''}`,
  );
  if (values.verbose) {
    console.log(
      `    concepts: ${search
        .concepts(r.q)
        .map((c) => `${c.text} → ${c.alternatives.map((a) => `${a.phrase}×${a.factor}`).join(', ')}`)
        .join(' | ')}`,
    );
    for (const h of r.hits.slice(0, 5)) console.log(`    ${h.score.toFixed(3)} ${h.href}`);
  }
}

console.log('');
// Targets (issue 40): hit@3 at least 95% and MRR at least 0.9 on the public set and on the held-back half, per kind.
type Row = (typeof rows)[number];
const summary = (label: string, group: Row[]) => {
  if (!group.length) return;
  const hit3 = group.filter((r) => r.rank > 0 && r.rank <= 3).length;
  const mrr = group.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / group.length;
  const noisy = group.filter((r) => r.exact > 0 && r.fuzzy > 0).length;
  const cpu = median(group.map((r) => r.cpu)).toFixed(2);
  const asking = group.filter((r) => r.answer?.length);
  const shown = asking.filter((r) => r.answers.length).length;
  const wrong = asking.filter((r) => r.answers.some((a) => !r.answer!.includes(a))).length;
  const asksNone = group.filter((r) => r.answer && !r.answer.length);
  const falseAnswers = asksNone.filter((r) => r.answers.length).length;
  const answerFigures =
    asking.length || asksNone.length
      ? `   answers shown ${shown}/${asking.length}${asking.length ? ` (${((100 * shown) / asking.length).toFixed(0)}%)` : ''}, wrong ${wrong}, on ${asksNone.length} asking none ${falseAnswers}`
      : '';
  console.log(
    `${pad(label, 34)} hit@3 ${pad(`${hit3}/${group.length}`, 7)} ${pad(`(${((100 * hit3) / group.length).toFixed(0)}%)`, 7)} MRR ${mrr.toFixed(3)}   fuzzy-only beside exact: ${noisy}   CPU median ${cpu} ms${answerFigures}`,
  );
};
const sets = [...new Set(queries.map((q) => q.set))];
const kinds = [...new Set(queries.map((q) => q.kind))];
for (const half of tuneOnly ? (['tune'] as const) : (['tune', 'held back'] as const)) {
  const inHalf = rows.filter((r) => r.half === half);
  console.log(`── ${half} half (${inHalf.length} queries)${half === 'held back' ? ': the figures to report' : ''}`);
  for (const set of sets)
    summary(
      `set ${set}`,
      inHalf.filter((r) => r.set === set),
    );
  for (const kind of kinds)
    summary(
      `  kind ${kind}`,
      inHalf.filter((r) => r.kind === kind),
    );
  summary(`${half} half`, inHalf);
}
if (!tuneOnly) {
  console.log('── both halves');
  for (const set of sets)
    summary(
      `set ${set}`,
      rows.filter((r) => r.set === set),
    );
  summary('all', rows);
}
const allTimes = rows.map((r) => r.median);
console.log(
  `time per query (${runs} runs each, wall clock): median ${median(allTimes).toFixed(2)} ms, slowest query median ${Math.max(...allTimes).toFixed(2)} ms, max of all runs ${Math.max(...rows.map((r) => r.max)).toFixed(2)} ms`,
);
console.log(
  `CPU time per query: median ${median(rows.map((r) => r.cpu)).toFixed(2)} ms, slowest ${Math.max(...rows.map((r) => r.cpu)).toFixed(2)} ms (machine load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
);
console.log(`loading the index (folding, word list): ${loadMs.toFixed(1)} ms wall, ${loadCpuMs.toFixed(1)} ms CPU`);
console.log(`index module: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped`);

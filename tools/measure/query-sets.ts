/**
 * The search's query sets, listed once for the benchmarks and the tests that run them: the public set
 * (../shared/search-queries.json, beside the project; absent in a copy without it) and the repo's
 * own (tests/search-queries.<name>.json), in that order.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One query of a set: what is searched, the pages a parent accepts in the first three, and the answers that are right ([]: none may show). */
export interface SetQuery {
  q: string;
  expect: string[];
  kind?: string;
  answer?: string[];
}

/** The query sets' files, the public set first when it is here (beside the project, or beside the folder of its worktrees). */
export function querySetFiles(root: string): string[] {
  const publicSet = ['..', '../..'].map((up) => path.resolve(root, up, 'shared/search-queries.json')).find((f) => fs.existsSync(f));
  return [
    ...(publicSet ? [publicSet] : []),
    ...fs
      .readdirSync(path.join(root, 'tests'))
      .filter((f) => /^search-queries\..+\.json$/.test(f))
      .sort()
      .map((f) => path.join(root, 'tests', f)),
  ];
}

/** The queries of one set's file. */
export const queriesOfSet = (file: string): SetQuery[] => (JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: SetQuery[] }).queries;

/**
 * The dev server's answer to a mistake in a data file (saved from the web editor, a text editor or
 * a bad merge): the site keeps serving the file's last correct reading, and each page that shows
 * the file says what is wrong above its text until the file is fixed. A build stops on the same
 * mistakes instead (src/build/site-plugin.ts, buildStart).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteReading } from '../content/source.node.ts';
import { FACTS_FILE } from '../content/facts.node.ts';
import { dataImportsIn } from '../content/page-uses.ts';
import { checkDataFile } from '../content/data-schemas.node.ts';
import { formatProblem } from '../content/problem.ts';

/** Page path → the mistakes of the data files it shows (the facts file is shown by every page's header and footer). */
export function authorNotices(root: string, reading: SiteReading): Record<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const problem of reading.problems) {
    const { file } = problem;
    if (/\/_[^/]+\.ya?ml$/.test(file) && !file.endsWith('/_meta.yml')) byFile.set(file, [...(byFile.get(file) ?? []), formatProblem(problem)]);
  }
  const notices: Record<string, string[]> = {};
  if (byFile.size === 0) return notices;
  const everywhere = fs.existsSync(path.join(root, FACTS_FILE)) ? [FACTS_FILE] : [];
  for (const source of reading.loaded.sources) {
    const imported = dataImportsIn(source.tree).map((d) => path.posix.join(path.posix.dirname(source.file), d.source));
    const messages = [...everywhere, ...imported].flatMap((file) => byFile.get(file) ?? []);
    if (messages.length) notices[source.info.path] = messages;
  }
  return notices;
}

/** Per data file (project-relative): its last correct data in this dev server. */
const lastGood = new Map<string, unknown>();

/**
 * A data file's data for the dev server: the file's own when it is correct, else its last correct
 * reading (the pages showing it say what is wrong, see authorNotices); throws the author's messages
 * only when there was never a correct reading (the server started with the mistake).
 */
export function dataForDevServer(file: string, text: string): unknown {
  const checked = checkDataFile(file, text);
  if (checked.ok) {
    lastGood.set(file, checked.data);
    return checked.data;
  }
  if (lastGood.has(file)) return lastGood.get(file);
  throw Object.assign(new Error(checked.problems.map(formatProblem).join('\n')), { stack: '' });
}

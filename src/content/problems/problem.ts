/**
 * A mistake in the content, as data: where (file, line, column; in a data file, the entry and the
 * field) and what (the message, and a hint of what to write). Every check makes these; they are
 * put in place order and worded as one line each here, and only here.
 */
export interface Problem {
  /** Project-relative file (or folder, ending in /). */
  file: string;
  line?: number;
  column?: number;
  /** In a list: which entry, as a reader finds it, e.g. `groups 1 ("LANGUAGES") › people 2 ("Mrs Ada Obi")`. */
  entry?: string;
  /** The field, dotted: `bank.accountNumber`. */
  field?: string;
  /** In a data file or a page's settings, where the value is in the data (`['terms', 1, 'end']`): the web editor marks that field. Never printed. */
  path?: (string | number)[];
  message: string;
  /** What to do, or the nearest valid value ("did you mean …"). */
  hint?: string;
}

/** Where a problem is: the file, and the line when it is known. */
export const at = (file: string, line?: number) => ({ file, ...(line ? { line } : {}) });

/** `pages/a.mdx:12:3: groups 1 › field "bio": message; hint`: one line, as the build and `npm run check` print it. */
export function formatProblem(p: Problem): string {
  const where = `${p.file}${p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}`;
  const field = p.field === undefined ? undefined : `field "${p.field}"`;
  // An entry with no field is followed by what is wrong inside it (`people 2 › unknown field "nmae"`).
  const place = p.entry && !field ? `${p.entry} › ` : [p.entry, field].filter(Boolean).join(' › ') + (field ? ': ' : '');
  return `${where}: ${place}${p.message}${p.hint ? `; ${p.hint}` : ''}`;
}

/** Problems in the order of the files and, within a file, of its lines (the checks run in passes; ties keep their order). */
export function inPlaceOrder<P extends Problem>(problems: readonly P[]): P[] {
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => a.problem.file.localeCompare(b.problem.file) || (a.problem.line ?? 0) - (b.problem.line ?? 0) || a.index - b.index)
    .map(({ problem }) => problem);
}

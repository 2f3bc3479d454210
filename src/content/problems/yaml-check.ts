/**
 * Reads YAML an editor wrote (frontmatter, a folder's _meta.yml, a data file) and checks it against
 * its schema, saying each mistake in plain words with the file, the line, the field and, in a list
 * of people or items, which entry (counted from 1, named by its name or title):
 *   pages/staff-profile/_academic.staff.yml:14: groups 1 ("LANGUAGES") › people 2 ("Mrs Ada Obi") › unknown field "nmae"; did you mean "name"?
 */
import { isMap, isScalar, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import { closestWords, didYouMean } from './edit-distance.ts';
import { defOf, type Def } from './field-marks.ts';
import { at, type Problem } from './problem.ts';

/** The data, and the line of a field (by its path) from the YAML parser's own positions; or every problem. */
export type YamlCheck<T> = { ok: true; data: T; lineOf: (path: Path) => number | undefined } | { ok: false; problems: Problem[] };

export type Path = (string | number)[];

/** The schema of the value at `path` (through optional, default, pipes and lists), if it can be told. */
function schemaAt(schema: z.ZodType, path: Path): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  const unwrap = () => {
    while (current) {
      const def: Def = defOf(current);
      const inner = def.innerType ?? def.in ?? def.left ?? def.schema;
      if (!inner) return;
      current = inner;
    }
  };
  for (const key of path) {
    unwrap();
    const def: Def | undefined = current && defOf(current);
    current = typeof key === 'number' ? def?.element : def?.shape?.[key];
  }
  unwrap();
  return current;
}

const fieldsOf = (schema: z.ZodType | undefined) => Object.keys((schema && defOf(schema).shape) ?? {});

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined),
    data,
  );
}

/** Where in the file, as a reader finds it: the entry (`groups 1 ("LANGUAGES") › people 2 ("Mrs Ada Obi")`) and the field (`bio`). */
function placeOf(data: unknown, path: Path): { entry?: string; field?: string } {
  const entries: string[] = [];
  let fields: string[] = [];
  path.forEach((key, i) => {
    if (typeof key === 'string') {
      if (typeof path[i + 1] !== 'number') fields.push(key);
      return;
    }
    // An entry of a list, counted from 1 as people count, named by its name or title when it has one.
    const entry = valueAt(data, path.slice(0, i + 1)) as Record<string, unknown> | undefined;
    const label = ['name', 'title', 'label', 'item', 'caption', 'quote'].map((k) => entry?.[k]).find((v) => typeof v === 'string') as
      string | undefined;
    const shown = label && label.length > 40 ? `${label.slice(0, 40)}…` : label;
    entries.push(`${String(path[i - 1] ?? 'entry')} ${key + 1}${shown ? ` ("${shown}")` : ''}`);
    fields = [];
  });
  return { ...(entries.length ? { entry: entries.join(' › ') } : {}), ...(fields.length ? { field: fields.join('.') } : {}) };
}

const DEFAULT_MESSAGE = /^(Invalid input|Too small|Too big|Invalid option|Invalid string|Invalid element)/;

/** One issue in plain words (the schema's own messages are kept: they are written for editors). */
function plainWords(issue: z.core.$ZodIssue, value: unknown, schema: z.ZodType | undefined): string {
  const custom = !DEFAULT_MESSAGE.test(issue.message);
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) return 'is missing';
      if (custom) return issue.message;
      if (issue.expected === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()))
        return `write the number without quotes: ${value.trim()}`;
      if (issue.expected === 'number') return `should be a number, found "${String(value)}"`;
      if (issue.expected === 'boolean' && (value === 'true' || value === 'false')) return `write ${value} without quotes`;
      if (issue.expected === 'boolean') return `should be true or false, found ${JSON.stringify(value)}`;
      if (issue.expected === 'string')
        return `should be text, found ${JSON.stringify(value)}${typeof value === 'number' ? `; write it in quotes: "${value}"` : ''}`;
      if (issue.expected === 'array') return 'should be a list: one line per entry, each starting with "- "';
      if (issue.expected === 'object') return 'should be a group of fields, each on its own indented line';
      return `should be ${issue.expected}`;
    }
    case 'invalid_value': {
      if (custom) return issue.message;
      const allowed = issue.values.map(String);
      const hint = typeof value === 'string' ? didYouMean(value, allowed) : '';
      return `found ${JSON.stringify(value)}; ${hint ? `${hint} ` : ''}the allowed values are: ${allowed.join(', ')}`;
    }
    case 'too_small':
      if (custom) return issue.message;
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'is empty' : `is too short: write at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `needs at least ${issue.minimum} ${Number(issue.minimum) === 1 ? 'entry' : 'entries'}`;
      return issue.inclusive ? `should be at least ${issue.minimum}` : `should be more than ${issue.minimum}`;
    case 'too_big':
      if (custom) return issue.message;
      if (issue.origin === 'string') return `is too long: write at most ${issue.maximum} characters`;
      return issue.inclusive ? `should be at most ${issue.maximum}` : `should be less than ${issue.maximum}`;
    default:
      return schema && !custom ? `${issue.message} (found ${JSON.stringify(value)})` : issue.message;
  }
}

/** The 1-based line of the value at `path` (or of `key` inside it), or the nearest line above that is known. */
function lineOf(doc: ReturnType<typeof parseDocument>, counter: LineCounter, path: Path, key?: string): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = (depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true)) as YamlNode | undefined;
    if (!node) continue;
    // The line of `key` in the value, or of the path's next step (a missing field: the entry that should have it).
    const wanted = depth === path.length ? key : path[depth];
    if (wanted !== undefined && isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && p.key.value === wanted);
      const range = (pair?.key as YamlNode | undefined)?.range;
      if (range) return counter.linePos(range[0]).line;
    }
    if (node.range) return counter.linePos(node.range[0]).line;
  }
  return undefined;
}

/** A YAML syntax error, once, with its line and what usually causes it. */
function syntaxProblem(file: string, error: { message: string; linePos?: { line: number }[] }, lineOffset: number): Problem {
  const line = error.linePos?.[0]?.line;
  const first = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  const hint = /indent|mapping|Nested mappings|Implicit keys/i.test(first)
    ? ': check the spaces at the start of this line and the one above (each level is indented by two spaces, never tabs)'
    : /quote|Unexpected scalar|flow/i.test(first)
      ? ': a value with a colon, # or quotes needs quotes around all of it'
      : '';
  return { file, ...(line ? { line: line + lineOffset } : {}), message: `the YAML cannot be read: ${first}${hint}` };
}

/** Each issue of a failed check as a problem; `lineAt` gives the line of a path (and a key in it). */
function describeIssues(
  file: string,
  data: unknown,
  error: z.ZodError,
  schema: z.ZodType,
  lineAt: (path: Path, key?: string) => number | undefined,
): Problem[] {
  // "nmae" for "name": one mistake, said once (not also "name is missing").
  const misspelt = new Set(
    error.issues.flatMap((issue) =>
      issue.code !== 'unrecognized_keys'
        ? []
        : issue.keys.flatMap((key) => {
            const close = closestWords(key, fieldsOf(schemaAt(schema, issue.path as Path)));
            return close.length === 1 ? [JSON.stringify([...issue.path, close[0]])] : [];
          }),
    ),
  );
  const issues = error.issues.filter(
    (issue) =>
      !(issue.code === 'invalid_type' && valueAt(data, issue.path as Path) === undefined && misspelt.has(JSON.stringify(issue.path))),
  );
  const where = (path: Path, key?: string) => at(file, lineAt(path, key));
  return issues.flatMap((issue): Problem[] => {
    const path = issue.path as Path;
    if (issue.code === 'unrecognized_keys') {
      const fields = fieldsOf(schemaAt(schema, path));
      const { entry, field } = placeOf(data, path);
      // The unknown field is said inside the entry or group of fields that holds it.
      const inside = [entry, field && `field "${field}"`].filter(Boolean).join(' › ');
      return issue.keys.map((key) => {
        const hint = didYouMean(key, fields);
        return {
          ...where(path, key),
          ...(inside ? { entry: inside } : {}),
          message: `unknown field "${key}"; ${hint ? `${hint} ` : ''}the fields are: ${fields.join(', ')}`,
        };
      });
    }
    return [
      {
        ...where(path),
        ...placeOf(data, path),
        ...(path.length ? { path } : {}),
        message: plainWords(issue, valueAt(data, path), schemaAt(schema, path)),
      },
    ];
  });
}

/**
 * Checks data already parsed: every mistake with its file, entry and field, and its line when
 * `lineAt` gives the line of a path (and a key in it).
 */
export function checkData<S extends z.ZodType>(
  file: string,
  data: unknown,
  schema: S,
  lineAt: (path: Path, key?: string) => number | undefined = () => undefined,
): YamlCheck<z.output<S>> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data, lineOf: (path) => lineAt(path.slice(0, -1), String(path.at(-1))) };
  return { ok: false, problems: describeIssues(file, data, parsed.error, schema, lineAt) };
}

/**
 * Parses `text` and checks it with `schema`. `lineOffset`: lines before the YAML in its file (a
 * page's frontmatter starts after the `---` line). Lines come from the parser's positions.
 */
export function checkYaml<S extends z.ZodType>(file: string, text: string, schema: S, lineOffset = 0): YamlCheck<z.output<S>> {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true });
  if (doc.errors.length) return { ok: false, problems: [syntaxProblem(file, doc.errors[0], lineOffset)] };
  return checkData(file, doc.toJS() ?? {}, schema, (path, key) => {
    const line = lineOf(doc, counter, path, key);
    return line && line + lineOffset;
  });
}

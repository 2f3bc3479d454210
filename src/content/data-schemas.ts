/**
 * Schemas of the data files that sit beside pages (people, lists, quantities).
 * A data file is named `_<anything>.<kind>.yml` (for example `_academic.staff.yml`);
 * the kind picks the schema. Build-time only: zod never reaches the browser.
 * To add a kind: add a schema to `dataSchemas` and export its output type.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describeIssues } from './schema';
import { photoNames } from './source';

const root = process.cwd();
let photos: Set<string> | undefined;

/** A photo from photos/ by name ("gallery/01"), or a path under public/ or a full URL. */
export const photo = z.string().min(1).refine(
  (value) => /^https?:\/\//.test(value) || (value.startsWith('/') ? fs.existsSync(path.join(root, 'public', value)) : (photos ??= photoNames(root)).has(value)),
  { message: 'no such photo: use a name from photos/ without extension (e.g. gallery/01), a file under public/, or a full URL' },
);

/** A page of this site (/admission/scholarship): the page file must exist. */
export const pagePath = z.string().regex(/^\//, 'must start with "/"').refine(
  (value) => {
    const p = value.replace(/[?#].*$/, '');
    return p === '/' || fs.existsSync(path.join(root, 'pages', `${p}.mdx`)) || fs.existsSync(path.join(root, 'pages', p, 'index.mdx'));
  },
  { message: 'no page at this path (no matching file in pages/)' },
);

/** kind → schema of the whole file. */
export const dataSchemas: Record<string, z.ZodType> = {};

/** Validates a data file's parsed YAML; throws a message naming the file and field. */
export function validateDataFile(file: string, data: unknown): unknown {
  const kind = /\.([a-z][a-z-]*)\.ya?ml$/.exec(file)?.[1];
  const schema = kind ? dataSchemas[kind] : undefined;
  if (!schema) {
    const kinds = Object.keys(dataSchemas).sort().join(', ');
    throw new Error(`${file}: unknown kind of data file; name it _<name>.<kind>.yml with kind one of: ${kinds}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(describeIssues(file, `${kind} data`, parsed.error));
  return parsed.data;
}

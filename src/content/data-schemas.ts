/**
 * Schemas of the data files that sit beside pages (people, lists, quantities).
 * A data file is named `<anything>.<kind>.yml` (for example `_academic.staff.yml`);
 * the kind picks the schema. Build-time only.
 */
import { z } from 'zod';
import { describeIssues } from './schema';

/** kind → schema of the whole file. Widgets read the matching output types. */
export const dataSchemas: Record<string, z.ZodType> = {};

/** Validates a data file's parsed YAML; throws a message naming the file and field. */
export function validateDataFile(file: string, data: unknown): unknown {
  const kind = /\.([a-z][a-z-]*)\.ya?ml$/.exec(file)?.[1];
  const schema = kind ? dataSchemas[kind] : undefined;
  if (!schema) {
    const kinds = Object.keys(dataSchemas).sort().join(', ');
    throw new Error(`${file}: unknown kind of data file; name it <name>.<kind>.yml with kind one of: ${kinds}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(describeIssues(file, `${kind} data`, parsed.error));
  return parsed.data;
}

/** A data file's data, already parsed, checked by its kind's schema (no lines: it was not read from a file); throws every mistake. */
import { dataSchemaFor } from '../../../src/content/schemas/data-schemas.node';
import { formatProblem } from '../../../src/content/problems/problem';
import { checkData } from '../../../src/content/problems/yaml-check';

export function validateDataFile(file: string, data: unknown): unknown {
  const schema = dataSchemaFor(file);
  if (!schema) throw new Error(`${file}: no such kind of data file`);
  const checked = checkData(file, data, schema);
  if (!checked.ok) throw new Error(checked.problems.map(formatProblem).join('\n'));
  return checked.data;
}

/**
 * The data files that sit beside pages (people, lists, quantities): a data file is named
 * `_<anything>.<kind>.yml` (for example `_academic.staff.yml`) and the kind picks its schema. Each
 * kind is its own file, `<kind>.data.ts`, beside what shows it (a widget's folder, src/ui/,
 * src/content/, src/search/), its default export the schema; they are found as widgets are, by
 * Vite's glob (data-schemas.node.ts for the build, src/admin/site-check.ts in the web editor), and
 * handed in here: nothing lists the kinds. Here: the fields kinds share (photo, text) and the checks.
 * Pure; no site page loads zod.
 */
import { z } from 'zod';
import { checkYaml, type YamlCheck } from '../problems/yaml-check.ts';
import { noSuchPhoto, photoLookup } from '../reading/photo-lookup.ts';
import { marked } from '../problems/field-marks.ts';
import { didYouMean } from '../problems/edit-distance.ts';
import { formatProblem } from '../problems/problem.ts';

/**
 * A photo's name from what the web editor writes after an upload ("/photos/gallery/01.jpg"):
 * its path in photos/ without extension ("gallery/01"). Other values are kept as written.
 */
export function photoName(value: string): string {
  const uploaded = /^\/photos\/(.+)\.(?:jpe?g|png|webp|avif)$/i.exec(value);
  return uploaded ? uploaded[1] : value;
}

/** What is wrong with a photo value (a name in photos/, a file under public/, or a URL), quoting it, or null. */
function photoProblem(value: string): string | null {
  if (/^https?:\/\//.test(value)) return null;
  const lookup = photoLookup();
  if (value.startsWith('/')) return lookup.publicFileExists(value) ? null : `no such file "${value}" under public/`;
  const names = lookup.photoNames();
  return names.has(value) ? null : noSuchPhoto(value, names);
}

/** A photo from photos/ by name ("gallery/01"), or a path under public/ or a full URL. */
export const photo = marked(
  z
    .string()
    .min(1)
    .transform(photoName)
    .superRefine((value, ctx) => {
      const problem = photoProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  { role: 'photo' },
);

/** Words a reader sees, indexed by the site search with the pages that show them. */
export const text = <T extends z.ZodType>(schema: T): T => marked(schema, { role: 'text' });

/** Every data kind's schema, by its name (`staff` for `_academic.staff.yml`), once handed in (setDataKinds). */
export const dataSchemas: Record<string, z.ZodType> = {};

/** The kind of a data file from its name (`_academic.staff.yml` → "staff"): it picks the file's schema. */
export const dataKindOf = (file: string): string | undefined => /\.([a-z][a-z-]*)\.ya?ml$/.exec(file)?.[1];

/** Hands in the kinds' files as Vite's glob finds them (path → schema): `staff.data.ts` is the kind "staff". */
export function setDataKinds(files: Readonly<Record<string, z.ZodType>>): void {
  for (const [file, schema] of Object.entries(files)) {
    const kind = /([a-z][a-z-]*)\.data\.ts$/.exec(file)?.[1];
    if (!kind) throw new Error(`${file}: name a data kind's file <kind>.data.ts, with a kind in small letters`);
    if (dataSchemas[kind] && dataSchemas[kind] !== schema) throw new Error(`${file}: another file already defines the data kind "${kind}"`);
    dataSchemas[kind] = schema;
  }
}

/** The schema of a data file, by the kind in its name (`_<name>.<kind>.yml`), if there is one. */
export const dataSchemaFor = (file: string): z.ZodType | undefined => dataSchemas[dataKindOf(file) ?? ''];

/** Checks a data file's text (YAML): its data, or every mistake with file, line, entry and field (a kind not known: how to name it). */
export function checkDataFile(file: string, text: string): YamlCheck<unknown> {
  const schema = dataSchemaFor(file);
  if (schema) return checkYaml(file, text, schema);
  const kind = dataKindOf(file);
  const kinds = Object.keys(dataSchemas).sort();
  const hint = kind ? didYouMean(kind, kinds) : '';
  const message = kind ? `no such kind of data file "${kind}"` : 'unknown kind of data file';
  return {
    ok: false,
    problems: [{ file, message, hint: `${hint ? `${hint} ` : ''}name it _<name>.<kind>.yml with kind one of: ${kinds.join(', ')}` }],
  };
}

/** Reads a data file's text (YAML) and validates it; throws every mistake with file, line and field. */
export function readDataFile(file: string, text: string): unknown {
  const checked = checkDataFile(file, text);
  if (!checked.ok) throw new Error(checked.problems.map(formatProblem).join('\n'));
  return checked.data;
}

/**
 * Origins of the photos that the content names by full URL. Data files (`pages/**\/_*.<kind>.yml`)
 * may give a photo as an http(s) address "used as given" (the hero, the gallery, partner logos, a
 * staff portrait); the CSP's img-src must then allow that origin, and only that one. The photo
 * fields are those marked `photo` in the data file's schema (src/content/problems/field-marks.ts). Takes the
 * data the site check already read and validated (LoadedSite.data), so the build reads the files once.
 */
import { markedValues } from '../../content/problems/field-marks.ts';
import { dataSchemaFor } from '../../content/schemas/data-schemas.node.ts';

/** Sorted origins (https://photos.example.org) of photos given by full URL in the data files (file → data). */
export function externalImageOrigins(data: ReadonlyMap<string, unknown>): string[] {
  const origins = new Set<string>();
  for (const [file, value] of data) {
    const schema = dataSchemaFor(file);
    for (const photo of schema ? markedValues(schema, value, 'photo') : []) {
      if (typeof photo !== 'string' || !/^https?:\/\//i.test(photo)) continue;
      try {
        origins.add(new URL(photo).origin);
      } catch {
        /* not a URL: the content schema reports it */
      }
    }
  }
  return [...origins].sort();
}

/**
 * Origins of the photos that the content names by full URL. Data files (`pages/**\/_*.<kind>.yml`)
 * may give a photo as an http(s) address "used as given" (the hero, the gallery, partner logos);
 * the CSP's img-src must then allow that origin, and only that one. Takes the data the site check
 * already read and validated (LoadedSite.data), so the build reads the data files once.
 */

/** Fields of data files that hold a photo (see `photo` in src/content/data-schemas.node.ts). */
const PHOTO_FIELDS = new Set(['src', 'image']);

function collect(value: unknown, key: string | undefined, into: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, into);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collect(v, k, into);
  } else if (typeof value === 'string' && key && PHOTO_FIELDS.has(key) && /^https?:\/\//i.test(value)) {
    try {
      into.add(new URL(value).origin);
    } catch {
      /* not a URL: the content schema reports it */
    }
  }
}

/** Sorted origins (https://photos.example.org) of photos given by full URL in the data files. */
export function externalImageOrigins(data: Iterable<unknown>): string[] {
  const origins = new Set<string>();
  for (const file of data) collect(file, undefined, origins);
  return [...origins].sort();
}

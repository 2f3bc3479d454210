/**
 * Which photos and public files exist, as the content checks ask it. Pure: the build installs the
 * disk's answer (photos.node.ts, when the data schemas are loaded in node), the web editor the list
 * of the site it was built with (src/admin/site-check.ts). Photos a web-editor save brings with it
 * count as existing while that save is checked (withArrivingPhotos).
 */
import { didYouMean } from '../problems/edit-distance.ts';

export interface PhotoLookup {
  /** Names of the photos ("staff/head-languages" for photos/staff/head-languages.jpg). */
  photoNames(): ReadonlySet<string>;
  /** Whether a file exists under public/, by its address ("/images/logo.svg"). */
  publicFileExists(address: string): boolean;
}

let lookup: PhotoLookup | undefined;

/** Sets where the checks look photos up (once per process or page). */
export function setPhotoLookup(next: PhotoLookup): void {
  lookup = next;
}

/** The lookup set by setPhotoLookup, with the photos of the save being checked counted in. */
export function photoLookup(): PhotoLookup {
  if (!lookup) throw new Error('No photo list: import data-schemas.node.ts (build) or call setPhotoLookup (web editor) first');
  const { photoNames, publicFileExists } = lookup;
  return { photoNames: () => withArriving(photoNames()), publicFileExists };
}

/** Photos that a web-editor save brings with it (written with the entry, see withArrivingPhotos). */
const arriving = new Set<string>();

/** The names with the arriving photos added. */
export function withArriving(names: ReadonlySet<string>): ReadonlySet<string> {
  return arriving.size ? new Set([...names, ...arriving]) : names;
}

/** Runs a (synchronous) check with `names` counted as photos: the uploads saved together with the entry. */
export function withArrivingPhotos<T>(names: readonly string[], check: () => T): T {
  for (const name of names) arriving.add(name);
  try {
    return check();
  } finally {
    arriving.clear();
  }
}

/** Photo names of files under photos/ (a save's uploads, files deleted): photos/staff/img-2041.jpg → staff/img-2041. */
export const photoNamesOf = (paths: readonly string[]) =>
  paths.map((p) => /^\/?photos\/(.+)\.[a-z]+$/i.exec(p)?.[1]).filter((n): n is string => Boolean(n));

/** The message for a photo name that is not in photos/, quoting it, with the nearest names. */
export function noSuchPhoto(name: string, names: Iterable<string>): string {
  const hint = didYouMean(name, names);
  return `no such photo "${name}" in photos/; ${hint ? `${hint} Or add` : 'add'} photos/${name}.jpg (or .png, .webp)`;
}

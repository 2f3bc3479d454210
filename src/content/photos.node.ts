/** The photos pages and data files may name (read anew each time: a photo added while the dev server runs counts at once). */
import fs from 'node:fs';
import path from 'node:path';
import { didYouMean } from './edit-distance.ts';

/**
 * Names of the photos (photos/<name>.jpg → "<name>"): those scripts/images.mjs has prepared, and
 * those in photos/ it will prepare before the next build (a photo just added in the web editor).
 */
export function photoNames(root: string): Set<string> {
  const file = path.join(root, 'src/generated/images.json');
  const names = new Set(fs.existsSync(file) ? Object.keys(JSON.parse(fs.readFileSync(file, 'utf8'))) : []);
  for (const name of arriving) names.add(name);
  const photosDir = path.join(root, 'photos');
  if (!fs.existsSync(photosDir)) return names;
  for (const entry of fs.readdirSync(photosDir, { recursive: true, encoding: 'utf8' })) {
    if (/\.(jpe?g|png|webp)$/i.test(entry))
      names.add(
        entry
          .split(path.sep)
          .join('/')
          .replace(/\.[^.]+$/, ''),
      );
  }
  return names;
}

/** The message for a photo name that is not in photos/, quoting it, with the nearest names. */
export function noSuchPhoto(name: string, names: Iterable<string>): string {
  const hint = didYouMean(name, names);
  return `no such photo "${name}" in photos/; ${hint ? `${hint} Or add` : 'add'} photos/${name}.jpg (or .png, .webp)`;
}

/** Photos that a web-editor save brings with it (written just after the check, see withArrivingPhotos). */
const arriving = new Set<string>();

/** Runs a (synchronous) check with `names` counted as photos: the uploads saved together with the entry. */
export function withArrivingPhotos<T>(names: readonly string[], check: () => T): T {
  for (const name of names) arriving.add(name);
  try {
    return check();
  } finally {
    arriving.clear();
  }
}

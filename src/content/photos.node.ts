/** The photos pages and data files may name (read anew each time: a photo added while the dev server runs counts at once). */
import fs from 'node:fs';
import path from 'node:path';
import { withArriving, type PhotoLookup } from './photo-lookup.ts';

export { noSuchPhoto, withArrivingPhotos } from './photo-lookup.ts';

/** Names of the photos in photos/ and of those scripts/images.mjs has prepared (photos/<name>.jpg → "<name>"), without arriving ones. */
export function photoNamesOnDisk(root: string): Set<string> {
  const file = path.join(root, 'src/generated/images.json');
  const names = new Set(fs.existsSync(file) ? Object.keys(JSON.parse(fs.readFileSync(file, 'utf8'))) : []);
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

/**
 * Names of the photos (photos/<name>.jpg → "<name>"): those scripts/images.mjs has prepared, those
 * in photos/ it will prepare before the next build (a photo just added in the web editor), and those
 * a web-editor save brings with it.
 */
export function photoNames(root: string): Set<string> {
  return new Set(withArriving(photoNamesOnDisk(root)));
}

/** The checks' photo lookup on the disk of the project at `root` (src/content/photo-lookup.ts). */
export function photoLookupOnDisk(root: string): PhotoLookup {
  return {
    photoNames: () => photoNamesOnDisk(root),
    publicFileExists: (address) => fs.existsSync(path.join(root, 'public', decodeURI(address))),
  };
}

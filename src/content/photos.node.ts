/** The photos pages and data files may name (read anew each time: a photo added while the dev server runs counts at once). */
import fs from 'node:fs';
import path from 'node:path';
import type { PhotoLookup } from './photo-lookup.ts';
import { filesUnder } from './files-under.node.ts';

/** Per project root: the photo names, with what they were read from (the prepared list's time, photos/'s files). */
const kept = new Map<string, { stamp: string; names: ReadonlySet<string> }>();

/**
 * Names of the photos in photos/ and of those scripts/images.mjs has prepared (photos/<name>.jpg → "<name>"),
 * without arriving ones: the same set while neither changed. Callers must not modify it.
 */
export function photoNamesOnDisk(root: string): ReadonlySet<string> {
  const file = path.join(root, 'src/generated/images.json');
  const photosDir = path.join(root, 'photos');
  const inPhotos = filesUnder(photosDir);
  const stamp = `${fs.existsSync(file) ? fs.statSync(file).mtimeMs : ''}\n${inPhotos.join('\n')}`;
  if (kept.get(root)?.stamp === stamp) return kept.get(root)!.names;
  const names = new Set(fs.existsSync(file) ? Object.keys(JSON.parse(fs.readFileSync(file, 'utf8'))) : []);
  for (const entry of inPhotos) {
    if (/\.(jpe?g|png|webp)$/i.test(entry)) names.add(entry.replace(/\.[^.]+$/, ''));
  }
  kept.set(root, { stamp, names });
  return names;
}

/** The checks' photo lookup on the disk of the project at `root` (src/content/photo-lookup.ts). */
export function photoLookupOnDisk(root: string): PhotoLookup {
  return {
    photoNames: () => photoNamesOnDisk(root),
    publicFileExists: (address) => fs.existsSync(path.join(root, 'public', decodeURI(address))),
  };
}

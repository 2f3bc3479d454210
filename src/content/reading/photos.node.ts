/**
 * The photos pages and data files may name, from one listing of photos/ (src/content/reading/files-under.node.ts:
 * kept while nothing in photos/ is added, removed or renamed, so a photo added while the dev server
 * runs counts at once) and looked up in a set: a check that looks up every photo of every data file
 * lists the folder once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PhotoLookup } from './photo-lookup.ts';
import { isGone, keptFilesUnder } from './files-under.node.ts';

/** The photo files the site prepares and shows. */
export const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;

/** The photo files under photos/ (paths inside it: "staff/head-languages.jpg"), sorted; the same array while none changed. */
export function photoFilesOnDisk(root: string): readonly string[] {
  const entries = keptFilesUnder(path.join(root, 'photos'));
  if (!photoFiles.has(entries))
    photoFiles.set(
      entries,
      entries.filter((entry) => PHOTO_FILE.test(entry) && !entry.split('/').some((part) => part.startsWith('.'))),
    );
  return photoFiles.get(entries)!;
}

/** Per listing of photos/ (the same array while nothing changed): its photo files. */
const photoFiles = new WeakMap<readonly string[], readonly string[]>();

const NONE: readonly string[] = [];

/** Per project root: the names scripts/images.mjs has prepared (src/generated/images.json), by the file's time. */
const prepared = new Map<string, { time: number; names: readonly string[] }>();

/**
 * The names in src/generated/images.json, read again when it changes. While images.mjs is writing
 * it, or it cannot be read, the last reading stands (said once in the terminal).
 */
function preparedNames(root: string): readonly string[] {
  const file = path.join(root, 'src/generated/images.json');
  let time: number;
  try {
    time = fs.statSync(file).mtimeMs;
  } catch (error) {
    if (isGone(error)) return NONE;
    throw error;
  }
  const last = prepared.get(root);
  if (last?.time === time) return last.names;
  try {
    const names = Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object);
    prepared.set(root, { time, names });
    return names;
  } catch (error) {
    console.warn(`src/generated/images.json could not be read (${(error as Error).message}); the photo list stands as it was.`);
    return last?.names ?? NONE;
  }
}

/**
 * Names of the photos in photos/ and of those scripts/images.mjs has prepared (photos/<name>.jpg → "<name>"),
 * without arriving ones: the same set while neither changed. Callers must not modify it.
 */
export function photoNamesOnDisk(root: string): ReadonlySet<string> {
  const files = photoFilesOnDisk(root);
  const manifest = preparedNames(root);
  const last = names.get(root);
  if (last?.files === files && last.manifest === manifest) return last.names;
  const made = new Set([...manifest, ...files.map((file) => file.replace(/\.[^.]+$/, ''))]);
  names.set(root, { files, manifest, names: made });
  return made;
}

/** Per project root: the names, with the listing and the manifest reading they were made from. */
const names = new Map<string, { files: readonly string[]; manifest: readonly string[]; names: ReadonlySet<string> }>();

/** The checks' photo lookup on the disk of the project at `root` (src/content/reading/photo-lookup.ts). */
export function photoLookupOnDisk(root: string): PhotoLookup {
  return {
    photoNames: () => photoNamesOnDisk(root),
    publicFileExists: (address) => fs.existsSync(path.join(root, 'public', decodeURI(address))),
  };
}

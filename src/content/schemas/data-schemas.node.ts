/**
 * The data files' schemas (data-schemas.ts) as the build uses them: every kind's `<kind>.data.ts`,
 * found as src/widgets/manifest.ts finds the widgets' manifests, and a photo a data file names looked
 * up in this project's photos/ and public/ (the process runs in the project's folder).
 */
import type { z } from 'zod';
import { setPhotoLookup } from '../reading/photo-lookup.ts';
import { photoLookupOnDisk } from '../reading/photos.node.ts';
import { setDataKinds } from './data-schemas.ts';
import { exportThroughVite } from '../reading/runner-import.node.ts';

type KindFiles = Record<string, z.ZodType>;

/**
 * Each kind's schema by its file. Vite's glob finds them where Vite transforms this file; a config
 * file Vite bundles has no glob, so there this file is loaded once more through Vite's module runner.
 */
async function kindFiles(): Promise<KindFiles> {
  try {
    // From Vite's root: the site's src/ (the school's is this repository's; another site's its own, src/build/site-root.mjs).
    return import.meta.glob<z.ZodType>(['/src/*/*.data.ts', '/src/*/*/*.data.ts'], { eager: true, import: 'default' });
  } catch {
    return exportThroughVite<KindFiles>(import.meta.url, 'kinds');
  }
}

export const kinds = await kindFiles();
setDataKinds(kinds);
setPhotoLookup(photoLookupOnDisk(process.cwd()));

export * from './data-schemas.ts';

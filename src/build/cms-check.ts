/**
 * What the web editor's check (src/content/edited-file.ts, run in the browser by src/admin/site-check.ts)
 * knows of the site, made from the disk: /admin/site-index.json, served by the dev server as the
 * files stand and written by the build to dist/admin/. The check itself is the build's own, bundled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { photoNamesOnDisk } from '../content/photos.node.ts';
import type { SiteIndexData } from '../content/site-index.ts';
import { siteIndex } from './site-model.ts';

/** Every file and folder under public/, by its address ("/images/logo.svg"). */
function publicAddresses(root: string): string[] {
  const dir = path.join(root, 'public');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => `/${entry.split(path.sep).join('/')}`)
    .sort();
}

export function siteIndexData(root: string): SiteIndexData {
  const index = siteIndex(root);
  return {
    photos: [...photoNamesOnDisk(root)].sort(),
    publicFiles: publicAddresses(root),
    dataFiles: [...index.files.dataFiles()],
    routes: [...index.routes].sort(),
    facts: index.facts ?? null,
  };
}

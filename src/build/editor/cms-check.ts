/**
 * What the web editor's check (src/content/edited-file.ts, run in the browser by src/admin/site-check.ts)
 * knows of the site, made from the disk: /admin/site-index.json, served by the dev server as the
 * files stand and written by the build to dist/admin/. The check itself is the build's own, bundled.
 */
import path from 'node:path';
import { photoNamesOnDisk } from '../../content/photos.node.ts';
import { PAGES_DIR } from '../../content/pages.node.ts';
import type { SiteIndexData } from '../../content/site-index.ts';
import { siteIndex } from '../site-model.ts';
import { filesUnder, keptFilesUnder, readIfPresent } from '../../content/files-under.node.ts';

/** Each photo name → the files under pages/ that name it (a page's photo, a data file's, a widget's prop). */
function photoUses(root: string, photos: ReadonlySet<string>): Record<string, string[]> {
  const uses: Record<string, string[]> = {};
  const dir = path.join(root, PAGES_DIR);
  const files = filesUnder(dir).filter((entry) => /\.(mdx|ya?ml)$/.test(entry));
  for (const entry of files) {
    // A file renamed or removed since the listing names no photo.
    const text = readIfPresent(path.join(dir, entry)) ?? '';
    // A photo is named by its folder and file name (gallery/05), as a whole word.
    for (const [name] of text.matchAll(/(?<![\w./-])[a-z0-9][\w-]*(?:\/[\w.-]+)+(?![\w/-])/gi)) {
      if (!photos.has(name)) continue;
      const list = (uses[name] ??= []);
      if (!list.includes(`${PAGES_DIR}/${entry}`)) list.push(`${PAGES_DIR}/${entry}`);
    }
  }
  return uses;
}

export function siteIndexData(root: string): SiteIndexData {
  const index = siteIndex(root);
  const photos = photoNamesOnDisk(root);
  return {
    photoUses: photoUses(root, photos),
    photos: [...photos].sort(),
    // Every file and folder under public/, by its address ("/images/logo.svg").
    publicFiles: keptFilesUnder(path.join(root, 'public')).map((entry) => `/${entry}`),
    dataFiles: [...index.files.dataFiles()],
    routes: [...index.routes].sort(),
    facts: index.facts ?? null,
  };
}

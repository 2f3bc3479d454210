/**
 * What the web editor's check (src/content/reading/edited-file.ts, run in the browser by src/admin/site-check.ts)
 * knows of the site, made from the disk: /admin/site-index.json, served by the dev server as the
 * files stand and written by the build to dist/admin/. The check itself is the build's own, bundled.
 */
import path from 'node:path';
import { photoNamesOnDisk } from '../../content/reading/photos.node.ts';
import { PAGES_DIR } from '../../content/reading/pages.node.ts';
import type { SiteIndexData } from '../../content/nav/site-index.ts';
import { inspectSite, siteIndex } from '../site-model.ts';
import { linkFinder, photoFinder, placesNaming, type PlaceFile } from '../../content/nav/places.ts';
import type { PageSource } from '../../content/reading/page-reading.ts';
import { editorWords } from './editor-words.ts';
import { fileLabel } from './cms-config.ts';
import { filesUnder, keptFilesUnder, readIfPresent } from '../../content/reading/files-under.node.ts';

/**
 * The files under pages/ as the office knows them: each page of the site by its heading, each data
 * file and menu group by its name in the editor (a page taken down names nothing: it is not on the site).
 */
function placeFiles(root: string, pages: readonly PageSource[]): PlaceFile[] {
  const words = editorWords(root);
  const pageOf = new Map(pages.map((page) => [page.file, page.info]));
  const dir = path.join(root, PAGES_DIR);
  return filesUnder(dir)
    .filter((entry) => /\.(mdx|ya?ml)$/.test(entry))
    .flatMap((entry) => {
      const file = `${PAGES_DIR}/${entry}`;
      const page = pageOf.get(file);
      const name = entry.endsWith('.mdx') ? page?.title : (fileLabel(file, words) ?? file);
      // A file renamed or removed since the listing names nothing.
      const text = readIfPresent(path.join(dir, entry));
      return name === undefined || text === undefined ? [] : [{ file, name, self: page?.path, text }];
    });
}

export function siteIndexData(root: string): SiteIndexData {
  const index = siteIndex(root);
  const photos = photoNamesOnDisk(root);
  const places = placeFiles(root, inspectSite(root).loaded.sources);
  return {
    photoUses: placesNaming(places, photoFinder(photos)),
    linksTo: placesNaming(places, linkFinder(index.routes)),
    photos: [...photos].sort(),
    // Every file and folder under public/, by its address ("/images/logo.svg").
    publicFiles: keptFilesUnder(path.join(root, 'public')).map((entry) => `/${entry}`),
    dataFiles: [...index.files.dataFiles()],
    routes: [...index.routes].sort(),
    facts: index.facts ?? null,
  };
}

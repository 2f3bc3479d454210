/**
 * What the web editor's check knows of the site (SiteIndex, src/content/reading/edited-file.ts) as data:
 * made from the disk by the build and the dev server (src/build/editor/cms-check.ts, /admin/site-index.json)
 * and turned back into a SiteIndex in the browser (src/admin/site-check.ts).
 */
import type { SiteIndex } from '../reading/edited-file.ts';

export interface SiteIndexData {
  /** Photo names ("staff/head-languages"). */
  photos: string[];
  /** Files and folders under public/, by address ("/images/logo.svg"). */
  publicFiles: string[];
  /** The data files beside the pages (pages/about/_gallery.gallery.yml). */
  dataFiles: string[];
  /** Every address a link may lead to. */
  routes: string[];
  /** The school facts' texts; null when the facts file cannot be read. */
  facts: Record<string, string> | null;
  /** Where each photo is used: its name → the places that name it, as the office knows them (a used photo is not deleted). */
  photoUses: Record<string, string[]>;
  /** Each page's address → the places that link to it, as the office knows them (a linked page is not taken down). */
  linksTo: Record<string, string[]>;
}

/** An address as a path under public/: decoded, without a trailing slash. */
const publicPath = (address: string) => decodeURI(address).replace(/(.)\/+$/, '$1');

export function siteIndexFrom(data: SiteIndexData): SiteIndex {
  const photos = new Set(data.photos);
  const publicFiles = new Set(data.publicFiles);
  return {
    files: {
      photoNames: () => photos,
      publicFileExists: (address) => publicFiles.has(publicPath(address)),
      dataFiles: () => data.dataFiles,
    },
    routes: new Set(data.routes),
    facts: data.facts ?? undefined,
    linksTo: data.linksTo ?? {},
  };
}

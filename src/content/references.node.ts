/** The site's files as the reference checks see them (references.ts), on the disk of the project at `root`. */
import { listDataFiles } from './pages.node.ts';
import { photoLookupOnDisk, photoNames } from './photos.node.ts';
import type { SiteFiles } from './references.ts';

export function siteFilesOnDisk(root: string): SiteFiles {
  return { ...photoLookupOnDisk(root), photoNames: () => photoNames(root), dataFiles: () => listDataFiles(root) };
}

/**
 * The site model of a build: pages/, the folders' _meta.yml, the data files and every widget use,
 * read and checked once (src/content/reading/source.node.ts; a changed file is read again alone) against the widget
 * catalog (#site/widgets.ts). Routes, menus, the search index, the sitemap, the headers
 * and the MDX plugins all read it from here; the content layer itself imports no widget code, so this
 * is where the build hands the site's widget catalog to the content readers (it is kept apart for that).
 */
import {
  inspectSite as inspectWith,
  loadSite as loadWith,
  siteIndexOnDisk,
  type LoadedSite,
  type SiteReading,
} from '../content/reading/source.node.ts';
import type { SiteIndex } from '../content/reading/edited-file.ts';
import { widgetCatalog } from '#site/widgets.ts';
import { formatProblem, type Problem } from '../content/problems/problem.ts';

/** Every page that passed its checks, and every problem and warning (never throws for a content mistake). */
export function inspectSite(root: string): SiteReading {
  return inspectWith(root, widgetCatalog);
}

/** The site, or a ContentError listing every problem of every file. */
export function loadSite(root: string): LoadedSite {
  return loadWith(root, widgetCatalog);
}

/** What the web editor's check knows of the site (src/content/reading/edited-file.ts), from the disk. */
export function siteIndex(root: string): SiteIndex {
  return siteIndexOnDisk(root, widgetCatalog);
}

/** The warnings of a reading, as printed once per build. */
export function warningsText(warnings: readonly Problem[]): string {
  return `Content warnings (${warnings.length}): allowed, but the build could not check them:\n${warnings.map(formatProblem).join('\n')}`;
}

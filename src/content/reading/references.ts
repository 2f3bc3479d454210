/**
 * Checks what each page points at (pure: the build gives it the disk, pages.node.ts's siteFilesOnDisk; the web
 * editor the site's lists): its links lead to pages, its photos are in photos/ or public/, the data
 * files it imports exist, and its widgets' props are right.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { WidgetCatalog } from '../schemas/widget-catalog.ts';
import { checkWidgets, type WidgetCheck, type WidgetReference as Reference } from '../schemas/widget-props.ts';
import { dataImportsIn } from './page-uses.ts';
import { didYouMean } from '../problems/edit-distance.ts';
import { noSuchPhoto, type PhotoLookup } from './photo-lookup.ts';
import { PAGES_DIR, type PageSource } from './page-reading.ts';
import { at, type Problem } from '../problems/problem.ts';
import type { NavLink, SectionInfo } from '../nav/types.ts';
import { MADE_FILES } from './made-files.ts';

/** What the checks need to know of the site's files besides its pages. */
export interface SiteFiles extends PhotoLookup {
  /** The data files beside the pages (pages/staff-profile/_academic.staff.yml…). */
  dataFiles(): readonly string[];
}

/** The folder of a file path (posix): pages/about/x.mdx → pages/about. */
const dirname = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/'))) || '.';
/**
 * A path joined and normalised (posix, no leading ./): pages/about + ./_gallery.gallery.yml. By hand, not
 * by URL: an import is as the author typed it, and a "%", "#" or "?" in it is part of the name.
 */
function joinPath(dir: string, rel: string): string {
  const parts: string[] = [];
  for (const part of `${dir}/${rel}`.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/** Every link and image of a page's Markdown (widgets' link and photo props come from checkWidgets). */
export function referencesIn(tree: Root): Reference[] {
  const refs: Reference[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'link' || node.type === 'definition') refs.push({ kind: 'link', value: node.url, line });
    if (node.type === 'image') refs.push({ kind: 'file', value: node.url, line });
  });
  return refs;
}

/** Strips ?query and #hash: what is left must be a route, a redirect or a public file. */
export function pathOf(href: string): string {
  return href.replace(/[?#].*$/, '') || '/';
}

/** Each page tree's widget check and references, kept while the tree is the same (the site model keeps a page's tree while its file is unchanged). */
const checkedTrees = new WeakMap<Root, { catalog: WidgetCatalog; widgets: WidgetCheck; references: Reference[] }>();

/** A page's widget check against the catalog, with its link and photo props among the page's references. */
function checkTree(tree: Root, catalog: WidgetCatalog) {
  let checked = checkedTrees.get(tree);
  if (checked?.catalog !== catalog) {
    const widgets = checkWidgets(tree, catalog);
    const references = [...referencesIn(tree), ...widgets.references].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    checked = { catalog, widgets, references };
    checkedTrees.set(tree, checked);
  }
  return checked;
}

/** The links, photos, data imports and widgets of every page, and the links of every folder's _meta.yml. */
export function checkReferences(
  files: SiteFiles,
  sources: PageSource[],
  sections: SectionInfo[],
  routes: Set<string>,
  catalog: WidgetCatalog,
  problems: Problem[],
  warnings: Problem[],
): void {
  const photos = files.photoNames();
  const dataFiles = files.dataFiles();
  // A list of links in a page's settings or a folder's _meta.yml.
  const brokenLinks = (file: string, field: string, links: readonly NavLink[]) => {
    for (const link of links) {
      if (!link.external && !routes.has(pathOf(link.href)))
        problems.push({ file, message: `broken link in field "${field}": "${link.href}" is not a page` });
    }
  };
  for (const source of sources) {
    const { widgets, references } = checkTree(source.tree, catalog);
    for (const p of widgets.problems) problems.push({ ...at(source.file, p.line), message: p.message });
    for (const w of widgets.warnings) warnings.push({ ...at(source.file, w.line), message: w.message });
    for (const ref of references) {
      const where = at(source.file, ref.line);
      if (ref.kind === 'file' && !/^(\/|https?:|data:)/.test(ref.value)) {
        if (!photos.has(ref.value)) problems.push({ ...where, message: noSuchPhoto(ref.value, photos) });
        continue;
      }
      if (!ref.value.startsWith('/') || ref.value.startsWith('//')) continue;
      const target = pathOf(ref.value);
      if (ref.kind === 'link' && !routes.has(target) && !files.publicFileExists(target) && !MADE_FILES.has(target)) {
        const hint = didYouMean(target, routes);
        problems.push({
          ...where,
          message: `broken link "${ref.value}": no page at ${target} (pages/${target.slice(1) || 'index'}.mdx does not exist)`,
          ...(hint ? { hint } : {}),
        });
      }
      if (ref.kind === 'file' && !files.publicFileExists(target)) {
        problems.push({ ...where, message: `no such file "${ref.value}" under public/ (public${target} does not exist)` });
      }
    }
    for (const { source: imported, line } of dataImportsIn(source.tree)) {
      const dir = dirname(source.file);
      if (dataFiles.includes(joinPath(dir, imported))) continue;
      const beside = dataFiles.filter((file) => dirname(file) === dir).map((file) => `./${file.slice(dir.length + 1)}`);
      const hint = didYouMean(imported, beside);
      problems.push({ ...at(source.file, line), message: `no such data file "${imported}" beside this page`, ...(hint ? { hint } : {}) });
    }
    brokenLinks(source.file, 'sideLinks', Array.isArray(source.info.sideLinks) ? source.info.sideLinks : []);
  }
  for (const section of sections) brokenLinks(`${PAGES_DIR}/${section.slug}/_meta.yml`, 'links', section.links);
}

/**
 * Build time (node): the pages of a gallery without JavaScript. A page that shows `<Gallery>` with
 * a `_*.gallery.yml` file holds its first 12 photos (src/widgets/Gallery/prerender-props.ts); the
 * next 12 are at <page>/page/2, and so on: the same page file rendered at each address (its route
 * id is then the file and the address, src/build/plugins/routes-plugin.ts). Never in the menus,
 * the search or the sitemap: reached through the gallery's own pager.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import { GALLERY_PAGE_SIZE, galleryPagePath } from './gallery-pages.ts';
import type { PageSource } from '../reading/page-reading.ts';

/** `import x from './_name.gallery.yml'` in a page's text. */
const GALLERY_IMPORT = /from\s+['"](\.{1,2}\/[^'"]+\.gallery\.ya?ml)['"]/;

/** The gallery data file a page imports (project-relative), if any. */
function galleryFileOf(source: PageSource): string | undefined {
  for (const node of (source.tree as Root).children) {
    if (node.type !== 'mdxjsEsm') continue;
    const match = GALLERY_IMPORT.exec(node.value);
    if (match) return path.posix.join(path.posix.dirname(source.file), match[1]);
  }
  return undefined;
}

export function galleryListings(sources: readonly PageSource[], data: ReadonlyMap<string, unknown>): PageSource[] {
  return sources.flatMap((source) => {
    const file = galleryFileOf(source);
    const photos = file ? data.get(file) : undefined;
    if (!Array.isArray(photos)) return [];
    const count = Math.ceil(photos.length / GALLERY_PAGE_SIZE);
    return Array.from({ length: count - 1 }, (_, i) => {
      const n = i + 2;
      const pagePath = galleryPagePath(source.info.path, n);
      return {
        file: source.file,
        info: {
          ...source.info,
          path: pagePath,
          title: `${source.info.title}: page ${n}`,
          hidden: true,
          crumb: { label: `Page ${n}`, path: pagePath },
        },
        frontmatter: { ...source.frontmatter, hidden: true, search: false },
        tree: { type: 'root', children: [] },
      } satisfies PageSource;
    });
  });
}

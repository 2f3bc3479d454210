/**
 * The gallery's pages as the browser fetches them: each grid page's photos (12) in a small JSON
 * file named by its content (`/assets/gallery-<hash>.json`, cached for a year like the code), with
 * the prepared sizes of its photos. One new photo at the end changes only the last page's file.
 * Pure: the prerender (prerender-props.ts) names the files, the build writes them and the dev
 * server answers them (src/build/plugins/gallery-pages-plugin.ts), from the same data.
 */
import type { ImageEntry } from '../../islands/images';
import type { GalleryImage } from './gallery.data.ts';
import { pageCount, pageSize, pageSlice } from './paging';

/** What one page's file holds. */
export interface GalleryPageData {
  photos: GalleryImage[];
  /** The prepared sizes of its photos, for their `srcset` (src/islands/images.ts). */
  images: Record<string, ImageEntry>;
}

/** Photos per page of the data files: the grid's page, so a grid page costs one file (or none: the first). */
export const FILE_PAGE_SIZE = pageSize('grid');

/** Where these files live in dist/ (and how the dev server knows them). */
export const PAGE_FILE_PATTERN = /^\/assets\/gallery-[0-9a-z]+\.json$/;

/** cyrb53: a fast 53-bit string hash, enough to name files by content (no Node API in widget code). */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Every page's file of a gallery: its address and its text, page by page (index 0 is page 1). */
export function galleryPageFiles(
  images: readonly GalleryImage[],
  entryOf: (name: string) => ImageEntry | undefined,
): { href: string; json: string }[] {
  return Array.from({ length: pageCount(images.length, FILE_PAGE_SIZE) }, (_, i) => {
    const photos = pageSlice(images, i + 1, FILE_PAGE_SIZE);
    const entries: Record<string, ImageEntry> = {};
    for (const photo of photos) {
      const entry = entryOf(photo.src);
      if (entry) entries[photo.src] = { width: entry.width, height: entry.height, widths: entry.widths, color: entry.color };
    }
    const json = JSON.stringify({ photos, images: entries } satisfies GalleryPageData);
    return { href: `/assets/gallery-${hash(json)}.json`, json };
  });
}

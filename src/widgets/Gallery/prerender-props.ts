/**
 * At prerender (src/islands/island.tsx): the page gives every photo (`<Gallery data={photos} />`);
 * the HTML and the props sent to the browser carry only the grid page this address shows (the
 * first at /about/gallery, the second at /about/gallery/page/2), the number of photos and the
 * address of each other page's data file (page-files.ts), fetched when a visitor goes there.
 */
import manifest from '../../generated/images.json';
import type { ImageEntry } from '../../islands/images';
import type { GalleryProps } from './Gallery';
import type { GalleryImage } from './gallery.data.ts';
import { FILE_PAGE_SIZE, galleryPageFiles } from './page-files';
import { galleryAddress, pageCount, pageSlice } from './paging';

const prepared = manifest as Record<string, ImageEntry>;

export default function galleryProps({ data }: { data: GalleryImage[] }, { pathname }: { pathname: string }): GalleryProps {
  const { base, page } = galleryAddress(pathname);
  const start = Math.min(page, pageCount(data.length, FILE_PAGE_SIZE));
  return {
    count: data.length,
    start,
    photos: pageSlice(data, start, FILE_PAGE_SIZE),
    files: galleryPageFiles(data, (name) => prepared[name]).map((file) => file.href),
    base,
  };
}

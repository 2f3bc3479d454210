/**
 * What the build writes of the site's galleries (src/build/plugins/gallery-pages-plugin.ts): each
 * page's data file, made by the Gallery widget, which owns their shape (part of the declaration: src/site/index.ts).
 */
export type { GalleryImage } from '../widgets/Gallery/gallery.data.ts';
export { galleryPageFiles, PAGE_FILE_PATTERN } from '../widgets/Gallery/page-files.ts';

/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { dataFile, defineWidgets } from '../../content/schemas/manifest-kit.ts';
import type { GalleryImage } from './gallery.data.ts';

export default defineWidgets({
  Gallery: {
    summary: 'The photo gallery: pages of thumbnails, a carousel and a full-screen viewer, from a `_*.gallery.yml` data file.',
    // The HTML is the grid's first page as the gallery shows it, so it can wait until the page has
    // loaded (a press before then is kept); a link asking for a view or page wakes it at once.
    hydrate: 'idle',
    wakeAtLoadIf: { query: 'view page' },
    props: { data: dataFile<GalleryImage[]>('gallery') },
  },
});

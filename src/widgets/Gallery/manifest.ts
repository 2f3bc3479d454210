/** What the build knows about this folder's widgets (see src/widgets/manifest-kit.ts). */
import { dataFile, defineWidgets } from '../manifest-kit.ts';

export default defineWidgets({
  Gallery: {
    summary: 'The photo gallery: pages of thumbnails, a carousel and a full-screen viewer, from a `_*.gallery.yml` data file.',
    hydrate: 'load',
    props: { data: dataFile('gallery') },
  },
});

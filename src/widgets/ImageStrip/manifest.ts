/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, photo, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  ImageStrip: {
    summary: 'A row of Photo (an information page shows five).',
    props: { label: text().optional().describe('What a screen reader calls the row.') },
  },
  Photo: {
    summary: 'One photo of an ImageStrip, with what it shows and an optional caption.',
    props: { src: photo(), alt: text().describe('What the photo shows, for visitors who cannot see it.'), caption: text().optional() },
  },
});

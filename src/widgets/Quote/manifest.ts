/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  Quote: {
    summary: 'A quotation (the text inside) and who said it.',
    props: { author: text().optional() },
  },
});

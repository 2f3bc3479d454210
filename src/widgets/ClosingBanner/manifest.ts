/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, link, plain, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  ClosingBanner: {
    summary: 'The coloured banner that ends a page: a heading, a sentence and a button.',
    heading: 'section',
    props: { title: text(), href: link().optional(), linkText: plain().optional() },
  },
});

/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, plain, sectionProps } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  AboutTeaser: {
    summary: 'The home page\'s "about the school" section: a heading, the text, and a Read More link.',
    heading: 'section',
    props: { ...sectionProps, moreLabel: plain().optional().describe('The text of the Read More link.') },
  },
});

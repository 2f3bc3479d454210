/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { defineWidgets, headingLevel, icon, link, plain, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  FeatureCards: {
    summary: 'A grid of Card.',
    props: { columns: z.literal([2, 3, 4]).optional().describe('Cards per row on wide screens (2, 3 or 4; default 2).') },
  },
  Card: {
    summary: 'One card: an icon, a title, the text inside, and an optional link.',
    heading: 'card',
    props: {
      icon: icon().optional(),
      title: text(),
      href: link().optional(),
      linkText: plain().optional(),
      headingLevel: headingLevel().optional(),
    },
  },
});

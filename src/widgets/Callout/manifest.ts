/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { defineWidgets, text } from '../../content/schemas/manifest-kit.ts';

/** The colours of a Callout (listed for editors in CONTENT.md). */
export const calloutTones = ['info', 'warning', 'success'] as const;

export default defineWidgets({
  Callout: {
    summary: 'A boxed note with an optional title.',
    props: {
      title: text().optional(),
      tone: z.enum(calloutTones).optional().describe('The colour: info (default), warning or success.'),
    },
  },
});

/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { defineWidgets, headingLevel, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  FAQ: {
    summary: 'A list of Question: answers open and close (they read without JavaScript too).',
    props: {},
  },
  Question: {
    summary: 'One question of an FAQ; the text inside is the answer.',
    heading: 'card',
    props: {
      title: text().describe('The question.'),
      defaultOpen: z.boolean().optional().describe('Show the answer open.'),
      headingLevel: headingLevel().optional(),
    },
  },
});

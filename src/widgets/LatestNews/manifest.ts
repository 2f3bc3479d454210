/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { defineWidgets, headingLevel } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  LatestNews: {
    summary: 'The newest news posts as cards with their dates and summaries (three unless `count` says), from pages/news/.',
    heading: 'card',
    props: {
      count: z.number().int().min(1).max(6).optional().describe('How many posts (default 3).'),
      headingLevel: headingLevel().optional(),
    },
  },
});

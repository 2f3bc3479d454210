/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { dataFile, defineWidgets, sectionProps } from '../../content/schemas/manifest-kit.ts';
import type { Partner } from './partners.data.ts';

export default defineWidgets({
  PartnerStrip: {
    summary: "The examination partners' logos, scrolling by, from a `_*.partners.yml` data file.",
    heading: 'section',
    hydrate: 'visible',
    props: {
      ...sectionProps,
      title: sectionProps.title.optional(),
      partners: dataFile<Partner[]>('partners'),
      speed: z.number().positive().optional().describe('How fast the logos move (default 0.75).'),
    },
  },
});

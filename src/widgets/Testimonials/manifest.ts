/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { dataFile, defineWidgets, sectionProps } from '../../content/schemas/manifest-kit.ts';
import type { Testimonial } from './testimonials.data.ts';

export default defineWidgets({
  Testimonials: {
    summary: 'What parents and students say, one at a time, from a `_*.testimonials.yml` data file.',
    heading: 'section',
    hydrate: 'visible',
    props: { ...sectionProps, items: dataFile<Testimonial[]>('testimonials'), interval: z.number().int().positive().optional() },
  },
});

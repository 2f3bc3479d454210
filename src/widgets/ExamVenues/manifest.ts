/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { dataFile, defineWidgets, headingLevel } from '../../content/schemas/manifest-kit.ts';
import type { VenuesData } from './venues.data.ts';

export default defineWidgets({
  ExamVenues: {
    summary: 'The entrance examination venues, from a `_*.venues.yml` data file.',
    heading: 'card',
    props: { data: dataFile<VenuesData>('venues'), headingLevel: headingLevel().optional() },
  },
  ExamPhones: {
    summary: 'The numbers to call to book an entrance examination, from the school facts file.',
    props: {},
  },
});

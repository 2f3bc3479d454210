/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { dataFile, defineWidgets } from '../../content/schemas/manifest-kit.ts';
import type { PackingData } from './packing.data.ts';

export default defineWidgets({
  PackingList: {
    summary: 'What a boarder brings, by category with quantities, from a `_*.packing.yml` data file.',
    props: {
      data: dataFile<PackingData>('packing'),
      headingLevel: z.literal([2, 3]).optional().describe("The categories' heading level (default 3)."),
    },
  },
  ProhibitedItems: {
    summary: 'What a boarder must not bring, from the same `_*.packing.yml` data file.',
    props: { data: dataFile<PackingData>('packing') },
  },
});

/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { defineWidgets } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  Columns: {
    summary: 'Two blocks side by side on wide screens, one under the other on phones.',
    props: { narrowFirst: z.boolean().optional().describe('The first block takes a third of the width.') },
  },
});

/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { dataFile, defineWidgets, text } from '../../content/schemas/manifest-kit.ts';
import type { StaffFile } from '../../ui/People/staff.data.ts';

export default defineWidgets({
  StaffTabs: {
    summary: 'Staff by department behind tabs (every department is a section of the page without JavaScript).',
    hydrate: 'visible',
    props: { data: dataFile<StaffFile>('staff'), label: text().optional(), variant: z.enum(['tabs', 'toggle']).optional() },
  },
  StaffToggle: {
    summary: 'Two staff groups behind a toggle (both are sections of the page without JavaScript).',
    hydrate: 'visible',
    props: { data: dataFile<StaffFile>('staff'), label: text().optional() },
  },
});

/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { dataFile, defineWidgets } from '../../content/schemas/manifest-kit.ts';
import type { StaffFile } from '../../ui/People/staff.data.ts';

export default defineWidgets({
  StaffList: {
    summary: 'Staff by group, each with photo, role and biography, from a `_*.staff.yml` data file.',
    props: { data: dataFile<StaffFile>('staff') },
  },
});

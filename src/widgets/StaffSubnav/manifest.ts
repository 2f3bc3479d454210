/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, pagePath, plain, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  StaffSubnav: {
    summary: 'Links to every page of the staff section, the current one marked.',
    props: {
      label: text().optional(),
      section: plain().optional().describe('The folder whose pages are listed (default staff-profile).'),
      pagePath: pagePath().optional(),
    },
  },
});

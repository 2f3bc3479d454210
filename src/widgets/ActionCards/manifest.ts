/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { defineWidgets, headingLevel, icon, link, text } from '../../content/schemas/manifest-kit.ts';
import { portalKeys } from '../../config/settings.ts';

export default defineWidgets({
  ActionCards: {
    summary: 'A row of ActionCard: the ways to do something (apply online, at the school…).',
    props: { label: text().optional().describe('What a screen reader calls the list.') },
  },
  ActionCard: {
    summary: 'One way to act: a title, a short text and a button to a page or a portal.',
    heading: 'card',
    needsOneOf: [['href', 'portal']],
    props: {
      title: text(),
      href: link().optional().describe('Where the button leads (give href or portal).'),
      portal: z
        .enum(portalKeys as [string, ...string[]])
        .optional()
        .describe('A portal of src/config/settings.ts (give href or portal).'),
      icon: icon().optional(),
      note: text().optional().describe('A short line under the button.'),
      headingLevel: headingLevel().optional(),
    },
  },
});

/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, link, photo, plain, sectionProps, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  LeaderMessages: {
    summary: "The home page's leaders' messages: a Leader card each (a switch between them on phones).",
    heading: 'section',
    props: sectionProps,
  },
  Leader: {
    summary: 'One leader: role, name, title, photo, the start of the message and a link to all of it.',
    props: {
      role: text().describe('e.g. Principal'),
      name: text(),
      title: text(),
      photo: photo(),
      href: link(),
      linkText: plain().optional(),
    },
  },
});

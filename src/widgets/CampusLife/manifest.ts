/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, photo, sectionProps, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  CampusLife: {
    summary: "The home page's campus life section: a heading and a grid of CampusPhoto.",
    heading: 'section',
    props: sectionProps,
  },
  CampusPhoto: {
    summary: 'One photo of CampusLife with its caption.',
    props: { src: photo(), alt: text(), caption: text() },
  },
});

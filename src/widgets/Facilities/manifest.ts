/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, icon, link, photo, plain, sectionProps, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  Facilities: {
    summary: "The home page's facilities showcase: a heading and Facility cards.",
    heading: 'section',
    props: sectionProps,
  },
  Facility: {
    summary: 'One facility: photo, title, a sentence and a link to its page.',
    props: { title: text(), image: photo(), alt: text(), icon: icon().optional(), href: link(), linkText: plain().optional() },
  },
});

/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { defineWidgets, sectionProps } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  HomeSection: {
    summary: 'A home-page section: a heading, an optional line under it, any content, an optional link.',
    heading: 'section',
    props: sectionProps,
  },
});

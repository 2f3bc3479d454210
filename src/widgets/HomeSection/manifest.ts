/** What the build knows about this folder's widgets (see src/widgets/manifest-kit.ts). */
import { z } from 'zod';
import { defineWidgets, link, plain, text } from '../manifest-kit.ts';

/** The props every home-page section takes (HomeSectionProps); other sections' manifests reuse them. */
export const sectionProps = {
  title: text().describe('The section heading (an h2).'),
  subtitle: text().optional().describe('A line under the heading.'),
  tone: z.enum(['plain', 'alt']).optional().describe('alt: a tinted background.'),
  href: link().optional().describe('A link under the section.'),
  linkText: plain().optional().describe('The text of that link.'),
};

export default defineWidgets({
  HomeSection: {
    module: 'src/ui/HomeSection/HomeSection.tsx',
    summary: 'A home-page section: a heading, an optional line under it, any content, an optional link.',
    heading: 'section',
    props: sectionProps,
  },
});

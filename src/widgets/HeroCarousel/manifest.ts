/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { dataFile, defineWidgets, link, plain, text } from '../../content/schemas/manifest-kit.ts';
import type { HeroSlide } from './hero.data.ts';

export default defineWidgets({
  HeroCarousel: {
    summary: "The home page's opening photos with the school name, tagline and the parent's next steps.",
    // Its first photo, text and links are in the HTML; it starts moving once the page has loaded, so
    // its code never competes with the first paint and the photo (a press before then is kept).
    hydrate: 'idle',
    props: {
      slides: dataFile<HeroSlide[]>('hero').describe('The photos, from a `_*.hero.yml` data file.'),
      title: text().optional().describe("The page's h1; defaults to the school name."),
      tagline: plain().optional(),
      autoSlide: z.boolean().optional().describe('Move on by itself (default true).'),
      interval: z.number().int().positive().optional().describe('Milliseconds between moves.'),
      speed: z.number().int().positive().optional().describe('Milliseconds a move takes.'),
      label: text().optional().describe('What a screen reader calls the carousel.'),
      enquireHref: link().optional(),
      applyHref: link().optional(),
      phone: plain().optional(),
    },
  },
});

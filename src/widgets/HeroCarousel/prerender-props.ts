/**
 * What the hero shows unless the page says otherwise. Filled in at prerender (src/islands/island.tsx)
 * and sent with the island's props, so the browser's code for the hero carries no copy of the
 * school's settings and facts (about 1.8 KB gzipped on the home page).
 */
import { site } from '../../config/site';
import type { HeroCarouselProps } from './HeroCarousel';

export default {
  title: site.name,
  tagline: site.tagline,
  applyHref: site.portals.registration.url,
  phone: site.admissionsPhone,
} satisfies Partial<HeroCarouselProps>;

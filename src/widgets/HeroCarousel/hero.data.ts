import { z } from 'zod';
import { photo, text } from '../../content/schemas/data-schemas.ts';

/** One photo of the home page's hero carousel (`_<name>.hero.yml`: a list of these). */
const heroSlideSchema = z.strictObject({
  /** A photo name from photos/ (hero/01-campus), a path under public/ or a full URL. */
  src: photo,
  /** What the photo shows, for visitors who cannot see it. */
  alt: text(z.string().min(1)),
});
export type HeroSlide = z.output<typeof heroSlideSchema>;

export default z.array(heroSlideSchema).min(1);

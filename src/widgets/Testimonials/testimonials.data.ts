import { z } from 'zod';
import { text } from '../../content/schemas/data-schemas.ts';

/** One testimonial (`_*.testimonials.yml`: a list of these). */
const testimonialSchema = z.strictObject({
  quote: text(z.string().min(1)),
  author: text(z.string().min(1)),
  /** Who they are, e.g. "Parent, Year 9". */
  role: text(z.string().min(1)),
  /** Stars out of 5. */
  rating: z.number().int().min(1).max(5).default(5),
});
export type Testimonial = z.output<typeof testimonialSchema>;

export default z.array(testimonialSchema).min(1);

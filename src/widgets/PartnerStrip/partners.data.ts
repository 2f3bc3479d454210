import { z } from 'zod';
import { photo, text } from '../../content/schemas/data-schemas.ts';

/** One mark of the partner strip (`_*.partners.yml`: a list of these). */
const partnerSchema = z.strictObject({
  id: z.union([z.number(), z.string()]),
  /** Short name shown as the mark, e.g. WAEC. */
  name: text(z.string().min(1)),
  /** A logo (photo name, path or URL); without one the name is drawn as a text mark. */
  image: photo.optional(),
  /** Full name, also the logo's text alternative. */
  alt: text(z.string().min(1)).optional(),
});
export type Partner = z.output<typeof partnerSchema>;

export default z.array(partnerSchema).min(1);

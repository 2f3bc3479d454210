/** `_<name>.gallery.yml`: the photos of a gallery (Gallery). Found by src/content/schemas/data-schemas.ts. */
import { z } from 'zod';
import { photo, text } from '../../content/schemas/data-schemas.ts';

/** One photo of the gallery (`_*.gallery.yml`: a list of these). */
const galleryImageSchema = z.strictObject({
  id: z.number().int().positive(),
  src: photo,
  alt: text(z.string().trim().min(1, 'describe what the photo shows (for visitors who cannot see it)')),
  caption: text(z.string().trim().min(1)),
});
const gallerySchema = z
  .array(galleryImageSchema)
  .min(1)
  .superRefine((images, ctx) => {
    const seen = new Set<number>();
    images.forEach((image, index) => {
      if (seen.has(image.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `id ${image.id} is used twice: every photo needs its own id` });
      seen.add(image.id);
    });
  });
export type GalleryImage = z.output<typeof galleryImageSchema>;

export default gallerySchema;

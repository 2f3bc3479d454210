import { z } from 'zod';
import { text } from '../../content/schemas/data-schemas.ts';

/** `_<name>.packing.yml`: what a boarder brings, by category, and what must not come (PackingList widget). */
export const packingSchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        /** Heading of the category, e.g. "Toiletries". */
        name: text(z.string().min(1)),
        items: z
          .array(
            z.strictObject({
              item: text(z.string().min(1)),
              /** A number (2) or a number with its unit ("4 pairs"). */
              quantity: text(z.union([z.number().int().positive(), z.string().min(1)])),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  /** Items that must not be brought to school. */
  prohibited: z.array(text(z.string().min(1))).default([]),
});
export type PackingData = z.output<typeof packingSchema>;

export default packingSchema;

import { z } from 'zod';
import { text } from '../../content/schemas/data-schemas.ts';

/** `_<name>.venues.yml`: entrance examination venues (ExamVenues widget). */
export const venuesSchema = z.strictObject({
  venues: z
    .array(
      z.strictObject({
        /** The city, shown as the card heading, e.g. "Lagos". */
        city: text(z.string().min(1)),
        /** The building or school hosting the examination. */
        name: text(z.string().min(1)),
        /** The street address, one line per address line. */
        address: z.array(text(z.string().min(1))).min(1),
      }),
    )
    .min(1),
});
export type VenuesData = z.output<typeof venuesSchema>;

export default venuesSchema;

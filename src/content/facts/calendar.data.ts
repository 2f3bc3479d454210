/** `_school.calendar.yml`: the session's terms and dated events (src/content/facts/calendar.ts, TermCalendar). */
import { z } from 'zod';
import { marked } from '../problems/field-marks.ts';
import { isoDate } from '../schemas/date-schema.ts';
import { CALENDAR_KINDS, calendarKindNames } from './calendar.ts';
import { text } from '../schemas/data-schemas.ts';

/** A range of days that ends on or after its start (a one-day event gives no end). */
const endNotBeforeStart = (entry: { start: string; end?: string }, ctx: z.RefinementCtx) => {
  if (entry.end !== undefined && entry.end < entry.start) {
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      message: `${entry.end} is before the start (${entry.start}): the end must be on or after the start`,
    });
  }
};

const calendarTermSchema = z
  .strictObject({
    name: text(z.string().trim().min(3)).describe('e.g. First term 2026/2027'),
    start: isoDate.describe('The first day of the term (resumption), e.g. 2026-09-14'),
    end: isoDate.describe('The last day of the term (closing), e.g. 2026-12-11'),
  })
  .superRefine(endNotBeforeStart);

const calendarEventSchema = z
  .strictObject({
    // Text: the page shows it in words (CALENDAR_KINDS), much as it is written.
    // The hint names the choices as the form's list shows them (CALENDAR_KINDS' words), not their codes.
    kind: marked(z.enum(calendarKindNames), { role: 'text', choiceWords: CALENDAR_KINDS }).describe(
      `One of: ${Object.values(CALENDAR_KINDS).join(', ')}`,
    ),
    title: text(z.string().trim().min(3)).describe('What parents see, e.g. Resumption of boarders'),
    start: isoDate.describe('The day, or the first day, e.g. 2027-01-10'),
    end: isoDate.optional().describe('The last day, for an event of several days (a break); leave empty for one day'),
    note: text(z.string().trim().min(1)).optional().describe('One line more, e.g. Boarders arrive between 2 pm and 6 pm'),
    example: z.boolean().default(false).describe('An example the office has not confirmed: shown with an "Example" badge'),
  })
  .superRefine(endNotBeforeStart);

export const calendarSchema = z
  .strictObject({
    session: text(z.string().trim().min(4)).describe('The school year, e.g. 2026/2027'),
    terms: z.array(calendarTermSchema).min(1),
    events: z.array(calendarEventSchema).min(1),
  })
  .superRefine((calendar, ctx) => {
    // Terms follow one another: one that starts before the previous one ends is a typing slip.
    const order = calendar.terms.map((term, index) => ({ term, index })).sort((a, b) => a.term.start.localeCompare(b.term.start));
    order.slice(1).forEach(({ term, index }, i) => {
      const before = order[i].term;
      if (term.start <= before.end) {
        ctx.addIssue({
          code: 'custom',
          path: ['terms', index, 'start'],
          message: `${term.start} is inside "${before.name}" (${before.start} to ${before.end}): terms must not overlap`,
        });
      }
    });
  });
export type CalendarFile = z.output<typeof calendarSchema>;

export default calendarSchema;

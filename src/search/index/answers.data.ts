/** `_school.answers.yml`: which questions the search answers with a fact or a date (src/search/index/answers.node.ts). */
import { z } from 'zod';
import { text } from '../../content/schemas/data-schemas.ts';
import { calendarKindNames } from '../../content/facts/calendar.ts';
import { factsSchema } from '../../content/facts/facts.data.ts';

/**
 * The words that ask for one fact or one kind of date, e.g. "how much form" or "visiting day": a
 * query that says every word of one of them (in any order, with other words) is answered.
 */
const asks = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u, 'use only letters, digits, spaces, hyphens and apostrophes')
      .refine((t) => t.split(/\s+/).length <= 6, 'at most 6 words'),
  )
  .min(1, 'list the words that ask for it, e.g. [how much form, form fee]')
  .describe('The words that ask for it: a search that says every word of one of them is answered');
/** What the answer is called, e.g. "Application form" in "Application form: ₦10,000". */
const answerLabel = text(z.string().trim().min(2)).describe('What the answer is called, e.g. Application form');

const factAnswerSchema = z.strictObject({
  label: answerLabel,
  /** The page the answer comes from (a search for it shows a link there). */
  page: z
    .string()
    .regex(/^\/[\w/-]*$/, 'write the address of a page of this site, e.g. /admission/fees-and-payments')
    .describe('The page that shows the fact, e.g. /admission/fees-and-payments'),
  asks,
});
const dateAnswerSchema = z.strictObject({ label: answerLabel, asks });

const answersSchema = z.strictObject({
  /** Per fact of `_school.facts.yml`: what its answer is called, the page that shows it and the words that ask for it. */
  facts: z.strictObject(
    Object.fromEntries(Object.keys(factsSchema.shape).map((name) => [name, factAnswerSchema.optional()])) as Record<
      keyof typeof factsSchema.shape,
      z.ZodOptional<typeof factAnswerSchema>
    >,
  ),
  /** Per kind of event of `_school.calendar.yml`: what its next date is called and the words that ask for it. */
  calendar: z.strictObject(
    Object.fromEntries(calendarKindNames.map((kind) => [kind, dateAnswerSchema.optional()])) as Record<
      (typeof calendarKindNames)[number],
      z.ZodOptional<typeof dateAnswerSchema>
    >,
  ),
});
export type AnswersFile = z.output<typeof answersSchema>;

export default answersSchema;

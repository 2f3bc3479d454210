/** Dates as editors write them in frontmatter and data files: `2026-09-14`, a real day. Build time only (zod). */
import { z } from 'zod';
import { addDays, isIsoDate, todayInLagos } from '../facts/dates.ts';

const HOW = 'write the date as year-month-day, e.g. 2026-09-14';

/** A day written `YYYY-MM-DD`, in quotes or not (YAML keeps either as text). */
export const isoDate = z
  .string({ error: HOW })
  // One message per mistake: a date in another form is not also "no such day".
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: HOW, abort: true })
  .refine(isIsoDate, {
    error: (issue) => `there is no such day "${String(issue.input)}": check the month (01-12) and the day of the month`,
    abort: true,
  });

/** A news post's date: at most a year ahead of today (a typed year such as 2062 is caught). */
export const postDate = isoDate.refine((value) => value <= addDays(todayInLagos(), 366), {
  message: 'is more than a year ahead: check the year (a post is dated the day it is about or published)',
});

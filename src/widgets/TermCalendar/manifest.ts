/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { dataFile, defineWidgets } from '../../content/schemas/manifest-kit.ts';
import type { CalendarFile } from '../../content/facts/calendar.data.ts';

export default defineWidgets({
  TermCalendar: {
    summary:
      'The term calendar: the next date first, then each term\'s dates (past ones greyed) and "Add to my calendar", from the `_*.calendar.yml` file.',
    props: { data: dataFile<CalendarFile>('calendar') },
  },
  NextDates: {
    summary: 'The next dates of the term calendar (two unless `count` says), each linking to the calendar page.',
    props: {
      data: dataFile<CalendarFile>('calendar'),
      count: z.number().int().min(1).max(6).optional().describe('How many dates (default 2).'),
    },
  },
});

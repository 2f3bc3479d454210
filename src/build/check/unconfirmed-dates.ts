/**
 * A page or news post that gives, as fact, a date the term calendar marks as not confirmed
 * (`example: true`) and that is still to come: "the entrance examination on Saturday 30 January 2027"
 * with no "to be confirmed" in the same paragraph. A mistake, with the page's line and what to write.
 * Dates of events already begun or past are left alone: what a post said then stays as it was.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { TO_BE_CONFIRMED, type CalendarData, type CalendarEvent } from '../../content/facts/calendar.ts';
import { formatDate } from '../../content/facts/dates.ts';
import { NEWS_SECTION } from '../../content/listings/news.ts';
import { at, type Problem } from '../../content/problems/problem.ts';
import type { PageSource } from '../../content/reading/page-reading.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "30 January 2027", "30 January": a day, a month in words, perhaps a year. */
const DAY_IN_WORDS = new RegExp(`\\b(\\d{1,2}) (${MONTHS.join('|')})(?: (\\d{4}))?\\b`, 'g');

/** The unconfirmed events still to come, by each day they name (start and end), year-month-day. */
function unconfirmedDays(calendar: CalendarData, today: string): Map<string, CalendarEvent> {
  const days = new Map<string, CalendarEvent>();
  for (const event of calendar.events) {
    if (!event.example || event.start < today) continue;
    for (const day of [event.start, event.end ?? event.start]) days.set(day, event);
  }
  return days;
}

/** Each paragraph's (or heading's, list item's) text with its first line. */
function paragraphs(tree: Root): { text: string; line?: number }[] {
  const out: { text: string; line?: number }[] = [];
  visit(tree, (node) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') return;
    let text = '';
    visit(node, 'text', (t) => {
      text += t.value;
    });
    out.push({ text, line: node.position?.start.line });
    return 'skip';
  });
  return out;
}

export function unconfirmedDateProblems(sources: readonly PageSource[], calendar: { file: string; data: CalendarData } | undefined, today: string): Problem[] {
  if (!calendar) return [];
  const days = unconfirmedDays(calendar.data, today);
  if (!days.size) return [];
  const problems: Problem[] = [];
  const check = (file: string, line: number | undefined, text: string, field?: string) => {
    if (text.toLowerCase().includes(TO_BE_CONFIRMED)) return;
    for (const [said, day, month, year] of text.matchAll(DAY_IN_WORDS)) {
      const monthDay = `${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
      const event = [...days].find(([iso]) => iso.endsWith(monthDay) && (!year || iso.startsWith(year)))?.[1];
      if (!event) continue;
      problems.push({
        ...at(file, line),
        ...(field ? { field } : {}),
        message: `"${said}" is the date of "${event.title}" (${formatDate(event.start)}), which ${calendar.file} marks as not confirmed (example: true)`,
        hint: `write "${TO_BE_CONFIRMED}" beside it, e.g. "${said}, ${TO_BE_CONFIRMED}", or, once the office has confirmed it, remove example: true from the date in ${calendar.file}`,
      });
    }
  };
  // The pages' own files (the generated overviews and lists repeat their descriptions).
  for (const source of sources.filter((s) => s.file.startsWith('pages/') && s.file.endsWith('.mdx'))) {
    const field = source.file.startsWith(`pages/${NEWS_SECTION}/`) ? 'summary' : 'description';
    check(source.file, source.lineOf?.([field]), source.info.description, field);
    for (const { text, line } of paragraphs(source.tree)) check(source.file, line, text);
  }
  return problems;
}

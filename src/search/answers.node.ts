/**
 * Build time (node): the answers the search can give (src/search/answer.ts), from the data files the
 * pages show: each fact of pages/_school.facts.yml and each kind of event of the term calendar that
 * pages/_school.answers.yml gives words to, with the value as the pages show it (the same factTexts
 * and contact links) and the page it comes from. Nothing else is ever an answer.
 */
import { contactsFrom, factTexts, isPhoneFact } from '../config/school-facts.ts';
import { telHref } from '../config/phone.ts';
import { eventSearchEntries, type CalendarData } from '../content/calendar.ts';
import type { SchoolFacts } from '../content/facts.data.ts';
import type { AnswersFile } from './answers.data.ts';
import { FACTS_FILE } from '../content/facts.node.ts';
import { ANSWERS_FILE } from '../content/answers-file.node.ts';
import { askWords } from './answer.ts';
import { FIELDS } from './fields.ts';
import type { AnswerData, AnswerPart, FactAnswerData, SearchPage } from './types.ts';
import type { IndexedRecord } from './build-index.node.ts';

/** A fact's value as the pages show it (lists in words, as listInWords writes them), with links where it is one (phones to call, WhatsApp to chat, e-mail to write). */
function valueOf(name: string, facts: SchoolFacts, text: string): AnswerPart[] {
  const value = facts[name as keyof SchoolFacts];
  if (name === 'whatsappNumber') return [{ text, href: contactsFrom(facts).whatsappUrl }];
  if (isPhoneFact(name)) {
    const numbers = (Array.isArray(value) ? value : [value]) as string[];
    return numbers.flatMap((n, i) => [...(i ? [{ text: i === numbers.length - 1 ? ' and ' : ', ' }] : []), { text: n, href: telHref(n) }]);
  }
  if (/Email$/.test(name)) return [{ text, href: `mailto:${text}` }];
  return [{ text }];
}

/** The values of a record's text fields, joined. */
const recordText = (record: IndexedRecord) => [FIELDS.body, FIELDS.extra, FIELDS.description].flatMap((key) => record[key] ?? []).join(' ');

/**
 * The answers of a site: none without the answers file. `pages` and `records` are the search index's
 * (a fact's answer links to the section of its page that says the value, when one does); the
 * calendar's events are found on the calendar page's records, under the same anchors.
 */
export function answerData(
  data: ReadonlyMap<string, unknown>,
  pages: readonly SearchPage[],
  records: readonly IndexedRecord[],
  calendar: { data: CalendarData; page: number } | undefined,
  ignore: ReadonlySet<string>,
): AnswerData | undefined {
  const answers = data.get(ANSWERS_FILE) as AnswersFile | undefined;
  if (!answers) return undefined;
  const asks = (phrases: readonly string[]) => phrases.map((p) => askWords(p, ignore)).filter((words) => words.length);
  const facts = data.get(FACTS_FILE) as SchoolFacts | undefined;
  const texts = facts ? factTexts(facts) : {};
  const factAnswers: FactAnswerData[] = [];
  for (const [name, entry] of Object.entries(answers.facts)) {
    if (!entry || !facts || texts[name] === undefined) continue;
    const page = pages.findIndex((p) => p.path === entry.page && !p.leads);
    // A page that is no page is reported by the content check (src/content/answers-file.node.ts); one kept out of the search gives no answer.
    if (page < 0) continue;
    const text = texts[name];
    const section = records.find((r) => r.p === page && r.a && recordText(r).includes(text));
    factAnswers.push({
      id: name,
      label: entry.label,
      value: valueOf(name, facts, text),
      href: section ? `${pages[page].path}#${section.a}` : pages[page].path,
      source: pages[page].title,
      asks: asks(entry.asks),
    });
  }
  const events = calendar ? eventSearchEntries(calendar.data) : [];
  const dates = Object.entries(answers.calendar).flatMap(([kind, entry]) => {
    if (!entry || !calendar) return [];
    const { path, title } = pages[calendar.page];
    const ofKind = events
      .filter((e) => e.kind === kind)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((e) => ({
        title: e.title,
        start: e.start,
        ...(e.end ? { end: e.end } : {}),
        ...(e.note ? { note: e.note } : {}),
        ...(e.example ? { example: true } : {}),
        href: `${path}#${e.id}`,
      }));
    return [{ id: `calendar:${kind}`, label: entry.label, source: title, asks: asks(entry.asks), events: ofKind }];
  });
  return { facts: factAnswers, dates };
}

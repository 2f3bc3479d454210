/**
 * The dev server's answer to an author's mistake in a file (saved from the web editor, a text
 * editor or a bad merge): the site keeps serving the file's last correct reading, and each page
 * that shows the file says what is wrong above its text until the file is fixed; never Vite's
 * error box. A page's own file counts as a file it shows: the page keeps its last correct text.
 * A build stops on the same mistakes instead (src/build/plugins/site-plugin.ts, buildStart).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteReading } from '../../content/reading/source.node.ts';
import type { PageInfo, SectionInfo, SiteContent } from '../../content/nav/types.ts';
import { FACTS_FILE } from '../../content/facts/facts.node.ts';
import { dataImportsIn } from '../../content/reading/page-uses.ts';
import { checkDataFile } from '../../content/schemas/data-schemas.node.ts';
import { formatProblem } from '../../content/problems/problem.ts';
import { committedText } from '../../content/reading/committed.node.ts';
import { parse } from 'yaml';
import { PAGES_DIR, routePathFor } from '../../content/reading/source.node.ts';

const isPageFile = (file: string) => file.startsWith(`${PAGES_DIR}/`) && file.endsWith('.mdx');
/** Files whose mistakes a page shows: data files, pages, menu groups (_meta.yml, or the folder without one). */
const isAuthorFile = (file: string) => file.startsWith(`${PAGES_DIR}/`) && (/\.(ya?ml|mdx)$/.test(file) || file.endsWith('/'));

/**
 * Page path → the mistakes of the files it shows: the data files it imports (the facts file is
 * shown by every page's header and footer), its own file and its folder's _meta.yml (its menu group).
 */
export function authorNotices(root: string, reading: SiteReading): Record<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const problem of reading.problems) {
    const { file } = problem;
    if (isAuthorFile(file)) byFile.set(file, [...(byFile.get(file) ?? []), formatProblem(problem)]);
  }
  const notices: Record<string, string[]> = {};
  if (byFile.size === 0) return notices;
  const everywhere = fs.existsSync(path.join(root, FACTS_FILE)) ? [FACTS_FILE] : [];
  const group = (file: string) => {
    const dir = path.posix.dirname(file);
    return dir === PAGES_DIR ? [] : [`${dir}/_meta.yml`, `${dir}/`];
  };
  const shown = (file: string, imported: string[]) =>
    [...everywhere, ...group(file), ...imported, file].flatMap((f) => byFile.get(f) ?? []);
  for (const source of reading.loaded.sources) {
    const imported = dataImportsIn(source.tree).map((d) => path.posix.join(path.posix.dirname(source.file), d.source));
    const messages = shown(source.file, imported);
    if (messages.length) notices[source.info.path] = messages;
  }
  // A page whose file cannot be read at all is not among the sources: its own mistakes, by its address.
  for (const file of reading.failedPages) {
    const messages = shown(file, []);
    if (messages.length) notices[routePathFor(file.slice(PAGES_DIR.length + 1))] = messages;
  }
  return notices;
}

/** Per page file (project-relative): what the site knew of it (title, menu, order) when it was last correct. */
const lastGoodPages = new Map<string, PageInfo>();
/** Per folder of pages: its menu group (_meta.yml) when it was last correct. */
const lastGoodSections = new Map<string, SectionInfo>();

const inOrder = <T extends { order: number }>(items: T[], name: (item: T) => string) =>
  items.sort((a, b) => a.order - b.order || name(a).localeCompare(name(b)));

/**
 * The site's content as the dev server shows it: a page whose file cannot be read keeps its last
 * correct place (menus, title, breadcrumbs), and so does a menu group whose _meta.yml cannot; each
 * page carries the notices of its files.
 */
export function contentForDevServer(root: string, reading: SiteReading): SiteContent {
  const { content, sources } = reading.loaded;
  const withMistakes = new Set(reading.problems.map((p) => p.file));
  // A page file shown at more than one address (a gallery's later pages come after it) keeps its own place.
  const seen = new Set<string>();
  for (const source of sources) {
    if (seen.has(source.file)) continue;
    seen.add(source.file);
    if (isPageFile(source.file) && !withMistakes.has(source.file)) lastGoodPages.set(source.file, source.info);
  }
  for (const section of content.sections) lastGoodSections.set(section.slug, section);
  const keptPages = reading.failedPages.map((file) => lastGoodPages.get(file)).filter((info): info is PageInfo => info !== undefined);
  const pages = keptPages.length ? inOrder([...content.pages, ...keptPages], (p) => p.path) : content.pages;
  const shown = new Set(content.sections.map((s) => s.slug));
  const keptSections = [...new Set(pages.map((p) => p.section))]
    .filter((slug): slug is string => slug !== null && !shown.has(slug))
    .map((slug) => lastGoodSections.get(slug))
    .filter((section): section is SectionInfo => section !== undefined);
  const sections = keptSections.length ? inOrder([...content.sections, ...keptSections], (s) => s.slug) : content.sections;
  return { ...content, pages, sections, notices: authorNotices(root, reading) };
}

/** Per page file (project-relative): its last text without a mistake in this dev server. */
const lastGoodTexts = new Map<string, string>();

/**
 * A page's text for the dev server: its own when it has no mistake (`mistakes` empty), else its last
 * text without one (its notice says what is wrong); undefined when there was none (the server
 * started with the mistake: the page then shows its error screen with the author's messages).
 */
export function pageTextForDevServer(file: string, text: string, mistakes: readonly unknown[]): string | undefined {
  if (mistakes.length === 0) {
    lastGoodTexts.set(file, text);
    return text;
  }
  return lastGoodTexts.get(file);
}

/** Per data file (project-relative): its last correct data in this dev server. */
const lastGood = new Map<string, unknown>();

/**
 * A data file's data for the dev server: the file's own when it is correct, else its last correct
 * reading (the pages showing it say what is wrong, see authorNotices). A file wrong since the server
 * started has none: then its last committed version when that is correct, else the file as it stands
 * read as plain YAML (nothing at all if even that fails), so that no page fails to load because of it.
 */
export function dataForDevServer(root: string, file: string, text: string): unknown {
  const checked = checkDataFile(file, text);
  if (checked.ok) {
    lastGood.set(file, checked.data);
    return checked.data;
  }
  if (lastGood.has(file)) return lastGood.get(file);
  const committed = committedText(root, file);
  const before = committed === undefined ? undefined : checkDataFile(file, committed);
  if (before?.ok) {
    lastGood.set(file, before.data);
    return before.data;
  }
  try {
    return (parse(text) as unknown) ?? null;
  } catch {
    return null;
  }
}

/**
 * Where each page comes from and when it last changed (build time): the page's own file and the
 * data files it imports, dated by git history (src/build/generate/git-dates.ts). The layout shows it as
 * "Last updated" with an "Edit this page" link; the sitemap gives it as <lastmod>.
 */
import path from 'node:path';
import type { PageSource } from '../../content/reading/source.node.ts';
import type { PageHistory } from '../../content/nav/types.ts';
import { dataImportsIn } from '../../content/reading/page-uses.ts';
import { FACTS_FILE } from '../../content/facts/facts.node.ts';
import { gitDates, lastChanged, type GitDates } from './git-dates.ts';

/** The page's file, the data files it imports and the facts file if it shows a fact, project-relative. */
export function filesOfPage(source: PageSource): string[] {
  const dir = path.posix.dirname(source.file);
  return [source.file, ...dataImportsIn(source.tree).map((d) => path.posix.join(dir, d.source)), ...(source.usesFacts ? [FACTS_FILE] : [])];
}

/** The date of the last change to a page or its data files (undefined outside git or if uncommitted). */
export function lastUpdatedOf(root: string, source: PageSource): string | undefined {
  return lastChanged(gitDates(root), filesOfPage(source));
}

/**
 * Information pages: pages read like documents (the "page" layout) and listed for visitors
 * (in search and the sitemap). Not the home page, search results or placeholders.
 */
export function isInformationPage(source: PageSource): boolean {
  return source.info.path !== '/' && source.info.layout === 'page' && source.frontmatter.search;
}

export function pageHistory(root: string, sources: readonly PageSource[]): PageHistory {
  const history: PageHistory = {};
  for (const source of sources.filter(isInformationPage)) history[source.info.path] = entryOf(root, source);
  return history;
}

/**
 * Each page's entry, kept while its reading and the git dates are the same objects: the dev server
 * makes the history again at every save, and one save changes one page's reading (a page's reading
 * is kept while its text is the same, src/content/reading/pages.node.ts).
 */
const entries = new WeakMap<PageSource, { dates: GitDates; root: string; entry: PageHistory[string] }>();
function entryOf(root: string, source: PageSource): PageHistory[string] {
  const dates = gitDates(root);
  const last = entries.get(source);
  if (last?.dates === dates && last.root === root) return last.entry;
  const updated = lastUpdatedOf(root, source);
  const entry = { file: source.file, ...(updated ? { updated } : {}) };
  entries.set(source, { dates, root, entry });
  return entry;
}

/**
 * The site model's reading of pages/ (node, build time): reads the pages, folders and data files
 * (pages.node.ts), writes the school facts in, makes the folders' overviews and the redirects,
 * checks every link, photo and widget (references.ts), and keeps the reading while no file
 * it depends on changed. When one did, only that file is read and parsed again (each file's reading
 * is kept, pages.node.ts's keptReading); what spans files (menus, redirects, links) is worked out
 * again from the kept parts. Every problem is a Problem (problem.ts), worded in one place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isGone, keptFilesUnder } from './files-under.node.ts';
import { savedStamps, watchedGeneration } from './watched-files.node.ts';
import { settings as site } from '#site/index.ts';
import { routePathFor } from '../nav/route-path.ts';
import { checkPageFiles } from './page-files.ts';
import type { SectionInfo, SiteContent } from '../nav/types.ts';
import { propSpec, type WidgetCatalog } from '../schemas/widget-catalog.ts';
import { sectionOverviews } from '../listings/section-overviews.ts';
import { newsListings } from '../listings/news-listings.ts';
import { galleryListings } from '../listings/gallery-listings.ts';
import { loadFactTexts } from '../facts/facts.node.ts';
import { FACT_WIDGET, showFactsIn } from '../facts/facts.ts';
import { PLACEHOLDER } from '../facts/fact-syntax.ts';
import { at, formatProblem, inPlaceOrder, type Problem } from '../problems/problem.ts';
import { keptReading, listPageFiles, PAGES_DIR, readDataFiles, readSection, siteFilesOnDisk, type PageSource } from './pages.node.ts';
import { pageFromText } from './page-reading.ts';
import { photoLookup } from './photo-lookup.ts';
import { keptPageReading } from './kept-page-readings.node.ts';
import { checkReferences } from './references.ts';
import type { SiteIndex } from './edited-file.ts';
import { checkAnswerPages } from './answers-file.node.ts';

export { PAGES_DIR, type PageSource } from './pages.node.ts';
export { routePathFor };

export interface LoadedSite {
  content: SiteContent;
  sources: PageSource[];
  /** Every data file beside the pages that passed its check (project-relative path → its data). */
  data: ReadonlyMap<string, unknown>;
}

/**
 * What one reading of pages/ found: the site made of every page that passed its checks, and every
 * problem, in place order. The dev server serves the first while the second is fixed.
 */
export interface SiteReading {
  loaded: LoadedSite;
  problems: readonly Problem[];
  /** Page files (project-relative) that failed their own check: the dev server still routes them, to show why. */
  failedPages: readonly string[];
  /** What the build allowed but could not check (a widget prop worked out when the page is built). */
  warnings: readonly Problem[];
  /**
   * Every address a link may lead to: pages, the generated lists and overviews, redirects, and pages
   * that failed their own check (a link to one is not said to be broken too).
   */
  routes: ReadonlySet<string>;
}

/** Thrown with every problem found, one per line, so a build shows them all at once. */
export class ContentError extends Error {
  /** Each problem on its own, as listed in the message (`npm run check` adds its own to them). */
  readonly problems: readonly Problem[];
  constructor(problems: Problem[]) {
    super(`Content errors in pages/ (${problems.length}):\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** The school facts' texts, or none when the facts file cannot be read (its own check says why). */
function factTextsIfReadable(root: string): Record<string, string> | undefined {
  try {
    return loadFactTexts(root);
  } catch {
    return undefined;
  }
}

/**
 * What loadSite's answer depends on: every file under pages/ and public/ (name, size, time), the
 * names under photos/ (the one kept listing of photos/, files-under.node.ts: the checks look photos up
 * by name) and the photo list, which stands for public/img/ (its web copies, hundreds of files).
 * Stat-ing them takes milliseconds; parsing every page takes a second or more.
 */
function contentFingerprint(root: string): string {
  const parts: string[] = [];
  const webCopies = path.join(root, 'public/img');
  const walk = (dir: string) => {
    // A file or folder removed meanwhile (npm start) is left out: the next reading sees it gone.
    const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== webCopies) walk(file);
        continue;
      }
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat) parts.push(`${file}:${stat.size}:${stat.mtimeMs}`);
    }
  };
  for (const dir of [PAGES_DIR, 'public']) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  parts.push(...keptFilesUnder(path.join(root, 'photos')));
  const photos = path.join(root, 'src/generated/images.json');
  if (fs.existsSync(photos)) parts.push(`${photos}:${fs.statSync(photos).mtimeMs}`);
  return parts.join('\n');
}

/**
 * One build reads pages/ from many places (the check, site data, search index, sitemap, headers,
 * page styles): the reading is kept here, by root, and used while no file it depends on changed.
 * Callers must not modify what it returns.
 */
const kept = new Map<string, { key: string; reading: SiteReading }>();

/** What the checks know of the widgets, as text: a reading made with another catalog is not reused. */
const catalogKeys = new WeakMap<WidgetCatalog, string>();
function catalogKey(catalog: WidgetCatalog): string {
  let key = catalogKeys.get(catalog);
  if (key === undefined) {
    key = JSON.stringify(
      [...catalog].map(([name, w]) => [
        name,
        w.needsOneOf,
        Object.entries(w.props).map(([prop, schema]) => {
          const p = propSpec(schema);
          return [prop, p.required, p.role, p.dataKind, p.choices];
        }),
      ]),
    );
    catalogKeys.set(catalog, key);
  }
  return key;
}

/**
 * Reads and checks everything under pages/; never throws for an author's mistake (see SiteReading).
 * `catalog`: the widgets pages may use (the build's is src/build/site-model.ts's).
 */
export function inspectSite(root: string, catalog: WidgetCatalog): SiteReading {
  for (let attempt = 1; ; attempt++) {
    try {
      // In the dev server its watcher says whether a file changed (watched-files.node.ts); elsewhere the disk does.
      const generation = watchedGeneration(root);
      const key = `${generation === undefined ? contentFingerprint(root) : `watched ${generation} ${savedStamps()}`}\n${catalogKey(catalog)}`;
      if (kept.get(root)?.key === key) return kept.get(root)!.reading;
      kept.set(root, { key, reading: readSite(root, catalog) });
      return kept.get(root)!.reading;
    } catch (error) {
      // A file listed and then removed or renamed before it was read (npm start, a save, a photo
      // moved): the site is read again as it now stands.
      if (!isGone(error) || attempt === 3) throw error;
    }
  }
}

/** Reads and checks everything under pages/. Throws a ContentError listing every problem. */
export function loadSite(root: string, catalog: WidgetCatalog): LoadedSite {
  const { loaded, problems } = inspectSite(root, catalog);
  if (problems.length) throw new ContentError([...problems]);
  return loaded;
}

/** What the web editor's check knows of the site (src/content/reading/edited-file.ts), read from the disk. */
export function siteIndexOnDisk(root: string, catalog: WidgetCatalog): SiteIndex {
  return { files: siteFilesOnDisk(root), routes: inspectSite(root, catalog).routes, facts: factTextsIfReadable(root) };
}

/** `npm run bench` counts how often a build reads the site: each reading adds a line to this file. */
const READS_FILE = process.env.SITE_READS_FILE;

/**
 * The pages that passed their own checks (each read by `read`), the folders, the News list's pages
 * (/news, /news/page/2…), each other section's overview (/admission…, unless the folder has its own
 * page there) and the redirects: the site's addresses, and so the route table (src/build/plugins/routes-plugin.ts).
 */
function readAddresses(root: string, problems: Problem[], read: (rel: string) => PageSource | null) {
  const allPageFiles = listPageFiles(path.join(root, PAGES_DIR));
  const { accepted: pageFiles, problems: fileProblems } = checkPageFiles(allPageFiles, new Set(site.keptAddresses));
  problems.push(...fileProblems);
  const readPages = pageFiles.map(read).filter((p): p is PageSource => p !== null);
  // A page taken down (its `takenDown`, set through review in the editor) is no page of the site:
  // not built, in no menu or search, and a link to it is a broken link.
  const takenDown = new Set(readPages.filter((p) => p.frontmatter.takenDown).map((p) => p.file));
  const pageSources = readPages.filter((p) => !takenDown.has(p.file));

  const slugs = [...new Set(pageSources.map((s) => s.info.section).filter((s): s is string => s !== null))];
  const sections = slugs
    .map((slug) => readSection(root, slug, problems))
    .filter((s): s is SectionInfo => s !== null)
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  const sources = [...pageSources, ...newsListings(sections, pageSources)];
  sources.push(...sectionOverviews(sections, sources));

  const redirects: Record<string, string> = {};
  const pagePaths = new Set(sources.map((s) => s.info.path));
  const claimedBy: Record<string, string> = {};
  for (const { info, file, lineOf } of sources) {
    if (info.crumb.path === info.path) continue;
    const where = { ...at(file, lineOf?.(['breadcrumb'])), field: 'breadcrumb.path' };
    if (pagePaths.has(info.crumb.path)) {
      problems.push({ ...where, message: `${info.crumb.path} is another page; an alternative path must not be a real page` });
    } else if (claimedBy[info.crumb.path]) {
      // Two pages, one breadcrumb path: the redirect could lead to only one of them.
      problems.push({
        ...where,
        message: `${info.crumb.path} is already the breadcrumb path of ${claimedBy[info.crumb.path]}; give each page its own`,
      });
    } else {
      claimedBy[info.crumb.path] = file;
      redirects[info.crumb.path] = info.path;
    }
  }
  const found = new Set([...sources.map((s) => s.file), ...takenDown]);
  const failedPages = pageFiles.map((rel) => `${PAGES_DIR}/${rel}`).filter((file) => !found.has(file));
  const livePageFiles = allPageFiles.filter((rel) => !takenDown.has(`${PAGES_DIR}/${rel}`));
  return { livePageFiles, sources, sections, redirects, failedPages };
}

/**
 * What a page's reading takes from the school facts, as text: the value of each name its text may
 * name (`$formFee`, `<Fact name="formFee" />`) and the facts' names (an unknown name's message offers
 * the closest); undefined when it names none. A saved fact reads again only the pages that name it.
 */
function factsNamedIn(text: string, facts: Record<string, string> | undefined): string | undefined {
  if (!facts || !(text.includes('$') || text.includes(`<${FACT_WIDGET}`))) return undefined;
  const names = [...text.matchAll(PLACEHOLDER), ...text.matchAll(NAMED_FACT)].map((match) => match[1]);
  return JSON.stringify([Object.keys(facts), names.map((name) => (Object.hasOwn(facts, name) ? facts[name] : null))]);
}
/** A `<Fact>` element's quoted name, however the element is written (a superset of FACT_TAG). */
const NAMED_FACT = new RegExp(`<${FACT_WIDGET}\\b[^>]*?\\bname=["']([^"']+)["']`, 'g');

/** A frontmatter field naming a photo (a post's `image`). */
const NAMES_A_PHOTO = /^image:/m;
/** Each photo list met (photos.node.ts gives the same set while photos/ is unchanged): its number. */
const photoLists = new WeakMap<ReadonlySet<string>, number>();
let nextPhotoList = 0;
function photoListVersion(names: ReadonlySet<string>): number {
  if (!photoLists.has(names)) photoLists.set(names, nextPhotoList++);
  return photoLists.get(names)!;
}

function readSite(root: string, catalog: WidgetCatalog): SiteReading {
  if (READS_FILE) fs.appendFileSync(READS_FILE, `${root}\n`);
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const data = readDataFiles(root, problems);
  // The facts file's own mistakes are reported with the data files (readDataFiles), once.
  const facts = factTextsIfReadable(root);
  // Each page with the school facts written in (the overviews and the News list show the pages' own
  // descriptions, the same objects): read again only when its text changed, or the facts it names (and kept between runs: kept-page-readings.node.ts).
  const watching = watchedGeneration(root) !== undefined;
  // A post's photo comes and goes without the page changing (uploaded with the post in the web editor):
  // the reading of a page naming one is kept while the photo list is the same too.
  const photos = photoListVersion(photoLookup().photoNames());
  const uses = (text: string) => {
    const named = factsNamedIn(text, facts);
    return NAMES_A_PHOTO.test(text) ? `${named ?? ''}\n${photos}` : named;
  };
  const read = (rel: string) =>
    keptReading(path.join(root, PAGES_DIR, rel), uses, problems, (text, found) => {
      const readNow = (mistakes: Problem[]) => {
        const source = pageFromText(rel, text, mistakes);
        if (source && facts) showFactsIn([source], facts, mistakes);
        return source;
      };
      // The dev server keeps its readings in memory (keptReading) and tells each save's mistakes on the page itself.
      return watching ? readNow(found) : keptPageReading(root, rel, text, factsNamedIn(text, facts), found, readNow);
    });
  const { livePageFiles, sources, sections, redirects, failedPages } = readAddresses(root, problems, read);
  // A gallery's later pages (/about/gallery/page/2…), for visitors without JavaScript.
  sources.push(...galleryListings(sources, data));
  const routes = new Set([...livePageFiles.map(routePathFor), ...sources.map((s) => s.info.path), ...Object.keys(redirects)]);
  checkReferences(siteFilesOnDisk(root), sources, sections, routes, catalog, problems, warnings);
  checkAnswerPages(data, routes, problems);
  const pages = sources.map((s) => s.info).sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
  return {
    loaded: { content: { pages, sections, redirects }, sources, data },
    problems: inPlaceOrder(problems),
    warnings: inPlaceOrder(warnings),
    failedPages,
    routes,
  };
}

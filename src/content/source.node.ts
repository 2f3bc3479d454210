/**
 * Reads pages/ (node, build time): every .mdx file is a route, every _meta.yml a
 * menu group. Validates frontmatter and links, and reports every problem with
 * the file and the field so an editor can fix it without reading code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { settings as site } from '../config/settings.ts';
import { frontmatterSchema, sectionMetaSchema, type Frontmatter } from './schema.ts';
import { checkYaml } from './yaml-check.ts';
import { mdxProblem, unknownNamesInText } from './mdx-problems.ts';
import { routePathFor } from './route-path.ts';
import { checkPageFiles } from './page-files.ts';
import { keepReading, keptReading } from './kept-readings.node.ts';
import { checkDataFile } from './data-schemas.node.ts';
import { photoNames } from './photos.node.ts';
import type { NavLink, PageInfo, SectionInfo, SiteContent } from './types.ts';
import type { WidgetCatalog } from './widget-catalog.ts';
import { checkWidgets } from './widget-props.ts';
import { didYouMean } from './edit-distance.ts';
import { sectionOverviews } from './section-overviews.ts';
import { newsListings } from './news-listings.ts';
import { NEWS_SECTION } from './news.ts';
import { postFrontmatterSchema, postPage } from './post-schema.node.ts';
import type { PostInfo } from './types.ts';
import { applyFacts, expandFacts, fieldLine, loadFactTexts } from './facts.node.ts';

export const PAGES_DIR = 'pages';

/** A page as read from disk, with its parsed Markdown tree for link checks and search. */
export interface PageSource {
  /** Project-relative file, e.g. pages/admission/scholarship.mdx (a generated page: its route module). */
  file: string;
  info: PageInfo;
  frontmatter: Frontmatter;
  tree: Root;
  /** The page shows a school fact (src/content/facts.node.ts), in its text or its description. */
  usesFacts?: true;
}

export interface LoadedSite {
  content: SiteContent;
  sources: PageSource[];
  /** Every data file beside the pages that passed its check (project-relative path → its data). */
  data: ReadonlyMap<string, unknown>;
}

/**
 * What one reading of pages/ found: the site made of every page that passed its checks, and every
 * problem (one `file:line: message` each). The dev server serves the first while the second is fixed.
 */
export interface SiteReading {
  loaded: LoadedSite;
  problems: readonly string[];
  /** Page files (project-relative) that failed their own check: the dev server still routes them, to show why. */
  failedPages: readonly string[];
  /** What the build allowed but could not check (a widget prop worked out when the page is built). */
  warnings: readonly string[];
}

/** Thrown with every problem found, one per line, so a build shows them all at once. */
export class ContentError extends Error {
  /** Each problem on its own, as listed in the message (`npm run check` adds its own to them). */
  readonly problems: readonly string[];
  constructor(problems: string[]) {
    super(`Content errors in pages/ (${problems.length}):\n${problems.join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

export { routePathFor };


/** Files and folders starting with _ or . are data and metadata, never routes. */
function isRouteName(name: string): boolean {
  return !name.startsWith('_') && !name.startsWith('.');
}

/** The page files under a folder (relative paths, sorted); files and folders starting with _ or . are left out. */
export function listPageFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    if (!isRouteName(entry.name)) continue;
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listPageFiles(dir, child));
    else if (entry.name.endsWith('.mdx')) out.push(child);
  }
  return out.sort();
}

/** Splits `---\nyaml\n---` off the top of an MDX file. */
export function splitFrontmatter(text: string): { yaml: string | null; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  return match ? { yaml: match[1], body: text.slice(match[0].length) } : { yaml: null, body: text };
}

function toNavLink(link: { label: string; href?: string; portal?: string }): NavLink {
  if (link.portal) {
    const portal = site.portals[link.portal as keyof typeof site.portals];
    return { label: link.label, href: portal.url, external: true };
  }
  const href = link.href!;
  return { label: link.label, href, external: /^https?:/.test(href) };
}

function readSection(root: string, slug: string, problems: string[]): SectionInfo | null {
  const file = `${PAGES_DIR}/${slug}/_meta.yml`;
  const abs = path.join(root, file);
  if (!fs.existsSync(abs)) {
    problems.push(`${PAGES_DIR}/${slug}/: this folder has pages but no _meta.yml (it needs at least label, icon and order)`);
    return null;
  }
  const checked = checkYaml(file, fs.readFileSync(abs, 'utf8'), sectionMetaSchema);
  if (!checked.ok) {
    problems.push(...checked.problems);
    return null;
  }
  const meta = checked.data;
  return {
    slug, label: meta.label, icon: meta.icon, order: meta.order, title: meta.title ?? meta.label,
    ...(meta.description ? { description: meta.description } : {}),
    links: meta.links.map(toNavLink),
    ...(meta.nextDates ? { nextDates: meta.nextDates } : {}),
    ...(meta.menu ? {} : { menu: false as const }),
  };
}

/**
 * Each page's Markdown tree, kept by file while its text is unchanged: when one page is saved in the
 * dev server, only that page is parsed again (parsing is most of a reading). A copy is handed out,
 * since the reading writes the school facts into it.
 */
const parsedPages: Map<string, { text: string; tree: Root }> = ((globalThis as { [key: symbol]: Map<string, { text: string; tree: Root }> | undefined })[Symbol.for('school-website.parsed-pages')] ??= new Map());
function parsedPage(file: string, text: string): Root {
  const kept = parsedPages.get(file);
  if (kept?.text === text) return structuredClone(kept.tree);
  const tree = mdxParser.parse(text) as Root;
  parsedPages.set(file, { text, tree: structuredClone(tree) });
  return tree;
}

/** A page's frontmatter, checked by its schema: a news post's (pages/news/) or every other page's. */
function checkFrontmatter(file: string, yaml: string, rel: string): { ok: true; frontmatter: Frontmatter; post?: PostInfo } | { ok: false; problems: string[] } {
  // The frontmatter starts on line 2, after the first ---.
  if (rel.startsWith(`${NEWS_SECTION}/`)) {
    const checked = checkYaml(file, yaml, postFrontmatterSchema, 1);
    return checked.ok ? { ok: true, ...postPage(checked.data) } : checked;
  }
  const checked = checkYaml(file, yaml, frontmatterSchema, 1);
  return checked.ok ? { ok: true, frontmatter: checked.data } : checked;
}

function readPage(root: string, rel: string, problems: string[]): PageSource | null {
  const file = `${PAGES_DIR}/${rel}`;
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const { yaml } = splitFrontmatter(text);
  if (yaml === null) {
    problems.push(`${file}: missing frontmatter: start the file with a --- block holding at least title and description`);
    return null;
  }
  const checked = checkFrontmatter(file, yaml, rel);
  if (!checked.ok) {
    problems.push(...checked.problems);
    return null;
  }
  let tree: Root;
  try {
    tree = parsedPage(file, text);
  } catch (error) {
    problems.push(mdxProblem(file, error));
    return null;
  }
  problems.push(...unknownNamesInText(tree).map(({ line, code, name }) =>
    `${file}${line ? `:${line}` : ''}: "${code}" is read as code, and "${name}" means nothing here; to write a { sign in text, type \\{ (as in \\${code})`));
  const fm = checked.frontmatter;
  const routePath = routePathFor(rel);
  const segments = routePath.split('/').filter(Boolean);
  const section = segments.length > 1 ? segments[0] : null;
  const label = fm.menuLabel ?? fm.title;
  const info: PageInfo = {
    path: routePath,
    title: fm.title,
    description: fm.description,
    label,
    order: fm.order,
    hidden: fm.hidden,
    hideTitle: fm.hideTitle,
    layout: fm.layout,
    section,
    crumb: { label: fm.breadcrumb?.label ?? label, path: fm.breadcrumb?.path ?? routePath },
    sideLinks: Array.isArray(fm.sideLinks) ? fm.sideLinks.map(toNavLink) : fm.sideLinks,
    footer: fm.footer,
    ...(fm.image ? { image: fm.image } : {}),
    ...(checked.post ? { post: checked.post } : {}),
  };
  return { file, info, frontmatter: fm, tree };
}

interface Reference { kind: 'link' | 'file'; value: string; line?: number }

/** Every link and image of a page's Markdown (widgets' link and photo props come from checkWidgets). */
export function referencesIn(tree: Root): Reference[] {
  const refs: Reference[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'link' || node.type === 'definition') refs.push({ kind: 'link', value: node.url, line });
    if (node.type === 'image') refs.push({ kind: 'file', value: node.url, line });
  });
  return refs;
}

/** Strips ?query and #hash: what is left must be a route, a redirect or a public file. */
function pathOf(href: string): string {
  return href.replace(/[?#].*$/, '') || '/';
}


/** Where in a file: `pages/a.mdx:12`. */
const at = (file: string, line?: number) => `${file}${line ? `:${line}` : ''}`;

/** Checks each page's widgets against the catalog; their link and photo props join the page's references. */
function checkWidgetUses(sources: PageSource[], catalog: WidgetCatalog, problems: string[], warnings: string[]): Map<PageSource, Reference[]> {
  const references = new Map<PageSource, Reference[]>();
  for (const source of sources) {
    const check = checkWidgets(source.tree, catalog);
    for (const p of check.problems) problems.push(`${at(source.file, p.line)}: ${p.message}`);
    for (const w of check.warnings) warnings.push(`${at(source.file, w.line)}: ${w.message}`);
    references.set(source, check.references);
  }
  return references;
}

function checkReferences(root: string, sources: PageSource[], widgetReferences: Map<PageSource, Reference[]>, routes: Set<string>, problems: string[]): void {
  const publicDir = path.join(root, 'public');
  const photos = photoNames(root);
  const publicFileExists = (p: string) => fs.existsSync(path.join(publicDir, decodeURI(p)));
  for (const source of sources) {
    const references = [...referencesIn(source.tree), ...(widgetReferences.get(source) ?? [])].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    for (const ref of references) {
      const where = at(source.file, ref.line);
      if (ref.kind === 'file' && !/^(\/|https?:|data:)/.test(ref.value)) {
        if (!photos.has(ref.value)) {
          const hint = didYouMean(ref.value, photos);
          problems.push(`${where}: no photo "${ref.value}": ${hint ? `${hint} Or ` : ''}add photos/${ref.value}.jpg (or .png, .webp)`);
        }
        continue;
      }
      if (!ref.value.startsWith('/') || ref.value.startsWith('//')) continue;
      const target = pathOf(ref.value);
      if (ref.kind === 'link' && !routes.has(target) && !publicFileExists(target)) {
        const hint = didYouMean(target, routes);
        problems.push(`${where}: broken link "${ref.value}": no page at ${target} (pages/${target.slice(1) || 'index'}.mdx does not exist)${hint ? `; ${hint}` : ''}`);
      }
      if (ref.kind === 'file' && !publicFileExists(target)) {
        problems.push(`${where}: missing file "${ref.value}": public${target} does not exist`);
      }
    }
    for (const link of Array.isArray(source.info.sideLinks) ? source.info.sideLinks : []) {
      if (!link.external && !routes.has(pathOf(link.href))) problems.push(`${source.file}: broken link in field "sideLinks": "${link.href}" is not a page`);
    }
  }
}

/**
 * Writes the school facts into each page (its tree and its description) and reports every
 * unknown fact name with its line (src/content/facts.node.ts).
 */
function showFacts(root: string, sources: PageSource[], problems: string[]): void {
  let texts: Record<string, string>;
  try {
    texts = loadFactTexts(root);
  } catch {
    // The facts file's own mistakes are reported with the data files (readDataFiles), once.
    return;
  }
  for (const source of sources) {
    const inText = applyFacts(source.tree, texts, (line, message) => problems.push(`${source.file}${line ? `:${line}` : ''}: ${message}`));
    const description = source.info.description;
    source.info.description = expandFacts(description, texts, (message) => {
      // The file is read again only to name the line of a mistake.
      const line = fieldLine(fs.readFileSync(path.join(root, source.file), 'utf8'), 'description');
      problems.push(`${source.file}${line ? `:${line}` : ''}: field "description": ${message}`);
    });
    if (inText || source.info.description !== description) source.usesFacts = true;
  }
}

/** Messages in the order of the files and, within a file, of its lines (the checks run in passes). */
function byPlace(messages: string[]): string[] {
  const place = (message: string) => {
    const match = /^([^:\n]+?)(?::(\d+))?:/.exec(message);
    return { file: match?.[1] ?? '', line: Number(match?.[2] ?? 0) };
  };
  return messages
    .map((message, index) => ({ message, index, ...place(message) }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.index - b.index)
    .map(({ message }) => message);
}

/**
 * What loadSite's answer depends on: every file under pages/ and public/ (name, size, time) and
 * the photo list. Stat-ing them takes milliseconds; parsing every page takes a second or more.
 */
function contentFingerprint(root: string): string {
  const parts: string[] = [];
  for (const dir of [PAGES_DIR, 'public', 'photos']) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      const stat = fs.statSync(file);
      parts.push(`${file}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  const photos = path.join(root, 'src/generated/images.json');
  if (fs.existsSync(photos)) parts.push(`${photos}:${fs.statSync(photos).mtimeMs}`);
  return parts.join('\n');
}

/**
 * One build reads pages/ from many places (routes, site data, search index, sitemap, headers, page
 * styles) in two processes: a reading is kept (src/content/kept-readings.node.ts) and used while no
 * file it depends on changed. Callers must not modify what it returns.
 */
/** What the checks know of the widgets, as text: a reading made with another catalog is not reused. */
const catalogKeys = new WeakMap<WidgetCatalog, string>();
function catalogKey(catalog: WidgetCatalog): string {
  let key = catalogKeys.get(catalog);
  if (key === undefined) {
    key = JSON.stringify([...catalog.values()].map((w) => [w.name, w.module, w.needsOneOf, Object.entries(w.props).map(([name, p]) => [name, p.required, p.role, p.dataKind, p.choices])]));
    catalogKeys.set(catalog, key);
  }
  return key;
}

/**
 * Reads and checks everything under pages/; never throws for an author's mistake (see SiteReading).
 * `catalog`: the widgets pages may use (the build's is src/build/site-model.ts's).
 */
export function inspectSite(root: string, catalog: WidgetCatalog): SiteReading {
  const key = `${contentFingerprint(root)}\n${catalogKey(catalog)}`;
  const kept = keptReading(root, key);
  if (kept) return kept;
  const reading = readSite(root, catalog);
  keepReading(root, key, reading);
  return reading;
}

/** Reads and checks everything under pages/. Throws a ContentError listing every problem. */
export function loadSite(root: string, catalog: WidgetCatalog): LoadedSite {
  const { loaded, problems } = inspectSite(root, catalog);
  if (problems.length) throw new ContentError([...problems]);
  return loaded;
}

/** Data files beside pages: `_<name>.<kind>.yml` anywhere under pages/ (not a folder's _meta.yml). */
export function listDataFiles(root: string): string[] {
  return fs
    .readdirSync(path.join(root, PAGES_DIR), { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => /(^|\/)_[^/]+\.ya?ml$/.test(entry) && !/(^|\/)_meta\.ya?ml$/.test(entry))
    .sort()
    .map((entry) => `${PAGES_DIR}/${entry}`);
}

/** Checks every data file (all mistakes of all files, with lines); returns the data of those that passed. */
function readDataFiles(root: string, problems: string[]): Map<string, unknown> {
  const data = new Map<string, unknown>();
  for (const file of listDataFiles(root)) {
    const checked = checkDataFile(file, fs.readFileSync(path.join(root, file), 'utf8'));
    if (checked.ok) data.set(file, checked.data);
    else problems.push(...checked.problems);
  }
  return data;
}

/** `npm run bench` counts how often a build reads the site: each reading adds a line to this file. */
const READS_FILE = process.env.SITE_READS_FILE;

function readSite(root: string, catalog: WidgetCatalog): SiteReading {
  if (READS_FILE) fs.appendFileSync(READS_FILE, `${root}\n`);
  const problems: string[] = [];
  const warnings: string[] = [];
  const data = readDataFiles(root, problems);
  const pagesDir = path.join(root, PAGES_DIR);
  const allPageFiles = listPageFiles(pagesDir);
  const { accepted: pageFiles, problems: fileProblems } = checkPageFiles(allPageFiles, new Set(site.keptAddresses));
  problems.push(...fileProblems);
  const sources = pageFiles
    .map((rel) => readPage(root, rel, problems))
    .filter((p): p is PageSource => p !== null);

  const slugs = [...new Set(sources.map((s) => s.info.section).filter((s): s is string => s !== null))];
  const sections = slugs
    .map((slug) => readSection(root, slug, problems))
    .filter((s): s is SectionInfo => s !== null)
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));

  // Facts first: the overviews list the pages' descriptions with their figures written in.
  showFacts(root, sources, problems);
  // The News list's pages (/news, /news/page/2…), then each other section's overview (/admission…),
  // unless the folder has its own page there.
  sources.push(...newsListings(sections, sources));
  const overviews = sectionOverviews(sections, sources);
  sources.push(...overviews);

  const redirects: Record<string, string> = {};
  const pagePaths = new Set(sources.map((s) => s.info.path));
  const claimedBy: Record<string, string> = {};
  for (const { info, file } of sources) {
    if (info.crumb.path === info.path) continue;
    if (pagePaths.has(info.crumb.path)) {
      const line = fieldLine(fs.readFileSync(path.join(root, file), 'utf8'), 'breadcrumb');
      problems.push(`${file}${line ? `:${line}` : ''}: field "breadcrumb.path": ${info.crumb.path} is another page; an alternative path must not be a real page`);
    } else if (claimedBy[info.crumb.path]) {
      // Two pages, one breadcrumb path: the redirect could lead to only one of them.
      const line = fieldLine(fs.readFileSync(path.join(root, file), 'utf8'), 'breadcrumb');
      problems.push(`${file}${line ? `:${line}` : ''}: field "breadcrumb.path": ${info.crumb.path} is already the breadcrumb path of ${claimedBy[info.crumb.path]}; give each page its own`);
    } else {
      claimedBy[info.crumb.path] = file;
      redirects[info.crumb.path] = info.path;
    }
  }
  // A page that failed its own check still exists: links to it are not reported as broken too.
  const routes = new Set([...allPageFiles.map(routePathFor), ...sources.map((s) => s.info.path), ...Object.keys(redirects)]);
  const widgetReferences = checkWidgetUses(sources, catalog, problems, warnings);
  checkReferences(root, sources, widgetReferences, routes, problems);
  for (const section of sections) {
    for (const link of section.links) {
      if (!link.external && !routes.has(pathOf(link.href))) problems.push(`${PAGES_DIR}/${section.slug}/_meta.yml: broken link in field "links": "${link.href}" is not a page`);
    }
  }
  const pages = sources.map((s) => s.info).sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
  const read = new Set(sources.map((s) => s.file));
  const failedPages = pageFiles.map((rel) => `${PAGES_DIR}/${rel}`).filter((file) => !read.has(file));
  return { loaded: { content: { pages, sections, redirects }, sources, data }, problems: byPlace(problems), warnings: byPlace(warnings), failedPages };
}

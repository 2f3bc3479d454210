/**
 * A page read from its text (pure: the build, through pages.node.ts, and the web editor's check in the
 * browser): its frontmatter checked by its schema (a news post's or every other page's), its Markdown
 * tree, and what it says in the menus. Every mistake is a Problem.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { settings as site } from '#site/index.ts';
import { frontmatterSchema, type Frontmatter } from '../schemas/schema.ts';
import { checkYaml, type Path } from '../problems/yaml-check.ts';
import { mdxProblem, unknownNamesInText } from '../problems/mdx-problems.ts';
import { routePathFor } from '../nav/route-path.ts';
import { at, type Problem } from '../problems/problem.ts';
import type { NavLink, PageInfo, PostInfo } from '../nav/types.ts';
import { NEWS_SECTION } from '../listings/news.ts';
import { postFrontmatterSchema, postPage } from '../schemas/post-schema.ts';

export const PAGES_DIR = 'pages';

/** A page as read from disk, with its parsed Markdown tree for link checks and search. */
export interface PageSource {
  /** Project-relative file, e.g. pages/admission/scholarship.mdx (a generated page: its route module). */
  file: string;
  info: PageInfo;
  frontmatter: Frontmatter;
  tree: Root;
  /** The line of a frontmatter field (by its path), from the YAML parser's positions. */
  lineOf?: (path: Path) => number | undefined;
  /** The page shows a school fact (src/content/facts/facts.node.ts), in its text or its description. */
  usesFacts?: true;
}

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

export function toNavLink(link: { label: string; href?: string; portal?: string }): NavLink {
  if (link.portal) {
    const portal = site.portals[link.portal as keyof typeof site.portals];
    return { label: link.label, href: portal.url, external: true };
  }
  const href = link.href!;
  return { label: link.label, href, external: /^https?:/.test(href) };
}

/**
 * Each page's Markdown tree, kept by file while its text is unchanged: when one page is saved in the
 * dev server, only that page is parsed again (parsing is most of a reading). A copy is handed out,
 * since the reading writes the school facts into it.
 */
const parsedPages = new Map<string, { text: string; tree: Root }>();
export function pageTree(file: string, text: string): Root {
  const kept = parsedPages.get(file);
  if (kept?.text === text) return structuredClone(kept.tree);
  const tree = mdxParser.parse(text) as Root;
  parsedPages.set(file, { text, tree: structuredClone(tree) });
  return tree;
}

/** What menus, breadcrumbs and meta tags need of a page at `path` (in the folder `section`), from its frontmatter. */
export function pageInfo(path: string, section: string | null, fm: Frontmatter): PageInfo {
  const label = fm.menuLabel ?? fm.title;
  return {
    path,
    title: fm.title,
    description: fm.description,
    label,
    order: fm.order,
    hidden: fm.hidden,
    hideTitle: fm.hideTitle,
    layout: fm.layout,
    section,
    crumb: { label: fm.breadcrumb?.label ?? label, path: fm.breadcrumb?.path ?? path },
    sideLinks: Array.isArray(fm.sideLinks) ? fm.sideLinks.map(toNavLink) : fm.sideLinks,
    footer: fm.footer,
    ...(fm.image ? { image: fm.image } : {}),
  };
}

type FrontmatterCheck =
  { ok: true; frontmatter: Frontmatter; post?: PostInfo; lineOf: (path: Path) => number | undefined } | { ok: false; problems: Problem[] };

/** A page's frontmatter, checked by its schema: a news post's (pages/news/) or every other page's. */
function checkFrontmatter(file: string, yaml: string, rel: string): FrontmatterCheck {
  // The frontmatter starts on line 2, after the first ---.
  if (rel.startsWith(`${NEWS_SECTION}/`)) {
    const checked = checkYaml(file, yaml, postFrontmatterSchema, 1);
    return checked.ok ? { ok: true, ...postPage(checked.data), lineOf: checked.lineOf } : checked;
  }
  const checked = checkYaml(file, yaml, frontmatterSchema, 1);
  return checked.ok ? { ok: true, frontmatter: checked.data, lineOf: checked.lineOf } : checked;
}

/** A page read from its text (`rel`: its path under pages/), checked, and its mistakes. */
export function pageFromText(rel: string, text: string, problems: Problem[]): PageSource | null {
  const file = `${PAGES_DIR}/${rel}`;
  // The `---` block at the top of the file.
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)?.[1];
  if (yaml === undefined) {
    problems.push({ file, message: 'missing frontmatter: start the file with a --- block holding at least title and description' });
    return null;
  }
  const checked = checkFrontmatter(file, yaml, rel);
  if (!checked.ok) {
    problems.push(...checked.problems);
    return null;
  }
  let tree: Root;
  try {
    tree = pageTree(file, text);
  } catch (error) {
    problems.push(mdxProblem(file, error));
    return null;
  }
  problems.push(
    ...unknownNamesInText(tree).map(({ line, code, name }): Problem => ({
      ...at(file, line),
      message: `"${code}" is read as code, and "${name}" means nothing here`,
      hint: `to write a { sign in text, type \\{ (as in \\${code})`,
    })),
  );
  const routePath = routePathFor(rel);
  const segments = routePath.split('/').filter(Boolean);
  const info = {
    ...pageInfo(routePath, segments.length > 1 ? segments[0] : null, checked.frontmatter),
    ...(checked.post ? { post: checked.post } : {}),
  };
  return { file, info, frontmatter: checked.frontmatter, tree, lineOf: checked.lineOf };
}

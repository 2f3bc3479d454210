/**
 * The check of one file the web editor is about to save (pure: it runs in the browser inside /admin,
 * src/admin/site-check.ts, and in node for the tests): every mistake the build would report in it,
 * made by the build's own checks (data schemas, YAML, a page's settings, MDX, widgets and their props,
 * school facts, links, photos), against the rest of the site as `SiteIndex` describes it.
 */
import { compile, type CompileOptions } from '@mdx-js/mdx';
import { settings } from '#site/index.ts';
import { checkDataFile } from '../schemas/data-schemas.ts';
import { showFactsIn } from '../facts/facts.ts';
import { mdxProblem } from '../problems/mdx-problems.ts';
import { checkPageFiles } from './page-files.ts';
import { PAGES_DIR, pageFromText } from './page-reading.ts';
import { photoNamesOf, withArrivingPhotos } from './photo-lookup.ts';
import { inPlaceOrder, type Problem } from '../problems/problem.ts';
import { checkReferences, type SiteFiles } from './references.ts';
import { stillLinked, type LinksTo } from './still-linked.ts';
import { sectionMetaSchema } from '../schemas/schema.ts';
import type { WidgetCatalog } from '../schemas/widget-catalog.ts';
import { checkYaml } from '../problems/yaml-check.ts';

/** What the check knows of the rest of the site. */
export interface SiteIndex {
  files: SiteFiles;
  /** Every address a link may lead to: pages, generated lists and overviews, redirects. */
  routes: ReadonlySet<string>;
  /** The school facts' texts; none when the facts file cannot be read (its own check says why). */
  facts: Record<string, string> | undefined;
  /** Each page's address → the places that link to it, as the office knows them (src/content/nav/places.ts). */
  linksTo?: LinksTo;
}

export interface EditedFile {
  /** Project-relative, e.g. pages/_school.facts.yml. */
  file: string;
  /** The whole text the editor is about to write. */
  text: string;
  /** Photos saved with it (photos/staff/img-2041.jpg): they count as existing. */
  uploads?: readonly string[];
}

/** The mistakes the build would report in one page if it held `text`, but those only the MDX compiler finds. */
export function checkPageText(file: string, text: string, site: SiteIndex, catalog: WidgetCatalog): Problem[] {
  const rel = file.slice(`${PAGES_DIR}/`.length);
  const { accepted, problems } = checkPageFiles([rel], new Set(settings.keptAddresses));
  const source = accepted.length ? pageFromText(rel, text, problems) : null;
  if (source) {
    if (site.facts) showFactsIn([source], site.facts, problems);
    // Its links may lead to any page of the site, to a redirect, and to itself.
    checkReferences(site.files, [source], [], new Set([...site.routes, source.info.path]), catalog, problems, []);
    if (source.frontmatter.takenDown) problems.push(...stillLinked(file, source.info.path, site));
  }
  return inPlaceOrder(problems.filter((problem) => problem.file === file));
}

function problemsOf({ file, text, uploads = [] }: EditedFile, site: SiteIndex, catalog: WidgetCatalog): Problem[] {
  return withArrivingPhotos(photoNamesOf(uploads), () => {
    if (/(^|\/)_meta\.ya?ml$/.test(file)) {
      const checked = checkYaml(file, text, sectionMetaSchema);
      return checked.ok ? [] : checked.problems;
    }
    if (/(^|\/)_[^/]+\.ya?ml$/.test(file)) {
      const checked = checkDataFile(file, text);
      return checked.ok ? [] : checked.problems;
    }
    if (/^pages\/.+\.mdx$/.test(file)) return checkPageText(file, text, site, catalog);
    return [];
  });
}

/**
 * Every mistake the build would report in the file (with file, line, field and what to write), or
 * none. A page the checks passed is then compiled as the build compiles it (`compileOptions`, with
 * `root` as the project's folder), for what only the MDX compiler finds.
 */
export async function checkEditedFile(
  edited: EditedFile,
  site: SiteIndex,
  catalog: WidgetCatalog,
  { root, compileOptions }: { root: string; compileOptions: CompileOptions },
): Promise<Problem[]> {
  const problems = problemsOf(edited, site, catalog);
  if (!problems.length && edited.file.endsWith('.mdx')) {
    try {
      await compile({ path: `${root}/${edited.file}`, cwd: root, value: edited.text }, compileOptions);
    } catch (error) {
      problems.push(mdxProblem(edited.file, error));
    }
  }
  return problems;
}

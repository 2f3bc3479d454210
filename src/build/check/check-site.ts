/**
 * `npm run check` (scripts/check.mjs): everything the build checks in the content, without
 * building: pages (frontmatter, MDX, links, widgets, photos) and _meta.yml through the content
 * layer's loadSite, every data file through its schema, and every page compiled with the build's
 * MDX options. The messages are the build's own, gathered into one report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../content/reading/source.node.ts';
import { PAGES_DIR, listDataFiles, listPageFiles } from '../../content/reading/pages.node.ts';
import { mdxProblem } from '../../content/problems/mdx-problems.ts';
import { formatProblem, type Problem } from '../../content/problems/problem.ts';
import { inspectSite, warningsText } from '../site-model.ts';
import { checkCompiles, compilePage } from '../mdx-options.ts';
import { pageModuleText } from '../page-module.ts';
import { schoolFormProblems } from './school-forms.ts';
import { unconfirmedDateProblems } from './unconfirmed-dates.ts';
import { calendarOf } from '../plugins/dated-files-plugin.ts';
import { todayInLagos } from '../../content/facts/dates.ts';

/**
 * Compiles each page as the build does; a page already reported is skipped so nothing is said twice.
 * `asBuilt`: with what the site plugin appends (the widgets' imports, after the text: same line
 * numbers), the text the server bundle compiles, so that `npm run build` reuses this compile.
 */
async function compilePages(root: string, files: string[], problems: Problem[], asBuilt: boolean): Promise<void> {
  for (const file of files) {
    if (problems.some((p) => p.file === file)) continue;
    const abs = path.join(root, file);
    try {
      const text = fs.readFileSync(abs, 'utf8');
      if (asBuilt) await compilePage(abs, pageModuleText(text, file), { cwd: root });
      else await checkCompiles(abs, text, { cwd: root });
    } catch (error) {
      // A mistake outside the page (the facts file) stops every page's compile: said once already.
      if (problems.some((problem) => (error as Error).message.includes(formatProblem(problem)))) continue;
      problems.push(mdxProblem(file, error));
    }
  }
}

export async function checkSite(root: string, { asBuilt = false } = {}) {
  const reading = inspectSite(root);
  const problems = [...reading.problems];
  const pageFiles = listPageFiles(path.join(root, PAGES_DIR)).map((rel) => `${PAGES_DIR}/${rel}`);
  const dataFiles = listDataFiles(root);
  await compilePages(root, pageFiles, problems, asBuilt);
  // The school's own forms in public/forms/ against the fees they state.
  const forms = schoolFormProblems(root);
  problems.push(...forms.problems);
  // A date the calendar has not confirmed, given as fact in a page or a post.
  problems.push(...unconfirmedDateProblems(reading.loaded.sources, calendarOf(reading.loaded), todayInLagos()));
  return { problems, warnings: [...reading.warnings, ...forms.warnings], pages: pageFiles.length, dataFiles: dataFiles.length };
}

/** The report as printed: the build's ContentError text on a problem, one line otherwise. */
export function formatReport(report: Awaited<ReturnType<typeof checkSite>>, seconds: number): string {
  const warnings = report.warnings.length ? `\n\n${warningsText(report.warnings)}` : '';
  if (report.problems.length) return new ContentError(report.problems).message + warnings;
  return `Content OK: ${report.pages} pages and ${report.dataFiles} data files checked in ${seconds.toFixed(1)} s.${warnings}`;
}

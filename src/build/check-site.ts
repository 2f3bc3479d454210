/**
 * `npm run check` (scripts/check.mjs): everything the build checks in the content, without
 * building: pages (frontmatter, MDX, links, widgets, photos) and _meta.yml through the content
 * layer's loadSite, every data file through its schema, and every page compiled with the build's
 * MDX options. The messages are the build's own, gathered into one report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { ContentError, PAGES_DIR, listPageFiles, mdxProblem } from '../content/source.node.ts';
import { inspectSite, warningsText } from './site-model.ts';
import { readDataFile } from '../content/data-schemas.node.ts';
import { mdxCompileOptions } from './mdx-options.ts';

export interface CheckReport {
  /** One entry per problem, as the build words it; empty when all is well. */
  problems: string[];
  /** What the build allowed but could not check (see SiteReading.warnings). */
  warnings: readonly string[];
  pages: number;
  dataFiles: number;
}

/** Data files beside pages: `_<name>.<kind>.yml` anywhere under pages/ (not a folder's _meta.yml). */
export function listDataFiles(root: string): string[] {
  const pagesDir = path.join(root, PAGES_DIR);
  return fs
    .readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => /(^|\/)_[^/]+\.ya?ml$/.test(entry) && !/(^|\/)_meta\.ya?ml$/.test(entry))
    .sort()
    .map((entry) => `${PAGES_DIR}/${entry}`);
}

/** Checks each data file against its schema; one already reported (the facts file, by loadSite) is skipped. */
function checkDataFiles(root: string, files: string[], problems: string[]): void {
  for (const file of files) {
    if (problems.some((p) => p.startsWith(`${file}:`))) continue;
    try {
      readDataFile(file, fs.readFileSync(path.join(root, file), 'utf8'));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
}

/** Compiles each page as the build does; a page already reported is skipped so nothing is said twice. */
async function compilePages(root: string, files: string[], problems: string[]): Promise<void> {
  for (const file of files) {
    if (problems.some((p) => p.startsWith(`${file}:`))) continue;
    const abs = path.join(root, file);
    try {
      await compile({ path: abs, cwd: root, value: fs.readFileSync(abs, 'utf8') }, mdxCompileOptions);
    } catch (error) {
      // A mistake outside the page (the facts file) stops every page's compile: said once already.
      if (problems.some((problem) => (error as Error).message.includes(problem))) continue;
      problems.push(mdxProblem(file, error));
    }
  }
}

export async function checkSite(root: string): Promise<CheckReport> {
  const reading = inspectSite(root);
  const problems = [...reading.problems];
  const pageFiles = listPageFiles(path.join(root, PAGES_DIR)).map((rel) => `${PAGES_DIR}/${rel}`);
  const dataFiles = listDataFiles(root);
  checkDataFiles(root, dataFiles, problems);
  await compilePages(root, pageFiles, problems);
  return { problems, warnings: reading.warnings, pages: pageFiles.length, dataFiles: dataFiles.length };
}

/** The report as printed: the build's ContentError text on a problem, one line otherwise. */
export function formatReport(report: CheckReport, seconds: number): string {
  const warnings = report.warnings.length ? `\n\n${warningsText(report.warnings)}` : '';
  if (report.problems.length) return new ContentError(report.problems).message + warnings;
  return `Content OK: ${report.pages} pages and ${report.dataFiles} data files checked in ${seconds.toFixed(1)} s.${warnings}`;
}

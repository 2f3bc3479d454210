/**
 * The web editor's check before saving (dev server, `POST /admin/check`): the file as the editor
 * would write it goes through the build's own checks, so the editor refuses exactly what the build
 * refuses, in the build's words (src/admin/cms-checks.ts shows them and stops the save).
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { checkDataFile } from '../content/data-schemas.node.ts';
import { checkYaml } from '../content/yaml-check.ts';
import { sectionMetaSchema } from '../content/schema.ts';
import { mdxProblem } from '../content/mdx-problems.ts';
import { formatProblem, type Problem } from '../content/problem.ts';
import { withArrivingPhotos } from '../content/photos.node.ts';
import { checkPageText } from './site-model.ts';
import { mdxCompileOptions } from './mdx-options.ts';

export interface EditedFile {
  /** Project-relative, e.g. pages/_school.facts.yml. */
  file: string;
  /** The whole text the editor is about to write. */
  text: string;
  /** Photos saved with it (photos/staff/img-2041.jpg): they count as existing. */
  uploads?: string[];
}

/** Every mistake the build would report in this file (file:line: field: what to write), or none. `root`: the project. */
export async function checkEditedFile(root: string, edited: EditedFile): Promise<string[]> {
  const problems = problemsOfEditedFile(root, edited);
  // A page the checks passed is compiled as the build compiles it (what only the MDX compiler finds).
  if (!problems.length && edited.file.endsWith('.mdx')) {
    try {
      await compile({ path: path.join(root, edited.file), cwd: root, value: edited.text }, mdxCompileOptions);
    } catch (error) {
      problems.push(mdxProblem(edited.file, error));
    }
  }
  return problems.map(formatProblem);
}

function problemsOfEditedFile(root: string, { file, text, uploads = [] }: EditedFile): Problem[] {
  const arriving = uploads.map((u) => /^\/?photos\/(.+)\.[a-z]+$/i.exec(u)?.[1]).filter((n): n is string => Boolean(n));
  return withArrivingPhotos(arriving, () => {
    if (/(^|\/)_meta\.ya?ml$/.test(file)) {
      const checked = checkYaml(file, text, sectionMetaSchema);
      return checked.ok ? [] : checked.problems;
    }
    if (/(^|\/)_[^/]+\.ya?ml$/.test(file)) {
      const checked = checkDataFile(file, text);
      return checked.ok ? [] : checked.problems;
    }
    // A page: everything the build checks in it, its text included (widgets, their props, facts, links).
    if (/^pages\/.+\.mdx$/.test(file)) return checkPageText(root, file, text);
    return [];
  });
}

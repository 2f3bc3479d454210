/**
 * The web editor's check before saving (dev server, `POST /admin/check`): the file as the editor
 * would write it goes through the build's own checks, so the editor refuses exactly what the build
 * refuses, in the build's words (src/admin/cms-formats.ts shows them and stops the save).
 */
import { checkDataFile } from '../content/data-schemas.node.ts';
import { checkYaml } from '../content/yaml-check.ts';
import { frontmatterSchema, sectionMetaSchema } from '../content/schema.ts';
import { splitFrontmatter } from '../content/pages.node.ts';
import { formatProblem, type Problem } from '../content/problem.ts';
import { withArrivingPhotos } from '../content/photos.node.ts';

export interface EditedFile {
  /** Project-relative, e.g. pages/_school.facts.yml. */
  file: string;
  /** The whole text the editor is about to write. */
  text: string;
  /** Photos saved with it (photos/staff/img-2041.jpg): they count as existing. */
  uploads?: string[];
}

/** Every mistake the build would report in this file (file:line: field: what to write), or none. */
export function checkEditedFile(edited: EditedFile): string[] {
  return problemsOfEditedFile(edited).map(formatProblem);
}

function problemsOfEditedFile({ file, text, uploads = [] }: EditedFile): Problem[] {
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
    if (file.endsWith('.mdx')) {
      const { yaml } = splitFrontmatter(text);
      if (yaml === null) return [{ file, line: 1, message: 'the page needs its settings block (title and description) between two --- lines at the top' }];
      const checked = checkYaml(file, yaml, frontmatterSchema, 1);
      return checked.ok ? [] : checked.problems;
    }
    return [];
  });
}

/**
 * Build time (node): the search's answers file (pages/_school.answers.yml, schema in
 * src/search/index/answers.data.ts), checked against the site as the content is read: each fact's answer links to
 * a page, which must exist (`npm run check` and the build say so before the search index is made).
 */
import type { AnswersFile } from '../../search/index/answers.data.ts';
import { didYouMean } from '../problems/edit-distance.ts';
import type { Problem } from '../problems/problem.ts';

export const ANSWERS_FILE = 'pages/_school.answers.yml';

/** A problem per fact whose `page` is no page of the site. */
export function checkAnswerPages(data: ReadonlyMap<string, unknown>, routes: ReadonlySet<string>, problems: Problem[]): void {
  const answers = data.get(ANSWERS_FILE) as AnswersFile | undefined;
  for (const [name, entry] of Object.entries(answers?.facts ?? {})) {
    if (!entry || routes.has(entry.page)) continue;
    const hint = didYouMean(entry.page, routes);
    problems.push({
      file: ANSWERS_FILE,
      field: `facts.${name}.page`,
      message: `no page at ${entry.page}`,
      hint: hint || 'write the address of the page that shows the fact, e.g. /admission/fees-and-payments',
    });
  }
}

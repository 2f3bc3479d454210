/**
 * Shows the school facts in a compiled page (src/content/facts/facts.ts's applyFacts). The content check
 * has already reported unknown names with file and line; this stops the compile too.
 * `factsOf`: the facts' texts for the project at a root (the build reads the facts file; the web
 * editor's check has them from the site's data).
 */
import type { Root } from 'mdast';
import { applyFacts } from '../content/facts/facts.ts';
import { formatProblem, type Problem } from '../content/problems/problem.ts';
import { projectPath } from './project-path.ts';

export function remarkFacts(factsOf: (root: string) => Record<string, string>) {
  return (tree: Root, file: { path?: string; cwd: string }) => {
    const problems: Problem[] = [];
    const where = projectPath(file) ?? 'page';
    applyFacts(tree, factsOf(file.cwd), (line, message) => problems.push({ file: where, ...(line ? { line } : {}), message }));
    if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  };
}

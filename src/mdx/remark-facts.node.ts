/**
 * Shows the school facts in a compiled page: `<Fact name="formFee" />` gets the value to print and
 * `$formFee` in text and widget props becomes the value (src/content/facts.node.ts). The content check
 * (loadSite) has already reported unknown names with file and line; this stops the compile too.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import { applyFacts, loadFactTexts } from '../content/facts.node.ts';
import { formatProblem, type Problem } from '../content/problem.ts';

export function remarkFacts() {
  return (tree: Root, file: { path?: string; cwd: string }) => {
    const problems: Problem[] = [];
    const where = file.path ? path.relative(file.cwd, file.path).split(path.sep).join('/') : 'page';
    applyFacts(tree, loadFactTexts(file.cwd), (line, message) => problems.push({ file: where, ...(line ? { line } : {}), message }));
    if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  };
}

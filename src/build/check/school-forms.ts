/**
 * The school's own forms in public/forms/ (its admission form, served instead of the one the build
 * makes from the facts): a form that states a naira amount the facts file no longer holds is a
 * mistake, named with the figure; a form whose text cannot be read, last changed before a fee in the
 * facts file was, is a warning (git's dates; none outside a checkout).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FACTS_FILE, loadFactTexts } from '../../content/facts/facts.node.ts';
import { moneyFactNames } from '../../content/facts/facts.data.ts';
import type { Problem } from '../../content/problems/problem.ts';
import { pdfTextLines } from './pdf-text.ts';

export const FORMS_DIR = 'public/forms';

/** The amounts a text states (₦10,000, N10,000, NGN 10,000), as digits ("10000"). */
const amountsIn = (text: string) =>
  [...text.matchAll(/(?:₦|NGN|\bN)\s?(\d{1,3}(?:,\d{3})+|\d{4,})\b/g)].map((m) => m[1].replace(/,/g, ''));

/** The date (year-month-day) of the last commit that touched `file`, or that changed a line matching `lines` in it. */
function lastCommit(root: string, file: string, lines?: string): string | undefined {
  try {
    const args = ['log', '-1', '--format=%cs', ...(lines ? ['-G', lines] : []), '--', file];
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined; // not a git checkout, or git is not installed
  }
}

export function schoolFormProblems(root: string): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const dir = path.join(root, FORMS_DIR);
  if (!fs.existsSync(dir)) return { problems, warnings };
  let texts: Record<string, string>;
  try {
    texts = loadFactTexts(root);
  } catch {
    return { problems, warnings }; // the facts file's own mistakes are reported with the data files
  }
  const money = moneyFactNames.filter((name) => texts[name]);
  const current = new Set(money.flatMap((name) => amountsIn(texts[name])));
  const inWords = money.map((name) => `${name} ${texts[name]}`).join(', ');
  const replace = `replace it with the school's form stating today's figures (${inWords}), or delete it and the site makes the admission form from ${FACTS_FILE}`;
  for (const name of fs.readdirSync(dir).filter((f) => f.toLowerCase().endsWith('.pdf')).sort()) {
    const file = `${FORMS_DIR}/${name}`;
    const lines = pdfTextLines(fs.readFileSync(path.join(dir, name)));
    if (lines) {
      const text = lines.join('\n');
      const stale = [...new Set(amountsIn(text))].filter((digits) => !current.has(digits));
      if (stale.length) {
        const figures = stale.map((d) => `N${Number(d).toLocaleString('en-US')}`).join(', ');
        problems.push({ file, message: `states ${figures}, which is no longer a fee in ${FACTS_FILE}`, hint: replace });
      }
      continue;
    }
    const pdfDate = lastCommit(root, file);
    const feeDate = lastCommit(root, FACTS_FILE, `^(${money.join('|')}):`);
    if (pdfDate && feeDate && pdfDate < feeDate)
      warnings.push({
        file,
        message: `last changed on ${pdfDate}, before a fee in ${FACTS_FILE} changed on ${feeDate}, and its text cannot be read to check its figures`,
        hint: `if it states a fee, ${replace}`,
      });
  }
  return { problems, warnings };
}

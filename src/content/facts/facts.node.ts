/**
 * Build time (node): the school facts file (pages/_school.facts.yml), read with its last correct
 * values kept. Where pages show them (`<Fact name="formFee" />`, `$formFee`) is src/content/facts/facts.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { factTexts } from '#site/index.ts';
import { readDataFile } from '../schemas/data-schemas.node.ts';
import type { SchoolFacts } from './facts.data.ts';
import { committedText } from '../reading/committed.node.ts';
import { FACTS_FILE } from './facts.ts';

export { applyFacts, expandFacts, FACT_WIDGET, FACTS_FILE, unknownFactMessage } from './facts.ts';

/** Per project root: the last correct reading of its facts file. */
const lastGood = new Map<string, { mtime: number; texts: Record<string, string> }>();

/**
 * Fact name → the text pages show. Without the file (a small test site) there are no facts, and any
 * fact a page names is unknown. A mistake in the file throws its own error (file, line or field),
 * unless this process read the file correctly before: the dev server then keeps showing the last
 * correct values (a mistake saved from the editor must not take every page down), or, when it never
 * did (the file was wrong when the process started), the values last committed if those are correct.
 * The content check reports the file's mistakes on its own (readDataFiles), so a build or
 * `npm run check` still fails.
 */
export function loadFactTexts(root: string): Record<string, string> {
  const file = path.join(root, FACTS_FILE);
  if (!fs.existsSync(file)) return {};
  const mtime = fs.statSync(file).mtimeMs;
  const kept = lastGood.get(root);
  if (kept?.mtime === mtime) return kept.texts;
  const read = (text: string) => {
    const texts = factTexts(readDataFile(FACTS_FILE, text) as SchoolFacts);
    lastGood.set(root, { mtime, texts });
    return texts;
  };
  try {
    return read(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (kept) return kept.texts;
    // Wrong since this process started: the file as last committed, when that is correct.
    const committed = committedText(root, FACTS_FILE);
    if (committed === undefined) throw error;
    try {
      return read(committed);
    } catch {
      throw error;
    }
  }
}

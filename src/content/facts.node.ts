/**
 * Build time (node): the school facts file (pages/_school.facts.yml) and the places pages show its
 * values. A page shows a fact with `<Fact name="formFee" />` in its text, or `$formFee` in its
 * frontmatter description and in a widget's text props (title="Over $boardingCapacity"), which
 * need no quotes or braces in YAML. Both are checked here: an unknown name is a content error
 * with the file, the line and the closest name. The same pass writes the values into the page's
 * tree, so the MDX compiler (src/mdx/remark-facts.node.ts) and the search index show the values.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { factTexts } from '../config/school-facts.ts';
import { readDataFile, type SchoolFacts } from './data-schemas.node.ts';
import { didYouMean } from './edit-distance.ts';
import { FACT_WIDGET, PLACEHOLDER } from './fact-syntax.ts';
import { committedText } from './committed.node.ts';

export const FACTS_FILE = 'pages/_school.facts.yml';
export { FACT_WIDGET };

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
  try {
    const texts = factTexts(readDataFile(FACTS_FILE, fs.readFileSync(file, 'utf8')) as SchoolFacts);
    lastGood.set(root, { mtime, texts });
    return texts;
  } catch (error) {
    if (kept) return kept.texts;
    // Wrong since this process started: the file as last committed, when that is correct.
    const committed = committedText(root, FACTS_FILE);
    if (committed === undefined) throw error;
    try {
      const texts = factTexts(readDataFile(FACTS_FILE, committed) as SchoolFacts);
      lastGood.set(root, { mtime, texts });
      return texts;
    } catch {
      throw error;
    }
  }
}

/** The message for a name that is not a fact: the closest names, or where the names are. */
export function unknownFactMessage(name: string, texts: Record<string, string>): string {
  const hint = didYouMean(name, Object.keys(texts)) || 'use a name written on the left in the file';
  return `unknown fact "${name}": ${hint} (the facts are in ${FACTS_FILE})`;
}

/** Replaces each `$name` in a text with the fact's value; reports names that are not facts. */
export function expandFacts(text: string, texts: Record<string, string>, report: (message: string) => void): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (name in texts) return texts[name];
    report(unknownFactMessage(name, texts));
    return whole;
  });
}

/**
 * Writes the facts into a page's tree: each `<Fact name>` gets its `value`, and `$name` in text
 * and in widgets' text props becomes the value. `report` gets each unknown name with its line.
 * Returns whether the page shows any fact (its "Last updated" then follows the facts file too).
 */
export function applyFacts(
  tree: Root,
  texts: Record<string, string>,
  report: (line: number | undefined, message: string) => void,
): boolean {
  let used = false;
  const expand = (text: string, line: number | undefined) => {
    const expanded = expandFacts(text, texts, (message) => report(line, message));
    if (expanded !== text) used = true;
    return expanded;
  };
  visit(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'text') {
      node.value = expand(node.value, line);
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    if (node.name === FACT_WIDGET) {
      const nameAttr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name');
      const name = nameAttr?.value;
      if (typeof name !== 'string') {
        report(line, `<Fact> needs the fact's name in quotes, e.g. <Fact name="formFee" /> (the facts are in ${FACTS_FILE})`);
        return;
      }
      if (!(name in texts)) {
        report(line, unknownFactMessage(name, texts));
        return;
      }
      node.attributes = node.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === 'value'));
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'value', value: texts[name] });
      used = true;
      return;
    }
    for (const attr of node.attributes) {
      if (attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string') attr.value = expand(attr.value, line);
    }
  });
  return used;
}

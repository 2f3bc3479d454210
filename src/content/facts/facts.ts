/**
 * The school facts as pages show them (pure: the build and the web editor's check): `<Fact name="formFee" />`
 * in a page's text, or `$formFee` in its description and in a widget's text props. An unknown name is a
 * content error with the file, the line and the closest name. The same pass writes the values into the
 * page's tree, so the MDX compiler (src/mdx/remark-facts.ts) and the search index show the values.
 */
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { didYouMean } from '../problems/edit-distance.ts';
import { FACT_WIDGET, PLACEHOLDER } from './fact-syntax.ts';
import type { PageSource } from '../reading/page-reading.ts';
import { at, type Problem } from '../problems/problem.ts';

export const FACTS_FILE = 'pages/_school.facts.yml';
export { FACT_WIDGET };

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

/** Writes the school facts into each page (its tree and its description) and reports every unknown fact name with its line. */
export function showFactsIn(sources: PageSource[], texts: Record<string, string>, problems: Problem[]): void {
  for (const source of sources) {
    const inText = applyFacts(source.tree, texts, (line, message) => problems.push({ ...at(source.file, line), message }));
    const description = source.info.description;
    source.info.description = expandFacts(description, texts, (message) => {
      problems.push({ ...at(source.file, source.lineOf?.(['description'])), field: 'description', message });
    });
    if (inText || source.info.description !== description) source.usesFacts = true;
  }
}

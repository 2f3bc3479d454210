/**
 * What a page uses, read from its MDX syntax tree (never from its raw text): the widgets it names and
 * the data files it imports (`import staff from './_academic.staff.yml'`), with the line of each import.
 * Its photos and links: referencesIn (source.node.ts); its facts: applyFacts (facts.node.ts).
 */
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';

/** The widgets a page names (<Quote>, <Card>…), in order: its JSX elements whose name starts with a capital. */
export function widgetsIn(tree: Root): string[] {
  const names = new Set<string>();
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && /^[A-Z]/.test(node.name))
      names.add(node.name);
  });
  return [...names];
}

export interface DataImport {
  /** The name the page gives it (`staff`). */
  name: string;
  /** The file as written (`./_academic.staff.yml`). */
  source: string;
  line?: number;
}

/** The YAML data files a page imports by default import, in order. */
export function dataImportsIn(tree: Root): DataImport[] {
  const out: DataImport[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      const source = statement.source.value;
      const local = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
      if (!local || !/\.ya?ml$/.test(source)) continue;
      out.push({ name: local, source, line: statement.loc?.start.line ?? node.position?.start.line });
    }
  }
  return out;
}

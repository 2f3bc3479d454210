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

/** The YAML data files a page imports by default import, in order: the name the page gives each (`staff`), the file as written, its line. */
export function dataImportsIn(tree: Root) {
  return tree.children.flatMap((node) =>
    node.type !== 'mdxjsEsm'
      ? []
      : (node.data?.estree?.body ?? []).flatMap((statement) => {
          if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') return [];
          const source = statement.source.value;
          const name = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
          if (!name || !/\.ya?ml$/.test(source)) return [];
          return [{ name, source, line: statement.loc?.start.line ?? node.position?.start.line }];
        }),
  );
}

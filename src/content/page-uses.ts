/**
 * What a page uses, read from its MDX syntax tree (never from its raw text): the data files it
 * imports (`import staff from './_academic.staff.yml'`), with the line of each import.
 */
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';

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

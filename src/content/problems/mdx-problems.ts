/**
 * What the check says about MDX a teacher wrote that cannot be read or would fail when shown: the
 * line, what went wrong, and what to type instead (\< and \{ for signs in text, the closing tag).
 */
import type { Problem } from './problem.ts';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';

/** What to do about the MDX mistakes a teacher makes most: a `<` or `{` typed as ordinary text. */
function mdxHint(reason: string): string {
  const unclosed = /Expected a closing tag for `<([A-Za-z]+)/.exec(reason);
  if (unclosed) return `; end it with </${unclosed[1]}> after its text (a widget without text inside ends with />)`;
  if (/before name|after `<`|start a name/.test(reason))
    return '; to write a < sign in text, type \\< (a tag must be a widget name such as <Callout>)';
  if (/expression|closing brace|`\{`/.test(reason)) return '; to write a { sign in text, type \\{';
  return '';
}

/** The message for MDX that cannot be parsed or compiled, with the line and column when known. */
export function mdxProblem(file: string, error: unknown): Problem {
  const e = error as {
    message: string;
    reason?: string;
    line?: number;
    column?: number;
    place?: { start?: { line: number; column: number } };
  };
  const reason = e.reason ?? e.message;
  // Some messages carry their place as a range (an unclosed tag: from its start to the end of the file).
  const inReason = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  const line = e.line ?? e.place?.start?.line ?? (inReason ? Number(inReason[1]) : undefined);
  const column = e.line ? e.column : (e.place?.start?.column ?? (inReason ? Number(inReason[2]) : undefined));
  return { file, ...(line ? { line, column } : {}), message: `the MDX cannot be read: ${reason}${mdxHint(reason)}` };
}

type Estree = { type: string; [key: string]: unknown };

/** The names an expression reads (not property names: `a.b` reads a, `{ b: 1 }` reads nothing). */
function namesRead(node: unknown, out: Set<string>, parent?: Estree, key?: string): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) namesRead(child, out, parent, key);
    return;
  }
  const n = node as Estree;
  if (n.type === 'Identifier') {
    const isProperty =
      (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
      (parent?.type === 'Property' && key === 'key' && !parent.computed);
    if (!isProperty) out.add(n.name as string);
    return;
  }
  for (const [k, value] of Object.entries(n)) if (k !== 'loc' && k !== 'range') namesRead(value, out, n, k);
}

/**
 * `{note}` typed in text: MDX reads it as code, and the page would fail when built ("note is not
 * defined"). Names a page imports (its data files) are fine, and so are MDX comments.
 */
export function unknownNamesInText(tree: Root): { line?: number; code: string; name: string }[] {
  const imported = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const m of node.value.matchAll(/import\s+([A-Za-z_$][\w$]*)/g)) imported.add(m[1]);
  }
  const found: { line?: number; code: string; name: string }[] = [];
  visit(tree, (node) => {
    if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return;
    const names = new Set<string>();
    namesRead((node.data?.estree as { body?: unknown } | undefined)?.body, names);
    const unknown = [...names].find((name) => !imported.has(name) && name !== 'undefined');
    if (unknown) found.push({ line: node.position?.start.line, code: `{${node.value}}`, name: unknown });
  });
  return found;
}

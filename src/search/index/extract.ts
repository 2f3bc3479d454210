/**
 * Build time (node): turns a page's Markdown tree into search sections. Every heading starts a
 * section whose anchor is the id rehype-slug gives it on the page (same slugger, same text, same
 * order, duplicates numbered), so a result can link to `/page#anchor`.
 */
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';

/** A part of a page: the text before the first heading (anchor '') or under one heading. */
export interface Section {
  /** The heading's id on the page ('' for the text before the first heading). */
  anchor: string;
  /** The heading's text ('' for the intro). */
  heading: string;
  /** Plain text of the section: paragraphs, lists, tables, text inside widgets. */
  text: string;
}

/**
 * Widget props whose string values are words a reader sees (not paths, icons or options): the
 * props the widget manifest marks as text (src/widgets/manifest.ts), handed in by the build.
 */
export type TextProps = ReadonlySet<string>;

/** Block-level nodes: their text is separated from the next by a space. */
const BLOCKS = new Set(['paragraph', 'listItem', 'tableCell', 'tableRow', 'blockquote', 'code', 'mdxJsxFlowElement', 'heading']);

type AnyNode = { type: string; value?: unknown; children?: AnyNode[]; attributes?: unknown[]; data?: { estree?: unknown } };

/** The text rehype-slug slugs: hast-util-to-string of the heading (text, code, expressions; no image alt). */
function headingText(node: AnyNode): string {
  if (node.children) return node.children.map(headingText).join('');
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'mdxTextExpression') return String(node.value ?? '');
  return '';
}

/** String values of sensible keys inside a JSX attribute expression, e.g. items={[{ title: 'Fees' }]}. */
function estreeStrings(node: unknown, textProps: TextProps, out: string[], key?: string): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) estreeStrings(child, textProps, out, key);
    return;
  }
  const n = node as Record<string, unknown> & { type?: string };
  if (n.type === 'Property') {
    const k = n.key as { name?: string; value?: unknown };
    estreeStrings(n.value, textProps, out, k.name ?? String(k.value));
    return;
  }
  if (n.type === 'Literal' && typeof n.value === 'string') {
    if (key !== undefined && textProps.has(key)) out.push(n.value);
    return;
  }
  for (const [k, value] of Object.entries(n)) {
    if (k !== 'loc' && k !== 'range' && k !== 'start' && k !== 'end') estreeStrings(value, textProps, out, key);
  }
}

/** Strings a widget shows from its props. */
function widgetStrings(node: AnyNode, textProps: TextProps): string[] {
  const out: string[] = [];
  for (const attr of (node.attributes ?? []) as { type: string; name?: string; value?: unknown }[]) {
    if (attr.type !== 'mdxJsxAttribute' || !attr.name) continue;
    if (typeof attr.value === 'string') {
      if (textProps.has(attr.name)) out.push(attr.value);
    } else if (attr.value && typeof attr.value === 'object') {
      // e.g. cards={[{ title: 'Fees', icon: 'chart' }]}: the title counts, the icon does not.
      const estree = (attr.value as AnyNode).data?.estree;
      if (estree) estreeStrings(estree, textProps, out, attr.name);
    }
  }
  return out;
}

/** The text a <Fact> shows: its `value` prop. */
function factValue(node: AnyNode): string {
  const value = (node.attributes as { name?: string; value?: unknown }[] | undefined)?.find((a) => a.name === 'value')?.value;
  return typeof value === 'string' ? value : '';
}

/** Splits a page into sections by heading, with rehype-slug's anchor ids. */
export function sectionsOf(tree: Root, textProps: TextProps): Section[] {
  const slugger = new GithubSlugger();
  const sections: Section[] = [{ anchor: '', heading: '', text: '' }];
  let parts: string[] = [];
  const flush = () => {
    const current = sections[sections.length - 1];
    // Inline pieces join as written ("**₦10,000**, paid" → "₦10,000, paid"); blocks add their own space.
    current.text = `${current.text} ${parts.join('')}`.replace(/\s+/g, ' ').trim();
    parts = [];
  };
  const walk = (node: AnyNode) => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'html':
        return;
      case 'heading': {
        flush();
        const heading = headingText(node);
        sections.push({ anchor: slugger.slug(heading), heading: heading.replace(/\s+/g, ' ').trim(), text: '' });
        return;
      }
      case 'text':
      case 'inlineCode':
        parts.push(String(node.value ?? ''));
        return;
      case 'image':
        return;
      case 'break':
        parts.push(' ');
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        // <Fact name="formFee" />: its value (written in by src/content/facts/facts.node.ts), as page text.
        if ((node as { name?: string }).name === 'Fact') {
          parts.push(factValue(node));
          return;
        }
        for (const text of widgetStrings(node, textProps)) parts.push(text, ' ');
        break;
    }
    for (const child of node.children ?? []) walk(child);
    if (BLOCKS.has(node.type)) parts.push(' ');
  };
  walk(tree as unknown as AnyNode);
  flush();
  return sections;
}

/**
 * A page's text drawn as the site draws it, for the editor's preview (src/admin/page-preview.ts):
 * the Markdown read to its syntax tree as the build reads it (remark-parse, remark-gfm, remark-mdx:
 * parts the content check in the browser already brings, not the MDX compiler's code generation),
 * the school facts and the cards' heading levels written in by the build's own passes, then each
 * node drawn with React: plain Markdown as the site's MDX components draw it, a widget by the site's
 * own component where it can run in the editor (PREVIEW_WIDGETS), any other as a labelled box.
 */
import type { ReactNode } from 'react';
import type { Nodes, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import { applyFacts } from '../content/facts/facts.ts';
import { roleOf } from '../content/problems/field-marks.ts';
import type { WidgetCatalog } from '../content/schemas/widget-catalog.ts';
import { remarkWidgetHeadingLevels, type HeadingRoles } from '../mdx/remark-widget-heading-levels.ts';
import { mdxComponents } from '#site/mdx-components.tsx';
import { layoutStyles as layout, PREVIEW_WIDGETS } from '#site/preview-widgets.ts';
import { WidgetBox } from './widget-box.tsx';

export interface PageViewSite {
  widgetCatalog: WidgetCatalog;
  headingRoles: HeadingRoles;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMdx);

/**
 * The page's text as a syntax tree with the facts' values and the cards' heading levels in, as the
 * build gives them to the page; throws where the text cannot be read (an unclosed `<Card`).
 */
export function pageTree(body: string, facts: Record<string, string>, site: PageViewSite): Root {
  const tree = parser.runSync(parser.parse(body)) as Root;
  // An unknown fact stays as written: the check before a save names it, with its line.
  applyFacts(tree, facts, () => undefined);
  remarkWidgetHeadingLevels(site.headingRoles)(tree);
  return tree;
}

/**
 * A prop's value as written: a text, `true` for a name alone, or the value in braces when it is a
 * plain literal (`{2}`, `{true}`, `{["a"]}`); anything else in braces (a data file's name) is left
 * out, as only the build can read it.
 */
function propValue(attribute: MdxJsxAttribute): unknown {
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  try {
    return JSON.parse(value.value) as unknown;
  } catch {
    return undefined;
  }
}

function propsOf(attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[]): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = propValue(attribute);
    if (value !== undefined) props[attribute.name] = value;
  }
  return props;
}

const A = mdxComponents.a as (props: { href?: string; title?: string; children?: ReactNode }) => ReactNode;
const Table = mdxComponents.table as (props: { children?: ReactNode }) => ReactNode;

function Widget({ node, site, children }: { node: MdxJsxFlowElement | MdxJsxTextElement; site: PageViewSite; children: ReactNode }) {
  const name = node.name ?? '';
  const props = propsOf(node.attributes);
  const Component = PREVIEW_WIDGETS[name];
  if (Component) return <Component {...props}>{children}</Component>;
  const manifest = site.widgetCatalog.get(name);
  // The props whose words a reader sees (marked `text` in the manifest), in the order written.
  const texts = Object.entries(props)
    .filter(([prop, value]) => typeof value === 'string' && manifest?.props[prop] && roleOf(manifest.props[prop])?.role === 'text')
    .map(([, value]) => value as string);
  return (
    <WidgetBox name={name} summary={manifest?.summary} texts={texts} inline={node.type === 'mdxJsxTextElement'}>
      {children}
    </WidgetBox>
  );
}

/** One node of the tree and what is inside it, as the page shows it. */
function Node({ node, site, inTight = false }: { node: Nodes; site: PageViewSite; inTight?: boolean }): ReactNode {
  const inside = (parent: { children: RootContent[] }, tight = false) =>
    parent.children.map((child, i) => <Node key={i} node={child} site={site} inTight={tight} />);
  switch (node.type) {
    case 'root':
      return inside(node);
    case 'paragraph':
      // A tight list's items hold their text without a paragraph of their own, as on the site.
      return inTight ? inside(node) : <p>{inside(node)}</p>;
    case 'heading': {
      const Tag = `h${node.depth}` as 'h2';
      return <Tag>{inside(node)}</Tag>;
    }
    case 'text':
      return node.value;
    case 'emphasis':
      return <em>{inside(node)}</em>;
    case 'strong':
      return <strong>{inside(node)}</strong>;
    case 'delete':
      return <del>{inside(node)}</del>;
    case 'inlineCode':
      return <code>{node.value}</code>;
    case 'code':
      return (
        <pre>
          <code>{node.value}</code>
        </pre>
      );
    case 'break':
      return <br />;
    case 'thematicBreak':
      return <hr />;
    case 'blockquote':
      return <blockquote>{inside(node)}</blockquote>;
    case 'list': {
      const items = node.children.map((item, i) => <li key={i}>{inside(item, !(node.spread || item.spread))}</li>);
      return node.ordered ? <ol start={node.start ?? undefined}>{items}</ol> : <ul>{items}</ul>;
    }
    case 'link':
      return (
        <A href={node.url} title={node.title ?? undefined}>
          {inside(node)}
        </A>
      );
    case 'image':
      return <img src={node.url} alt={node.alt ?? ''} />;
    case 'table': {
      const [head, ...rows] = node.children;
      const cells = (row: (typeof node.children)[number], Cell: 'th' | 'td') =>
        row.children.map((cell, i) => (
          <Cell key={i} style={node.align?.[i] ? { textAlign: node.align[i]! } : undefined}>
            {inside(cell)}
          </Cell>
        ));
      return (
        <Table>
          {head && (
            <thead>
              <tr>{cells(head, 'th')}</tr>
            </thead>
          )}
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>{cells(row, 'td')}</tr>
            ))}
          </tbody>
        </Table>
      );
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return (
        <Widget node={node} site={site}>
          {node.children.length ? inside(node as { children: RootContent[] }) : undefined}
        </Widget>
      );
    default:
      // Imports, `{…}` expressions, comments and raw HTML: nothing a parent reads.
      return null;
  }
}

/** The page as the site shows it: its title, then its text, in the site's page column. */
export function PageView({ title, tree, site }: { title: string; tree: Root; site: PageViewSite }) {
  return (
    <main className={layout.main}>
      <article className={layout.article}>
        {title && <h1>{title}</h1>}
        <Node node={tree} site={site} />
      </article>
    </main>
  );
}

/**
 * Checks every widget a page uses against the widget catalog (src/content/schemas/widget-catalog.ts):
 * the widget exists, each prop is one it takes, no required prop is missing, and each value
 * written as a literal is allowed. Values the build works out itself (`data={staff}` from an
 * imported data file, any other `{expression}`) cannot be checked here: a data file is checked
 * on its own, anything else is listed as a warning. Link and photo props come back as references,
 * checked with the page's Markdown links and images.
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { closestWords, didYouMean } from '../problems/edit-distance.ts';
import { dataKindOf } from './data-schemas.ts';
import { dataImportsIn } from '../reading/page-uses.ts';
import { propSpec, type PropSpec, type WidgetCatalog, type WidgetManifest } from './widget-catalog.ts';

export interface WidgetReference {
  kind: 'link' | 'file';
  value: string;
  line?: number;
}

export interface WidgetCheck {
  problems: { line?: number; message: string }[];
  warnings: { line?: number; message: string }[];
  references: WidgetReference[];
}

type Element = MdxJsxFlowElement | MdxJsxTextElement;
type Estree = { type: string; [key: string]: unknown };

/** What an attribute's value is, as far as the build can tell without running the page. */
type Value = { literal: true; value: unknown } | { literal: false; identifier?: string };

const NOT_LITERAL: Value = { literal: false };

/** The value of a plain JavaScript literal (numbers, strings, booleans, arrays and objects of them). */
function literalOf(node: Estree | undefined): Value {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal':
      return { literal: true, value: node.value };
    case 'Identifier':
      return node.name === 'undefined' ? { literal: true, value: undefined } : { literal: false, identifier: node.name as string };
    case 'UnaryExpression': {
      const inner = literalOf(node.argument as Estree);
      return node.operator === '-' && inner.literal && typeof inner.value === 'number'
        ? { literal: true, value: -inner.value }
        : NOT_LITERAL;
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as unknown[]).length === 0 ? { literal: true, value: quasis[0].value.cooked } : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const items = (node.elements as Estree[]).map(literalOf);
      return items.every((i) => i.literal) ? { literal: true, value: items.map((i) => (i as { value: unknown }).value) } : NOT_LITERAL;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties as Estree[]) {
        const key = property.key as Estree | undefined;
        if (property.type !== 'Property' || property.computed || !key) return NOT_LITERAL;
        const value = literalOf(property.value as Estree);
        if (!value.literal) return NOT_LITERAL;
        out[(key.name ?? key.value) as string] = value.value;
      }
      return { literal: true, value: out };
    }
    default:
      return NOT_LITERAL;
  }
}

function valueOf(attr: MdxJsxAttribute): Value {
  if (attr.value === null || attr.value === undefined) return { literal: true, value: true };
  if (typeof attr.value === 'string') return { literal: true, value: attr.value };
  const program = attr.value.data?.estree as { body?: { type: string; expression?: Estree }[] } | undefined;
  const statement = program?.body?.[0];
  return statement?.type === 'ExpressionStatement' ? literalOf(statement.expression) : NOT_LITERAL;
}

const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** Why a literal value is not allowed, in words a teacher can act on. */
export function valueProblem(prop: string, spec: PropSpec, value: unknown): string | null {
  const result = spec.schema.safeParse(value);
  if (result.success) return null;
  const found = `found ${show(value)}`;
  if (typeof value === 'string') {
    // columns="3", autoSlide="false": right value, written as text.
    const unquoted = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value === 'true' ? true : value === 'false' ? false : undefined;
    if (unquoted !== undefined && spec.schema.safeParse(unquoted).success) {
      return `${found} in quotes; write ${typeof unquoted === 'number' ? 'a number' : 'true or false'} without quotes: ${prop}={${value}}`;
    }
  }
  if (spec.choices) {
    const hint = typeof value === 'string' ? didYouMean(value, spec.choices.map(String)) : '';
    const kind = spec.role === 'icon' ? 'icon names' : 'allowed values';
    return `${found}; ${hint ? `${hint} ` : ''}the ${kind} are: ${spec.choices.join(', ')}`;
  }
  const message = result.error.issues[0]?.message ?? 'not allowed';
  if (typeof value !== 'string' && /expected string/i.test(message)) return `${found}; write text in quotes: ${prop}="…"`;
  return `${found}: ${message}`;
}

function checkAttribute(
  name: string,
  widget: WidgetManifest,
  attr: MdxJsxAttribute,
  imports: Map<string, string>,
  line: number | undefined,
  check: WidgetCheck,
): void {
  const at = `<${name}> prop "${attr.name}"`;
  const schema = widget.props[attr.name] as WidgetManifest['props'][string] | undefined;
  if (!schema) {
    const known = Object.keys(widget.props);
    const hint = didYouMean(attr.name, known);
    const takes = known.length ? `<${name}> takes: ${known.join(', ')}` : `<${name}> takes no props`;
    check.problems.push({ line, message: `<${name}>: unknown prop "${attr.name}"; ${hint ? `${hint} ` : ''}${takes}` });
    return;
  }
  const spec = propSpec(schema);
  const value = valueOf(attr);
  if (!value.literal) {
    const file = value.identifier ? imports.get(value.identifier) : undefined;
    if (spec.role === 'data' && file) {
      if (dataKindOf(file) !== spec.dataKind)
        check.problems.push({
          line,
          message: `${at}: "${file}" is not a ${spec.dataKind} file; give it a _<name>.${spec.dataKind}.yml data file`,
        });
      return;
    }
    if (spec.role === 'data' && value.identifier) {
      check.problems.push({
        line,
        message: `${at}: "${value.identifier}" is not imported; add at the top of the page: import ${value.identifier} from './_<name>.${spec.dataKind}.yml'`,
      });
      return;
    }
    check.warnings.push({ line, message: `${at}: the value {…} is worked out when the page is built, so the build cannot check it here` });
    return;
  }
  if (spec.role === 'data') return; // Inline data: the widget's own types check it (rare; data files are the rule).
  const problem = valueProblem(attr.name, spec, value.value);
  if (problem) {
    check.problems.push({ line, message: `${at}: ${problem}` });
    return;
  }
  if (typeof value.value !== 'string') return;
  if (spec.role === 'link') check.references.push({ kind: 'link', value: value.value, line });
  if (spec.role === 'photo') check.references.push({ kind: 'file', value: value.value, line });
}

function checkElement(element: Element, catalog: WidgetCatalog, imports: Map<string, string>, check: WidgetCheck): void {
  const line = element.position?.start.line;
  const name = element.name!;
  const widget = catalog.get(name);
  if (!widget) {
    const hint = didYouMean(name, catalog.keys(), (w) => `<${w}>`);
    check.problems.push({
      line,
      message: `unknown widget <${name}>; ${hint || `the widgets are: ${[...catalog.keys()].sort().join(', ')}`}`,
    });
    return;
  }
  const given = new Set<string>();
  for (const attr of element.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      check.warnings.push({
        line,
        message: `<${name}>: the props in {…} are worked out when the page is built, so the build cannot check them here`,
      });
      continue;
    }
    given.add(attr.name);
    // A misspelt prop is said once, as unknown with the name it meant: that prop is not also "missing".
    if (!(attr.name in widget.props)) for (const meant of closestWords(attr.name, Object.keys(widget.props))) given.add(meant);
    checkAttribute(name, widget, attr, imports, line, check);
  }
  for (const [prop, schema] of Object.entries(widget.props)) {
    const spec = propSpec(schema);
    if (!spec.required || given.has(prop)) continue;
    const what = spec.description ? ` (${spec.description.replace(/\.$/, '')})` : '';
    check.problems.push({
      line,
      message: `<${name}>: prop "${prop}" is missing${what}; write it like ${prop}=${spec.role === 'data' ? '{…}' : '"…"'}`,
    });
  }
  for (const group of widget.needsOneOf ?? []) {
    if (!group.some((prop) => given.has(prop)))
      check.problems.push({ line, message: `<${name}>: give one of ${group.map((p) => `"${p}"`).join(' or ')}` });
  }
}

/** Checks every widget in a page's tree. Elements with a lower-case name are HTML, not widgets. */
export function checkWidgets(tree: Root, catalog: WidgetCatalog): WidgetCheck {
  const check: WidgetCheck = { problems: [], warnings: [], references: [] };
  const imports = new Map(dataImportsIn(tree).map((d) => [d.name, d.source]));
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    if (node.name && /^[A-Z]/.test(node.name)) checkElement(node, catalog, imports, check);
  });
  return check;
}

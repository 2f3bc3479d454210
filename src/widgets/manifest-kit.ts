/**
 * The building blocks of a widget's manifest (`src/widgets/<Widget>/manifest.ts`): a zod schema
 * of its props, with what each prop means to the build (text for search, link, photo, icon, data
 * file), its heading role and, for an interactive widget, when its island wakes.
 * Build time only: manifests are never imported by browser code.
 */
import { z } from 'zod';
import { iconNames } from '../ui/icon-names.ts';
import type { PropRole, WidgetPropSpec, WidgetSpec } from '../content/widget-catalog.ts';

/**
 * When an island's code loads: 'load' at once (it must look different as soon as it is seen: the gallery),
 * 'visible' when it is scrolled near, 'idle' once the page has loaded and the browser has nothing else to do,
 * 'interaction' at the visitor's first press, tap or focus inside it (its HTML works until then).
 * Its props must be plain data (JSON): they travel to the browser in the page.
 */
export type HydrateOn = 'load' | 'visible' | 'idle' | 'interaction';

/**
 * An island that waits for the visitor wakes at load instead when the visitor has something kept
 * for it in the browser (`stored`: a localStorage key) or the address asks something of it (`query`:
 * a query parameter, or several separated by spaces).
 */
export interface WakeAtLoad {
  stored?: string;
  query?: string;
}

interface RoleMeta {
  role: PropRole;
  dataKind?: string;
}

const withRole = <T extends z.ZodType>(schema: T, meta: RoleMeta): T => schema.meta({ ...meta }) as T;

/** Words a reader sees: indexed by the site search. */
export const text = () => withRole(z.string().min(1, 'is empty'), { role: 'text' });
/** A link: a page of this site (/admission/fees), a full https:// URL, mailto: or tel:. */
export const link = () => withRole(z.string().regex(/^(\/|https?:\/\/|mailto:|tel:|#)/, 'must start with "/" (a page of this site) or "https://"'), { role: 'link' });
/** A photo from photos/ by name without extension ("boarding/room"), or a file under public/. */
export const photo = () => withRole(z.string().min(1, 'is empty'), { role: 'photo' });
/** One of the icon names (CONTENT.md lists them). */
export const icon = () => withRole(z.enum(iconNames), { role: 'icon' });
/** A data file the page imports (`import staff from './_academic.staff.yml'`), of this kind. */
export const dataFile = (kind: string) => withRole(z.unknown(), { role: 'data', dataKind: kind });
/** Set by the build from the page's headings; an author may set it (2-6). */
export const headingLevel = () => withRole(z.union([z.literal([2, 3, 4, 5, 6]), z.literal(['2', '3', '4', '5', '6'])]), { role: 'headingLevel' });
/** Set by the build: the page the widget is on. */
export const pagePath = () => withRole(z.string(), { role: 'pagePath' });
/** Plain text that is not indexed (button texts, labels for screen readers…). */
export const plain = () => z.string().min(1, 'is empty');

/** The props every home-page section takes (src/ui/HomeSection): the home page's section widgets share them. */
export const sectionProps = {
  title: text().describe('The section heading (an h2).'),
  subtitle: text().optional().describe('A line under the heading.'),
  tone: z.enum(['plain', 'alt']).optional().describe('alt: a tinted background.'),
  href: link().optional().describe('A link under the section.'),
  linkText: plain().optional().describe('The text of that link.'),
};

export interface WidgetDefinition {
  /** The component's module, from the project root; it exports the widget under its MDX name. */
  module: string;
  /** One line for CONTENT.md. */
  summary: string;
  /** Every prop an author may write; children are not listed. */
  props: z.ZodRawShape;
  needsOneOf?: readonly (readonly string[])[];
  heading?: 'card' | 'section';
  /** Only for an interactive widget: when its island hydrates. Every other widget ships no code. */
  hydrate?: HydrateOn;
  wakeAtLoadIf?: WakeAtLoad;
}

/** A manifest: the widgets of one folder, by their MDX names. */
export type WidgetManifest = Readonly<Record<string, WidgetDefinition>>;

export const defineWidgets = <T extends WidgetManifest>(widgets: T): T => widgets;

type Def = { type: string; innerType?: z.ZodType; entries?: Record<string, string>; values?: unknown[]; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema inside optional(), default() and the like, where the role and the choices are. */
function innermost(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let def = defOf(current); def.innerType; def = defOf(current)) current = def.innerType;
  return current;
}

function choicesOf(schema: z.ZodType): (string | number)[] | undefined {
  const def = defOf(schema);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def.type === 'literal' && def.values) return def.values as (string | number)[];
  if (def.type === 'union' && def.options) {
    const all = def.options.map(choicesOf);
    return all.every(Boolean) ? [...new Set(all.flat() as (string | number)[])] : undefined;
  }
  return undefined;
}

/** What the content checks need of one prop (src/content/widget-catalog.ts). */
export function propSpec(schema: z.ZodType): WidgetPropSpec {
  const inner = innermost(schema);
  const meta = inner.meta() as RoleMeta | undefined;
  const choices = choicesOf(inner);
  return {
    schema,
    required: !schema.safeParse(undefined).success,
    ...(meta?.role ? { role: meta.role } : {}),
    ...(meta?.dataKind ? { dataKind: meta.dataKind } : {}),
    ...(choices ? { choices } : {}),
    ...(schema.description ? { description: schema.description } : {}),
  };
}

/** A manifest entry as the content checks see it. */
export function widgetSpec(name: string, definition: WidgetDefinition): WidgetSpec {
  return {
    name,
    module: definition.module,
    summary: definition.summary,
    props: Object.fromEntries(Object.entries(definition.props).map(([prop, schema]) => [prop, propSpec(schema as z.ZodType)])),
    ...(definition.needsOneOf ? { needsOneOf: definition.needsOneOf } : {}),
    ...(definition.heading ? { heading: definition.heading } : {}),
  };
}

/** What a prop takes, in a teacher's words, for CONTENT.md's widget reference. */
export function describeProp(spec: WidgetPropSpec): string {
  const inner = innermost(spec.schema);
  const type = defOf(inner).type;
  switch (spec.role) {
    case 'text': return 'text';
    case 'link': return 'a link: a page such as /admission/fees, or https://…';
    case 'photo': return 'a photo name from photos/ (e.g. boarding/room)';
    case 'icon': return 'an icon name';
    case 'data': return `a \`_<name>.${spec.dataKind}.yml\` data file the page imports`;
    case 'headingLevel': return 'set by the build';
    case 'pagePath': return 'set by the build';
  }
  if (spec.choices) return `one of ${spec.choices.map((c) => (typeof c === 'number' ? `{${c}}` : `"${c}"`)).join(', ')}`;
  if (type === 'boolean') return 'true or false (the name alone means true)';
  if (type === 'number') return 'a number, in braces: {5000}';
  return 'text';
}

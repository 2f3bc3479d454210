/**
 * The building blocks of a widget's manifest (`src/widgets/<Widget>/manifest.ts`): a zod schema
 * of its props, with what each prop means to the build (text for search, link, photo, icon, data
 * file), its heading role and, for an interactive widget, when its island wakes.
 * Build time only: manifests are never imported by browser code.
 */
import type { ReactNode } from 'react';
import { z } from 'zod';
import { iconNames } from '#site/index.ts';
import { defOf, innermost, marked as withRole } from '../problems/field-marks.ts';
import type { PropSpec, WidgetManifest } from './widget-catalog.ts';

/** Words a reader sees: indexed by the site search. */
export const text = () => withRole(z.string().min(1, 'is empty'), { role: 'text' });
/** A link: a page of this site (/admission/fees), a full https:// URL, mailto: or tel:. */
export const link = () =>
  withRole(z.string().regex(/^(\/|https?:\/\/|mailto:|tel:|#)/, 'must start with "/" (a page of this site) or "https://"'), {
    role: 'link',
  });
/** A photo from photos/ by name without extension ("boarding/room"), or a file under public/. */
export const photo = () => withRole(z.string().min(1, 'is empty'), { role: 'photo' });
/** One of the icon names (CONTENT.md lists them). */
export const icon = () => withRole(z.enum(iconNames), { role: 'icon' });
/**
 * A data file the page imports (`import staff from './_academic.staff.yml'`), of this kind: `T` is
 * what its schema gives (`dataFile<StaffFile>('staff')`, from the kind's `staff.data.ts`).
 */
export const dataFile = <T>(kind: string) => withRole(z.custom<T>(), { role: 'data', dataKind: kind });
/** Set by the build from the page's headings; an author may set it (2-6). */
export const headingLevel = () =>
  withRole(z.union([z.literal([2, 3, 4, 5, 6]), z.literal(['2', '3', '4', '5', '6'])]), { role: 'headingLevel' });
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

/** A folder's manifest.ts: its widgets by their MDX names. */
export const defineWidgets = <T extends Readonly<Record<string, WidgetManifest>>>(widgets: T): T => widgets;

/**
 * The props of widget `N` of a folder's manifest as its component takes them, inferred from the
 * schema so they are declared once: `WidgetProps<typeof widgets, 'Quote'>` (a type-only import of
 * manifest.ts: no zod reaches the browser). Children are not props of the schema.
 */
export type WidgetProps<M extends Readonly<Record<string, WidgetManifest>>, N extends keyof M> = z.output<z.ZodObject<M[N]['props']>> & {
  children?: ReactNode;
};

/** What a prop takes, in a teacher's words, for CONTENT.md's widget reference. */
export function describeProp(spec: PropSpec): string {
  const inner = innermost(spec.schema);
  const type = defOf(inner).type;
  switch (spec.role) {
    case 'text':
      return 'text';
    case 'link':
      return 'a link: a page such as /admission/fees, or https://…';
    case 'photo':
      return 'a photo name from photos/ (e.g. boarding/room)';
    case 'icon':
      return 'an icon name';
    case 'data':
      return `a \`_<name>.${spec.dataKind}.yml\` data file the page imports`;
    case 'headingLevel':
    case 'pagePath':
      return 'set by the build';
  }
  if (spec.choices) return `one of ${spec.choices.map((c) => (typeof c === 'number' ? `{${c}}` : `"${c}"`)).join(', ')}`;
  if (type === 'boolean') return 'true or false (the name alone means true)';
  if (type === 'number') return 'a number, in braces: {5000}';
  return 'text';
}

/**
 * What the content checks know about the widgets pages may use: their MDX names and props.
 * Types only: the catalog itself is built from the widget manifest (src/widgets/manifest.ts) and
 * handed in by the build (src/build/site-model.ts), so the content layer imports no widget code.
 */
import type { ZodType } from 'zod';

import type { PropRole } from './field-marks.ts';

export type { PropRole };

export interface WidgetPropSpec {
  /** Checks a literal value as the author wrote it (a string, or the value of `{…}`). */
  schema: ZodType;
  required: boolean;
  role?: PropRole;
  /** For a `data` prop: the kind of data file it reads (`_<name>.<kind>.yml`). */
  dataKind?: string;
  /** The values allowed, when they are a fixed list (for messages and CONTENT.md). */
  choices?: readonly (string | number)[];
  /** One line for CONTENT.md's reference. */
  description?: string;
}

export interface WidgetSpec {
  /** The name written in MDX: <Card>. */
  name: string;
  /** Its module, from the project root. */
  module: string;
  /** One line for CONTENT.md's reference. */
  summary: string;
  props: Readonly<Record<string, WidgetPropSpec>>;
  /** Props of which at least one must be given (e.g. an action card's href or portal). */
  needsOneOf?: readonly (readonly string[])[];
  /** Its title is a heading: `card` takes the level below the nearest heading, `section` is an h2. */
  heading?: 'card' | 'section';
}

export type WidgetCatalog = ReadonlyMap<string, WidgetSpec>;

/**
 * A widget's manifest: what the build knows of a widget pages may use. Each is written beside its
 * widget (src/widgets/<Folder>/manifest.ts) and the catalog of them is handed in by the build
 * (src/build/site-model.ts), so the content layer imports no widget code.
 */
import type { z } from 'zod';
import { defOf, innermost, roleOf, type PropRole } from '../problems/field-marks.ts';

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

/** One widget's manifest (its component is its folder's `<Folder>.tsx`). */
export interface WidgetManifest {
  /** One line for CONTENT.md. */
  summary: string;
  /** Every prop an author may write, as a zod schema with its mark (field-marks.ts); children are not listed. */
  props: Record<string, z.ZodType>;
  /** Props of which at least one must be given (e.g. an action card's href or portal). */
  needsOneOf?: readonly (readonly string[])[];
  /** Its title is a heading: `card` takes the level below the nearest heading, `section` is an h2. */
  heading?: 'card' | 'section';
  /** Only for an interactive widget: when its island hydrates. Every other widget ships no code. */
  hydrate?: HydrateOn;
  wakeAtLoadIf?: WakeAtLoad;
}

/** Every widget pages may use, by its MDX name (<Card>). */
export type WidgetCatalog = ReadonlyMap<string, WidgetManifest>;

/** What the checks and CONTENT.md read of one prop's schema. */
export interface PropSpec {
  /** Checks a literal value as the author wrote it (a string, or the value of `{…}`). */
  schema: z.ZodType;
  required: boolean;
  role?: PropRole;
  /** For a `data` prop: the kind of data file it reads (`_<name>.<kind>.yml`). */
  dataKind?: string;
  /** The values allowed, when they are a fixed list (for messages and CONTENT.md). */
  choices?: readonly (string | number)[];
  /** One line for CONTENT.md's reference. */
  description?: string;
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

export function propSpec(schema: z.ZodType): PropSpec {
  const meta = roleOf(schema);
  const choices = choicesOf(innermost(schema));
  return {
    schema,
    required: !schema.safeParse(undefined).success,
    ...meta,
    ...(choices ? { choices } : {}),
    ...(schema.description ? { description: schema.description } : {}),
  };
}

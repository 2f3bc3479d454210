/**
 * What a field's value means to the build, marked once on its schema (data files, frontmatter, widget
 * props) and read by everything that needs it: the CSP's img-src (photos given by URL), the checks,
 * the search (text) and the web editor (photo uploads, where z.toJSONSchema carries the mark as `role`).
 */
import type { z } from 'zod';

/** Words a reader sees (indexed for search), a link, a photo (photos/, public/ or a URL), an icon name. */
export type FieldMark = 'text' | 'link' | 'photo' | 'icon';

/**
 * A widget prop's role: a field mark, a data file the page imports, or a value the build sets itself
 * (`headingLevel`, `pagePath`).
 */
export type PropRole = FieldMark | 'data' | 'headingLevel' | 'pagePath';

export type RoleMeta = {
  role: PropRole;
  dataKind?: string;
  /** For a choice among fixed values: the words each value is shown with (`pta-meeting` → "PTA meeting"). */
  choiceWords?: Readonly<Record<string, string>>;
};

/** The schema with its role: `marked(z.string(), { role: 'photo' })`. */
export const marked = <T extends z.ZodType>(schema: T, meta: RoleMeta): T => schema.meta({ ...meta }) as T;

export type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  left?: z.ZodType;
  schema?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
};
/** A schema's zod definition (its kind and parts). */
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: z.ZodType) => schema.meta() as Partial<RoleMeta> | undefined;

/** The schema inside optional(), default(), pipes and the like, stopping at the first that carries a role. */
export function innermost(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let def = defOf(current); !metaOf(current)?.role && (def.innerType ?? def.in); def = defOf(current)) {
    current = (def.innerType ?? def.in)!;
  }
  return current;
}

/** The role marked on a schema (through optional() and the like), if any. */
export function roleOf(schema: z.ZodType): RoleMeta | undefined {
  const meta = metaOf(innermost(schema));
  return meta?.role ? { role: meta.role, ...(meta.dataKind ? { dataKind: meta.dataKind } : {}) } : undefined;
}

/** Every value in `data` whose field in `schema` is marked `mark` (walks objects, lists and unions alongside the data). */
export function markedValues(schema: z.ZodType, data: unknown, mark: FieldMark): unknown[] {
  const out: unknown[] = [];
  const walk = (s: z.ZodType, value: unknown) => {
    const inner = innermost(s);
    if (metaOf(inner)?.role === mark) {
      out.push(value);
      return;
    }
    const def = defOf(inner);
    if (def.shape && value && typeof value === 'object') {
      for (const [key, field] of Object.entries(def.shape)) walk(field, (value as Record<string, unknown>)[key]);
    } else if (def.element && Array.isArray(value)) {
      for (const item of value) walk(def.element, item);
    } else if (def.options) {
      for (const option of def.options) walk(option, value);
    }
  };
  walk(schema, data);
  return out;
}

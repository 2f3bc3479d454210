/**
 * The widgets' manifests and the data kinds, for the content check in the browser (site-check.ts),
 * found as the build finds them. In a module of their own because Vite puts a glob's imports at the
 * top of the module that holds it: here they come after site-check.ts's first import, which must
 * run before any schema is made (zod-without-eval.ts).
 */
import type { z } from 'zod';
import { setDataKinds } from '../content/schemas/data-schemas.ts';
import type { WidgetManifest } from '../content/schemas/widget-catalog.ts';
import { catalogFrom } from '../content/schemas/manifest-catalog.ts';

// The widgets' manifests, found as src/widgets/manifest.ts finds them (by their folder's manifest.ts).
const found = import.meta.glob<Readonly<Record<string, WidgetManifest>>>('../widgets/*/manifest.ts', { eager: true, import: 'default' });
export const { widgetCatalog, headingRoles, pagePathWidgets } = catalogFrom(
  Object.fromEntries(Object.entries(found).map(([file, manifest]) => [file.replace('../widgets/', './'), manifest])),
);

// The data kinds, found as src/content/schemas/data-schemas.node.ts finds them (each `<kind>.data.ts`).
setDataKinds(import.meta.glob<z.ZodType>(['../*/*.data.ts', '../*/*/*.data.ts'], { eager: true, import: 'default' }));

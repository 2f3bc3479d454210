/**
 * The widgets MDX pages may use without importing them: name → module, and, for the interactive
 * ones, when their island hydrates in the browser. All of it is derived from the widget manifest
 * (src/widgets/manifest.ts, one manifest.ts beside each widget): nothing here is listed by hand.
 * The build adds the import of each widget a page uses, so editors never write imports.
 */
export type { HydrateOn, WakeAtLoad } from './manifest-kit.ts';
export { islands, wakeAtLoadIf, widgetModules, widgetNames } from './manifest.ts';

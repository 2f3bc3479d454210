/**
 * What the build and the web editor's check know of the widgets, derived from the folders'
 * manifests (pure: src/widgets/manifest.ts finds and checks the folders on disk; the web editor's
 * check finds the same manifests with Vite's glob, src/admin/site-check.ts).
 */
import { roleOf } from '../problems/field-marks.ts';
import type { HydrateOn, WakeAtLoad, WidgetCatalog, WidgetManifest } from './widget-catalog.ts';

/** Each folder's manifest by its path ("./Callout/manifest.ts"). */
export type FolderManifests = Record<string, Readonly<Record<string, WidgetManifest>>>;

export function catalogFrom(manifests: FolderManifests) {
  /** Every widget by MDX name, with the module it comes from (`src/widgets/<Folder>/<Folder>.tsx`). */
  const entries = Object.entries(manifests).flatMap(([file, widgets]) => {
    const folder = file.split('/')[1];
    return Object.entries(widgets).map(
      ([name, manifest]) => [name, { ...manifest, module: `src/widgets/${folder}/${folder}.tsx` }] as const,
    );
  });

  /** What the content checks know of each widget (src/content/schemas/widget-props.ts), handed in by src/build/site-model.ts. */
  const widgetCatalog: WidgetCatalog = new Map(entries);

  /** Each widget's module, from the project root: the build imports what a page uses. */
  const widgetModules: Readonly<Record<string, string>> = Object.fromEntries(entries.map(([name, d]) => [name, d.module]));

  /** The interactive widgets and when each hydrates; every other widget ships no code. */
  const islands: Readonly<Record<string, HydrateOn>> = Object.fromEntries(
    entries.flatMap(([name, d]) => (d.hydrate ? [[name, d.hydrate]] : [])),
  );

  /** Islands that wake at load when the visitor has something kept for them (see WakeAtLoad). */
  const wakeAtLoadIf: Readonly<Record<string, WakeAtLoad>> = Object.fromEntries(
    entries.flatMap(([name, d]) => (d.wakeAtLoadIf ? [[name, d.wakeAtLoadIf]] : [])),
  );

  /** Widgets whose title takes the level below the nearest heading, and those whose title is an h2. */
  const headingRoles = {
    card: new Set(entries.filter(([, d]) => d.heading === 'card').map(([name]) => name)),
    section: new Set(entries.filter(([, d]) => d.heading === 'section').map(([name]) => name)),
  };

  /** Props whose words a reader sees: the search indexes them (src/search/index/extract.ts). */
  const searchTextProps: ReadonlySet<string> = new Set(
    entries.flatMap(([, d]) =>
      Object.entries(d.props)
        .filter(([, schema]) => roleOf(schema)?.role === 'text')
        .map(([prop]) => prop),
    ),
  );

  /** Widgets that are told which page they are on (a `pagePath` prop the build sets). */
  const pagePathWidgets: ReadonlySet<string> = new Set(
    entries.filter(([, d]) => Object.values(d.props).some((schema) => roleOf(schema)?.role === 'pagePath')).map(([name]) => name),
  );
  return { widgetCatalog, widgetModules, islands, wakeAtLoadIf, headingRoles, searchTextProps, pagePathWidgets };
}

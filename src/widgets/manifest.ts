/**
 * Every widget pages may use, by its MDX name: a widget is its folder, `src/widgets/<Folder>/` with
 * `<Folder>.tsx` (the component, exporting each widget under its MDX name) and `manifest.ts` (its
 * props as a zod schema, heading role and, for an island, when it wakes). Folders are found by their
 * `manifest.ts`; nothing lists them. The checks, the search's text props, the islands, the heading
 * levels and CONTENT.md's reference are derived from here. Build time only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HydrateOn, WakeAtLoad, WidgetManifest } from '../content/schemas/widget-catalog.ts';
import { catalogFrom, type FolderManifests } from '../content/schemas/manifest-catalog.ts';
import { exportThroughVite } from '../content/reading/runner-import.node.ts';

export type { HydrateOn, WakeAtLoad };

/**
 * Each folder's manifest by its path. Vite's glob finds them where Vite transforms this file (the
 * build's plugins at run time, tests, `npm run check`); a config file Vite bundles has no glob, so
 * there this file is loaded once more through Vite's module runner, where it has.
 */
async function folderManifests(): Promise<FolderManifests> {
  try {
    return import.meta.glob<Readonly<Record<string, WidgetManifest>>>('./*/manifest.ts', { eager: true, import: 'default' });
  } catch {
    return exportThroughVite<FolderManifests>(import.meta.url, 'manifests');
  }
}

export const manifests = await folderManifests();

const WIDGETS_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * What breaks the rules of a widget folder, one line per folder: no manifest.ts, no component named
 * after the folder, or a widget the component does not export under its MDX name.
 */
export function folderProblems(dir: string, found: FolderManifests): string[] {
  const problems: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = entry.name;
    const where = `src/widgets/${folder}/`;
    const component = path.join(dir, folder, `${folder}.tsx`);
    const manifest = found[`./${folder}/manifest.ts`];
    if (!manifest)
      problems.push(`${where}: no manifest.ts; a widget folder holds ${folder}.tsx and manifest.ts (src/content/schemas/manifest-kit.ts)`);
    else if (!fs.existsSync(component)) problems.push(`${where}: no ${folder}.tsx; the component of a widget folder is named after it`);
    else {
      const code = fs.readFileSync(component, 'utf8');
      const missing = Object.keys(manifest).filter(
        (name) => !new RegExp(`export (?:(?:function|const) |\\{[^}]*\\b)${name}\\b`).test(code),
      );
      if (missing.length)
        problems.push(`${where}: ${folder}.tsx does not export ${missing.map((n) => `"${n}"`).join(', ')} named in manifest.ts`);
    }
  }
  return problems;
}

const problems = folderProblems(WIDGETS_DIR, manifests);
if (problems.length) throw new Error(`Widget folders that break the rules (${problems.length}):\n${problems.join('\n')}`);

export const { widgetCatalog, widgetModules, islands, wakeAtLoadIf, headingRoles, searchTextProps, pagePathWidgets } =
  catalogFrom(manifests);

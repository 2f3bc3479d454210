/**
 * The Vite plugin behind the islands (interactive widgets hydrated on their own):
 * - `virtual:island/<Name>`: the widget wrapped for prerendering as an island (src/islands/island.tsx);
 *   pages import interactive widgets from here (see widgetImportsFor in site-plugin.ts);
 * - `virtual:island-loaders`: for the browser, a lazy import of each interactive widget's module;
 * - `virtual:islands-assets`: for the document, the URLs of the boot script and the one stylesheet,
 *   read from the islands build's manifest (`npm run build` builds the islands first,
 *   vite.islands.config.ts), or the source files in the dev server.
 * All three are derived from the widget registry (src/widgets/registry.ts): nothing is listed twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { islands, wakeAtLoadIf, widgetModules } from '../widgets/manifest.ts';

const ISLAND_PREFIX = 'virtual:island/';
const LOADERS_ID = 'virtual:island-loaders';
const ASSETS_ID = 'virtual:islands-assets';

/** Where the islands build writes; the page build reads its manifest. */
export const ISLANDS_OUT_DIR = 'build-islands';
export const ISLANDS_ENTRIES = { styles: 'src/islands/styles.ts', boot: 'src/islands/boot.ts' };

export interface IslandsAssets {
  boot: string;
  stylesheet: string | null;
}

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** The boot script and stylesheet of a finished islands build. */
export function islandsAssets(root: string): IslandsAssets {
  const manifestFile = path.join(root, ISLANDS_OUT_DIR, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build the islands first (npm run build does).`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const boot = manifest[ISLANDS_ENTRIES.boot];
  const css = Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]);
  if (!boot) throw new Error(`${manifestFile} has no entry for ${ISLANDS_ENTRIES.boot}`);
  if (new Set(css).size !== 1) throw new Error(`The islands build should make exactly one stylesheet, found: ${[...new Set(css)].join(', ') || 'none'}`);
  return { boot: `/${boot.file}`, stylesheet: `/${css[0]}` };
}

export function islandsPlugin(): Plugin {
  let root = process.cwd();
  let dev = false;
  return {
    name: 'site-islands',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      dev = config.command === 'serve';
    },
    resolveId(id) {
      if (id.startsWith(ISLAND_PREFIX) || id === LOADERS_ID || id === ASSETS_ID) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const virtualId = id.slice(1);
      if (virtualId.startsWith(ISLAND_PREFIX)) {
        const name = virtualId.slice(ISLAND_PREFIX.length);
        const hydrateOn = islands[name];
        if (!hydrateOn) throw new Error(`${name} is not an interactive widget (src/widgets/registry.ts)`);
        return [
          `import { ${name} as Widget } from ${JSON.stringify(`/${widgetModules[name]}`)};`,
          `import { island } from "/src/islands/island.tsx";`,
          `export const ${name} = island(${JSON.stringify(name)}, Widget, ${JSON.stringify(hydrateOn)}, ${JSON.stringify(wakeAtLoadIf[name] ?? {})});`,
        ].join('\n');
      }
      if (virtualId === LOADERS_ID) {
        const entries = Object.keys(islands).map(
          (name) => `  ${name}: () => import(${JSON.stringify(`/${widgetModules[name]}`)}).then((m) => m.${name}),`,
        );
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (virtualId === ASSETS_ID) {
        const assets: IslandsAssets = dev ? { boot: `/${ISLANDS_ENTRIES.boot}`, stylesheet: null } : islandsAssets(root);
        return `export default ${JSON.stringify(assets)};`;
      }
      return undefined;
    },
  };
}

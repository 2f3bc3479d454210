/**
 * The Vite plugin behind the islands (interactive widgets hydrated on their own):
 * - makes the build's `client` environment the browser code of the site and nothing else: its
 *   entries are the boot script and the stylesheet;
 * - `virtual:island/<Name>`: the widget wrapped for prerendering as an island (src/islands/island.tsx);
 *   pages import interactive widgets from here (see widgetImportsFor in src/build/page-module.ts);
 * - `virtual:island-loaders`: for the browser, a lazy import of each interactive widget's module;
 * - `virtual:islands-assets`: for the document, the URLs of the boot script and the one stylesheet
 *   (in a build, the files the `client` environment wrote: it is built before the prerenderer, in
 *   the same process; in the dev server, the source files, after Vite's client), and the inline
 *   scripts that fetch the boot script (src/build/generate/early-script.ts).
 * The dev server serves pages as the build writes them (islands hydrate on their own, never the
 * whole page): any change reloads the open page, prerendered again.
 * All three are derived from the widgets' manifests (src/widgets/manifest.ts): nothing is listed twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EnvironmentOptions, Plugin, Rolldown, ViteDevServer } from 'vite';
import { islands, wakeAtLoadIf, widgetModules } from '#site/widgets.ts';
import { earlyScripts } from '../generate/early-script.ts';
import { engineEntry, engineImport } from '../site-root.mjs';

const ISLAND_PREFIX = 'virtual:island/';
const LOADERS_ID = 'virtual:island-loaders';
const ASSETS_ID = 'virtual:islands-assets';

/**
 * The browser code's entries:
 * - `boot`: the small script every page loads (src/islands/boot.ts); it fetches React and an
 *   island's widget only on pages that have one, when the island needs it;
 * - `styles`: the site's one stylesheet (src/islands/styles.ts); widgets' CSS goes inline in the
 *   pages that show them (src/build/plugins/page-styles-plugin.ts).
 */
export const ISLANDS_ENTRIES = { styles: engineEntry('src/islands/styles.ts'), boot: engineEntry('src/islands/boot.ts') };

export interface IslandsAssets {
  boot: string;
  stylesheet: string | null;
  /** Module scripts the dev server needs before the boot script starts (none in a build). */
  devScripts: string[];
  /** The inline script that fetches the boot script, for a page without islands and with them. */
  early: { plain: string; islands: string };
}

/** What the browser build wrote: the assets but the inline scripts. */
type BuiltFiles = Omit<IslandsAssets, 'early'>;

/** Vite's client (the author's mistakes shown over the page) and the reload a change sends (dev-reload.ts). */
const DEV_SCRIPTS = ['/@vite/client', '/src/islands/dev-reload.ts'];

/**
 * The boot script and stylesheet of the browser code's bundle. The stylesheet entry's own script is
 * taken out of the bundle (no page loads it), unless another file imports from it.
 */
export function islandsAssets(bundle: Rolldown.OutputBundle): BuiltFiles {
  const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
  const [boot, styles] = ['boot', 'styles'].map((name) => entries.find((file) => file.name === name));
  const css = Object.keys(bundle).filter((fileName) => fileName.endsWith('.css'));
  if (!boot) throw new Error(`The browser build has no entry for ${ISLANDS_ENTRIES.boot}`);
  if (css.length !== 1) throw new Error(`The browser build should make exactly one stylesheet, found: ${css.join(', ') || 'none'}`);
  const imported = (name: string) => Object.values(bundle).some((f) => f.type === 'chunk' && [...f.imports, ...f.dynamicImports].includes(name));
  if (styles && !imported(styles.fileName)) delete bundle[styles.fileName];
  return { boot: `/${boot.fileName}`, stylesheet: `/${css[0]}`, devScripts: [] };
}

/** The `client` environment's build: the islands' entries, one stylesheet, React in one shared file. */
function browserBuild(options: EnvironmentOptions): void {
  const build = (options.build ??= {});
  const rolldownOptions = (build.rolldownOptions ??= {});
  rolldownOptions.input = ISLANDS_ENTRIES;
  rolldownOptions.output = {
    codeSplitting: {
      // React and the helpers islands share (photos, icons) in one file: every island page
      // needs them, and one file compresses better and costs one request instead of seven.
      // Nothing of it is used without React (the search is framework-free). With them, the React
      // side of waking an island (hydrate-root.ts), so the first island costs one request for
      // React, not two in a row. Not hydrate.ts: the group takes a module's imports too, and its
      // lazy loaders bring the preload helper the boot script needs (it would then load React on every page).
      groups: [
        {
          name: 'react',
          test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]ui[\\/](Picture[\\/]|SvgIcon|icon-paths|useHydrated|ContactDetails)|[\\/]src[\\/]islands[\\/]hydrate-root\.ts$/,
        },
      ],
    },
  };
  // One stylesheet for the whole site (widgets' CSS aside): one request, cached for every later page.
  build.cssCodeSplit = false;
  // No module preloading: a page without islands then loads the boot script alone.
  build.modulePreload = false;
}

export function islandsPlugin(): Plugin {
  let server: ViteDevServer | undefined;
  /** The change the open tab was last reloaded for (HotUpdateOptions.timestamp: one per change, every environment). */
  let reloadedAt = -1;
  /** What the `client` environment wrote, for the prerenderer built after it. */
  let built: BuiltFiles | undefined;
  return {
    name: 'site-islands',
    enforce: 'pre',
    // One instance for every environment of a build, so the prerenderer sees what the browser build wrote.
    sharedDuringBuild: true,
    configEnvironment(name, options, env) {
      if (env.command === 'build' && name === 'client') browserBuild(options);
    },
    configureServer(devServer) {
      server = devServer;
    },
    // The page in the browser is prerendered HTML with islands: a change to anything it shows is
    // seen by prerendering it again. Earlier hooks add the site's modules a save made stale
    // (src/build/plugins/site-plugin.ts, routes-plugin.ts). Vite has invalidated the changed modules
    // and, up to the server entry, what imports them: the prerenderer's module runner loads those
    // again (only those) at the next page; a reload sent to it would evaluate every module again.
    // The browser's are loaded again with the page: one reload per change, though both environments
    // had modules for it. (Not warmed up here: the runner asks again only for modules without a
    // transform result, so a warmed-up page would be served as it was.)
    hotUpdate: {
      order: 'post',
      handler({ modules, timestamp }) {
        if (modules.length === 0 || !server) return undefined;
        if (reloadedAt !== timestamp) server.environments.client.hot.send('site:reload');
        reloadedAt = timestamp;
        return [];
      },
    },
    generateBundle: {
      // After Vite has added the one stylesheet to the bundle.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name === 'client') built = islandsAssets(bundle);
      },
    },
    resolveId(id) {
      if (id.startsWith(ISLAND_PREFIX) || id === LOADERS_ID || id === ASSETS_ID) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:')) return undefined;
      const virtualId = id.slice(1);
      if (virtualId.startsWith(ISLAND_PREFIX)) {
        const name = virtualId.slice(ISLAND_PREFIX.length);
        const hydrateOn = islands[name];
        if (!hydrateOn) throw new Error(`${name} is not an interactive widget (its manifest.ts has no hydrate)`);
        // A widget folder's prerender-props.ts: defaults taken from the site at prerender, sent as props (src/islands/island.tsx).
        const prerenderProps = path.posix.join(path.posix.dirname(`/${widgetModules[name]}`), 'prerender-props.ts');
        const hasPrerenderProps = fs.existsSync(path.join(this.environment.config.root, prerenderProps));
        return [
          `import { ${name} as Widget } from ${JSON.stringify(`/${widgetModules[name]}`)};`,
          `import { island } from ${JSON.stringify(engineImport('src/islands/island.tsx'))};`,
          hasPrerenderProps ? `import prerenderProps from ${JSON.stringify(prerenderProps)};` : 'const prerenderProps = {};',
          `export const ${name} = island(${JSON.stringify(name)}, Widget, ${JSON.stringify(hydrateOn)}, ${JSON.stringify(wakeAtLoadIf[name] ?? {})}, prerenderProps);`,
        ].join('\n');
      }
      if (virtualId === LOADERS_ID) {
        const entries = Object.keys(islands).map(
          (name) => `  ${name}: () => import(${JSON.stringify(`/${widgetModules[name]}`)}).then((m) => m.${name}),`,
        );
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (virtualId === ASSETS_ID) {
        const files: BuiltFiles | undefined = this.environment.config.command === 'serve' ? { boot: engineImport('src/islands/boot.ts'), stylesheet: null, devScripts: DEV_SCRIPTS } : built;
        if (!files) throw new Error('The prerenderer was built before the browser code (src/build/steps.ts builds the client first)');
        const { plain, islands: withIslands } = await earlyScripts();
        const assets: IslandsAssets = { ...files, early: { plain: plain.code, islands: withIslands.code } };
        return `export default ${JSON.stringify(assets)};`;
      }
      return undefined;
    },
  };
}

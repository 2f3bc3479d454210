/**
 * The Vite plugin that turns pages/ into site data:
 * - `virtual:site-content`: page titles, menus, breadcrumbs and redirects (small, no page bodies);
 * - `virtual:page-history`: each information page's file and last change (src/build/generate/page-history.ts),
 *   for "Edit this page" and "Last updated" (read by the layout only, so it never reaches islands);
 * - adds the imports of the widgets a page uses, so editors never write imports;
 * - loads `_*.yml` data files beside pages, validated by their schema;
 * - in dev, makes each of them again when a save in pages/ changed its source, and only then (routes-plugin.ts:
 *   the route table, for a page added or removed).
 */
import path from 'node:path';
import { isRunnableDevEnvironment, type DevEnvironment, type EnvironmentModuleNode, type Plugin, type ViteDevServer } from 'vite';
import { ContentError, type SiteReading } from '../../content/reading/source.node.ts';
import { PAGES_DIR } from '../../content/reading/pages.node.ts';
import type { Problem } from '../../content/problems/problem.ts';
import { inspectSite, warningsText } from '../site-model.ts';
import { checkSite } from '../check/check-site.ts';
import { readDataFile } from '../../content/schemas/data-schemas.node.ts';
import { SYNONYMS_FILE } from '../../search/index/synonyms.node.ts';
import { pageHistory } from '../generate/page-history.ts';
import { forgetGitDates } from '../generate/git-dates.ts';
import { FACTS_FILE } from '../../content/facts/facts.node.ts';
import { noteChanged, watchFilesUnder } from '../../content/reading/watched-files.node.ts';
import { contentForDevServer, dataForDevServer, pageTextForDevServer } from '../check/author-notices.ts';
import { pageModuleText } from '../page-module.ts';

const VIRTUAL_ID = 'virtual:site-content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const HISTORY_ID = 'virtual:page-history';
const RESOLVED_HISTORY_ID = `\0${HISTORY_ID}`;
const SITE_MODULES = [RESOLVED_ID, RESOLVED_HISTORY_ID];

/**
 * In the dev server, a page with a mistake and no earlier text without one (the server started
 * with it) becomes a page that fails when shown, with the author's messages for it: the error
 * screen shows them (src/app/document.tsx), and every other page keeps working (a module that failed
 * to compile would stop the dev server's whole server bundle). No stack: it is not the code that is wrong.
 */
function authorMistakesPage(problems: readonly Problem[]): string {
  return `{(() => { throw Object.assign(new Error(${JSON.stringify(new ContentError([...problems]).message)}), { stack: '' }); })()}\n`;
}

/** Where the dev server's prerenderer finds the site modules' values (see handOver): one per process. */
const HANDOVER = 'site-pages: site modules';
const DEV_CODE_START = 'export default JSON.parse(';
const DEV_CODE_END = ');';
function handoverOfSiteModules(): Map<string, string> {
  const global = globalThis as unknown as Record<symbol, Map<string, string> | undefined>;
  return (global[Symbol.for(HANDOVER)] ??= new Map());
}

/** Readings whose warnings were printed: both environments of a build, and the dev server, read the same site. */
const warned = new WeakSet<object>();

/** Prints what the build allowed but could not check, once per reading of the site. */
function printWarningsOnce(root: string): void {
  const reading = inspectSite(root);
  if (warned.has(reading) || reading.warnings.length === 0) return;
  warned.add(reading);
  console.warn(warningsText(reading.warnings));
}

export function sitePlugin(): Plugin {
  let root = process.cwd();
  /** "<environment> <file>": files whose mistake the open tab was last told of (see hotUpdate). */
  const withNotice = new Set<string>();
  let server: ViteDevServer | undefined;
  const pagesDir = () => path.join(root, PAGES_DIR);
  const isInPages = (file: string) => file.startsWith(pagesDir() + path.sep);
  /** The source of a site module (`virtual:site-content`, `virtual:page-history`), as the site reads now. */
  const siteModule = (id: string, reading = inspectSite(root)) => {
    const value =
      id === RESOLVED_ID ? (server ? contentForDevServer(root, reading) : reading.loaded.content) : pageHistory(root, reading.loaded.sources);
    // In the dev server, one string: at 1,000 posts the module is ~0.3 MB, which as an object literal
    // Vite's SSR transform parsed and mapped token by token (~0.2 s at every save that changed it).
    return server ? `${DEV_CODE_START}${JSON.stringify(JSON.stringify(value))}${DEV_CODE_END}` : `export default ${JSON.stringify(value)};`;
  };
  /**
   * The dev server's prerenderer runs in this process (a runnable environment): it is handed the
   * module's value instead of its code, so the module it evaluates is one line, which Vite need
   * not transform and map, nor Node read a source map of, at every save that changed the value.
   */
  const handedOver = handoverOfSiteModules();
  const handOver = (id: string, code: string) => {
    handedOver.set(id, code.slice(DEV_CODE_START.length, -DEV_CODE_END.length));
    return `export default JSON.parse(JSON.parse(globalThis[Symbol.for(${JSON.stringify(HANDOVER)})].get(${JSON.stringify(id)})));`;
  };
  /**
   * The site modules by reading: made once for both bundles of a build, and for both environments of
   * the dev server (each compares them at every save), which read the same site.
   */
  const built = new WeakMap<SiteReading, Map<string, string>>();
  const siteModuleOf = (id: string, reading = inspectSite(root)) => {
    const made = built.get(reading) ?? new Map<string, string>();
    built.set(reading, made);
    if (!made.has(id)) made.set(id, siteModule(id, reading));
    return made.get(id)!;
  };
  /** "<environment> <id>": the source of each site module the dev server loaded, until it is invalidated. */
  const loaded = new Map<string, string>();
  /**
   * The site modules of an environment that a change made stale, invalidated: each only when its
   * source changed (most saves change a page's text alone), as an invalidation makes the prerenderer
   * evaluate again every module that imports it (the layout, the document). A module not loaded since
   * its last invalidation has nothing to make again.
   */
  const staleSiteModules = (environment: DevEnvironment, reading: SiteReading, ids: readonly string[]): EnvironmentModuleNode[] =>
    ids.flatMap((id) => {
      const key = `${environment.name} ${id}`;
      const before = loaded.get(key);
      const mod = environment.moduleGraph.getModuleById(id);
      if (!mod || before === undefined || before === siteModuleOf(id, reading)) return [];
      loaded.delete(key);
      environment.moduleGraph.invalidateModule(mod);
      return [mod];
    });
  /** The author's mistakes in one file (project-relative), as the site reads now. */
  const mistakesOf = (relative: string, reading = inspectSite(root)) => reading.problems.filter((p) => p.file === relative);

  return {
    name: 'site-pages',
    // The build's first step (src/build/steps.ts) checks the site through the plugin, so that the
    // bundles reuse that one reading of pages/ (this module's, src/content/reading/source.node.ts keeps it).
    api: { checkSite },
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    configureServer(devServer) {
      // A page added to or removed from pages/: src/build/plugins/routes-plugin.ts reads the routes again.
      server = devServer;
      // Each change is reported (watchChange, before any hotUpdate): readings of the site trust the watcher, not the disk.
      // Only a server that watches (npm start): `vitest run` starts one without a watcher (server.watch null),
      // whose readings would trust changes no one reports, and read every page afresh instead of the kept readings.
      if (devServer.config.server.watch !== null) watchFilesUnder(root);
    },
    watchChange(id) {
      if (server) noteChanged(id);
    },
    resolveId(id) {
      return [VIRTUAL_ID, HISTORY_ID].includes(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!SITE_MODULES.includes(id)) return undefined;
      printWarningsOnce(root);
      // Every page that passed its checks: in the dev server a page with a mistake shows the mistake
      // (see transform) while the rest of the site keeps working; a build has stopped before this.
      // No watch files: a save reaches hotUpdate, which makes a module again only when its source changed.
      const code = siteModuleOf(id);
      if (!server) return code;
      loaded.set(`${this.environment.name} ${id}`, code);
      return isRunnableDevEnvironment(this.environment) ? handOver(id, code) : code;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (file.endsWith('.mdx')) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        let text = code;
        if (server) {
          // A page with a mistake shows its last text without one, its notice above it (author-notices.ts).
          const mistakes = mistakesOf(relative);
          const shown = pageTextForDevServer(relative, code, mistakes);
          if (shown === undefined) return { code: authorMistakesPage(mistakes), map: null };
          text = shown;
        }
        return { code: pageModuleText(text, relative), map: null };
      }
      if (/\.ya?ml$/.test(file) && isInPages(file)) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        let data: unknown;
        if (server) {
          data = dataForDevServer(root, relative, code);
        } else {
          try {
            data = readDataFile(relative, code);
          } catch (error) {
            throw Object.assign(new Error((error as Error).message), { stack: '' });
          }
        }
        return { code: `export default ${JSON.stringify(data)};`, map: null };
      }
      return undefined;
    },
    hotUpdate({ file, modules, type }) {
      if (!server) return;
      const synonyms = file === path.join(root, SYNONYMS_FILE);
      if (!isInPages(file) && !synonyms) return;
      // A page added or removed may have been committed meanwhile: its history is read again.
      if (type !== 'update') forgetGitDates();
      const reading = inspectSite(root);
      // The site modules the change made stale join the modules Vite found, so that the tab is reloaded
      // when only they changed (src/build/plugins/islands-plugin.ts reloads it once per change).
      const changed = synonyms ? [] : staleSiteModules(this.environment, reading, SITE_MODULES);
      const relative = path.relative(root, file).split(path.sep).join('/');
      const graph = this.environment.moduleGraph;
      const mistakes = mistakesOf(relative, reading);
      // Said in the terminal too: someone running `npm start` sees it there.
      if (mistakes.length && this.environment.name === 'client') server.config.logger.warn(new ContentError([...mistakes]).message);
      if (/\/_[^/]+\.ya?ml$/.test(relative) && !relative.endsWith('/_meta.yml')) {
        // A data file, right or wrong: the pages show its last correct reading and, while it has a
        // mistake, the message above their text (src/build/check/author-notices.ts), never Vite's error box.
        // The pages that show it are made again and the tab reloaded, so a fix clears the message at once.
        const stale =
          file === path.join(root, FACTS_FILE)
            ? // Every page may show a fact (the values are compiled into the pages): recompile them all.
              [...graph.idToModuleMap.values()].filter((mod) => mod.id?.split('?')[0].endsWith('.mdx'))
            : modules.flatMap((mod) => [...mod.importers]);
        for (const mod of stale) graph.invalidateModule(mod);
        return [...modules, ...stale, ...changed];
      }
      // A page or a menu group (_meta.yml), with a mistake or just fixed: the page shows its last
      // correct text and the notice above it (src/build/check/author-notices.ts), never Vite's error box.
      // The open tab is reloaded so it shows the notice at once (a page that looked saved but was
      // not is how teachers lose work), and again at the fix so the notice goes.
      const key = `${this.environment.name} ${relative}`;
      if (mistakes.length || withNotice.has(key)) {
        if (mistakes.length) withNotice.add(key);
        else withNotice.delete(key);
        for (const mod of modules) graph.invalidateModule(mod);
      }
      return [...modules, ...changed];
    },
  };
}

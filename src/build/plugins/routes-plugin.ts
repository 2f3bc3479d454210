/**
 * The route table, owned by the site model (src/build/site-model.ts: its one kept reading of pages/), and the dev
 * server's pages:
 * - `virtual:routes`: React Router route objects (react-router's data routers), read by
 *   src/app/server.tsx: the error screen at the root, the layout, every page of pages/ (lazily
 *   imported: one chunk each), the generated pages (sections' overviews, the News list's pages),
 *   the alternative breadcrumb paths, and '*' (the 404 page); with `paths`, every page's address;
 * - in the dev server, a page added to or removed from pages/ makes the routes and the site's modules
 *   again and reloads the open tab (no restart), and every other request the dev server does not answer
 *   itself is rendered by the same function as the build's pages, through the `ssr` environment.
 */
import path from 'node:path';
import { isRunnableDevEnvironment, type Connect, type EnvironmentModuleNode, type Plugin, type ViteDevServer } from 'vite';
import { OVERVIEW_ROUTE } from '../../content/listings/section-overviews.ts';
import { NEWS_LIST_ROUTE } from '../../content/listings/news-listings.ts';
import { engineEntry, engineImport } from '../site-root.mjs';
import { PAGES_DIR, routePathFor, type SiteReading } from '../../content/reading/source.node.ts';
import { inspectSite } from '../site-model.ts';
import { isWidgetCss } from './page-styles-plugin.ts';

const ROUTES_ID = 'virtual:routes';
const RESOLVED_ROUTES_ID = `\0${ROUTES_ID}`;
/** The server entry: the route table and render(url) (src/app/server.tsx). */
export const SERVER_ENTRY = engineEntry('src/app/server.tsx');

/**
 * The module of `virtual:routes` for the site of `root`, as its files are now. `dev`: for the dev
 * server, each page imported by its address at run time, so that Vite's module graph has no import
 * of it from here: a page saved then makes only its own module stale, not this one (a dynamic
 * import's importer is made again, 1,000 routes and all) and, through it, the server entry.
 */
export function routesModule(root: string, { dev = false } = {}): string {
  const reading = inspectSite(root);
  const key = dev ? 'dev' : 'build';
  const made = routesMade.get(reading) ?? {};
  routesMade.set(reading, made);
  return (made[key] ??= routesModuleOf(reading, dev));
}

/** The route table made from a reading, for the dev server and the build: each environment compares it at every save. */
const routesMade = new WeakMap<SiteReading, { dev?: string; build?: string }>();

/** A route's module as the routes module imports it: a generated page type's is the engine's, a page's the site's. */
const moduleAddress = (file: string) => (file === OVERVIEW_ROUTE || file === NEWS_LIST_ROUTE ? engineImport(file) : `/${file}`);

function routesModuleOf({ loaded, failedPages }: SiteReading, dev: boolean): string {
  const site = { sources: loaded.sources, redirects: loaded.content.redirects, failedPages };
  // A page with a mistake keeps its route: the dev server then shows the author's message on it (its
  // module fails when shown, src/build/plugins/site-plugin.ts) while every other page works. (A build stops
  // before this on any mistake.)
  const sources = [
    ...site.sources,
    ...site.failedPages.map((file) => ({ file, info: { path: routePathFor(file.slice(PAGES_DIR.length + 1)) } })),
  ];
  // Generated pages share a module each (an overview, a News list page): the path makes the id.
  // A page file rendered at more than one address (a gallery's later pages, src/content/listings/gallery-listings.ts) too.
  const ids = sources.map(({ file, info }, i) =>
    file === OVERVIEW_ROUTE || file === NEWS_LIST_ROUTE || sources.findIndex((s) => s.file === file) !== i ? `${file}#${info.path}` : file,
  );
  const pages = sources.map(({ file, info }, i) => {
    const id = ids[i];
    const where = info.path === '/' ? 'index: true' : `path: ${JSON.stringify(info.path.slice(1))}`;
    const address = JSON.stringify(moduleAddress(file));
    return `    { id: ${JSON.stringify(id)}, ${where}, lazy: page(() => ${dev ? `importByAddress(${address})` : `import(${address})`}) },`;
  });
  const modules: [string, string][] = [
    ['root', engineImport('src/app/document.tsx')],
    ['layout', engineImport('src/app/routes/site-layout.tsx')],
    ['not-found', engineImport('src/app/routes/not-found.tsx')],
    ...sources.map(({ file }, i): [string, string] => [ids[i], moduleAddress(file)]),
    ...Object.keys(site.redirects).map((from): [string, string] => [`redirect${from}`, engineImport('src/app/routes/redirect.tsx')]),
  ];
  const redirects = Object.keys(site.redirects).map(
    (from) => `    { id: ${JSON.stringify(`redirect${from}`)}, path: ${JSON.stringify(from.slice(1))}, ...redirect },`,
  );
  return [
    `import { ErrorBoundary } from ${JSON.stringify(engineImport('src/app/document.tsx'))};`,
    `import SiteLayout, { meta as layoutMeta } from ${JSON.stringify(engineImport('src/app/routes/site-layout.tsx'))};`,
    `import * as redirectModule from ${JSON.stringify(engineImport('src/app/routes/redirect.tsx'))};`,
    `import * as notFound from ${JSON.stringify(engineImport('src/app/routes/not-found.tsx'))};`,
    'const page = (load) => () => load().then((m) => ({ Component: m.default, handle: m.handle }));',
    ...(dev ? ['const importByAddress = (address) => import(/* @vite-ignore */ address);'] : []),
    'const redirect = { Component: redirectModule.default, handle: { meta: redirectModule.meta } };',
    `export const paths = ${JSON.stringify(sources.map((s) => s.info.path))};`,
    // Alternative breadcrumb paths and their pages: a build writes the page itself at each (src/build/steps.ts).
    `export const aliases = ${JSON.stringify(site.redirects)};`,
    // Each route's module, for the dev server's CSS (src/build/plugins/routes-plugin.ts devStyles).
    `export const modules = ${JSON.stringify(Object.fromEntries(modules))};`,
    'export default [{ id: "root", ErrorBoundary, children: [',
    '  { id: "layout", Component: SiteLayout, handle: { meta: layoutMeta }, children: [',
    ...pages,
    ...redirects,
    '  ] },',
    '  { id: "not-found", path: "*", Component: notFound.default, handle: { ...notFound.handle, meta: notFound.meta } },',
    '] }];',
  ].join('\n');
}

/** Every request the dev server does not answer otherwise: the page, rendered as the build writes it. */
function renderPages(server: ViteDevServer): Connect.NextHandleFunction {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost');
      const ssr = server.environments.ssr;
      if (!isRunnableDevEnvironment(ssr)) throw new Error('The dev server\'s ssr environment cannot run modules');
      const { render } = (await ssr.runner.import(engineImport('src/app/server.tsx'))) as typeof import('../../app/server.tsx');
      const { status, html } = await render(url.href, { styles: (modules) => devStyles(server, modules) });
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    } catch (error) {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      next(error);
    }
  };
}

/**
 * The CSS of a page in the dev server, each file's text as Vite serves it (`?direct`): every CSS file
 * the given modules (the document and the page's modules) import, directly or not. The build puts the
 * same CSS into the site's stylesheet and the page (src/build/plugins/page-styles-plugin.ts). Inline,
 * so that a page reloaded after a save is shown as soon as it arrives: linked, its ~20 files were
 * asked for again at every reload, and the page waited for them (Vite keeps each file's text until it changes).
 */
async function devStyles(server: ViteDevServer, modules: string[]): Promise<string[]> {
  const graph = server.environments.ssr.moduleGraph;
  const seen = new Set<string>();
  const css: EnvironmentModuleNode[] = [];
  const visit = (url: string) => {
    const mod = graph.urlToModuleMap.get(url);
    if (!mod?.id || seen.has(mod.id) || mod.id.includes('/node_modules/') || mod.id.startsWith('\0virtual:routes')) return;
    seen.add(mod.id);
    if (/\.css$/.test(mod.id)) css.push(mod);
    for (const next of mod.importedModules) if (next.url) visit(next.url);
  };
  for (const url of modules) visit(url);
  // As the build orders them: the site's stylesheet, then the page's widgets' CSS, by file.
  const widget = (mod: EnvironmentModuleNode) => isWidgetCss(mod.id!, server.config.root);
  const ordered = [...css.filter((mod) => !widget(mod)), ...css.filter(widget).sort((a, b) => a.id!.localeCompare(b.id!))];
  const client = server.environments.client;
  return Promise.all(ordered.map(async (mod) => (await client.transformRequest(`${mod.url}${mod.url.includes('?') ? '&' : '?'}direct`))?.code ?? ''));
}

export function routesPlugin(): Plugin {
  /** Per environment of the dev server: the route table it loaded, until it is invalidated. */
  const loaded = new Map<string, string>();
  return {
    name: 'site-routes',
    resolveId(id) {
      return id === ROUTES_ID ? RESOLVED_ROUTES_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ROUTES_ID) return undefined;
      const code = routesModule(this.environment.config.root, { dev: this.environment.mode === 'dev' });
      loaded.set(this.environment.name, code);
      return code;
    },
    // A save in pages/ changes the route table only when a page is added, removed or moved (its
    // breadcrumb path, a folder's overview): then it is made again, in the environment that loaded
    // it, without a restart; the tab is reloaded with the other modules the save changed (islands-plugin.ts).
    hotUpdate({ file, modules, type }) {
      const { root } = this.environment.config;
      if (!file.startsWith(path.join(root, PAGES_DIR) + path.sep)) return undefined;
      const graph = this.environment.moduleGraph;
      const mod = graph.getModuleById(RESOLVED_ROUTES_ID);
      const before = loaded.get(this.environment.name);
      if (!mod || before === undefined || before === routesModule(root, { dev: true })) return undefined;
      if (type !== 'update') this.environment.logger.info(`pages/ changed (${path.basename(file)}): routes read again`, { timestamp: true });
      loaded.delete(this.environment.name);
      graph.invalidateModule(mod);
      return [...modules, mod];
    },
    configureServer(server) {
      // After Vite's own middlewares (its client, modules, public/ files) and the other plugins'.
      return () => {
        server.middlewares.use(renderPages(server));
      };
    },
  };
}

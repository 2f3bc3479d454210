/**
 * The web editor at /admin (Decap CMS): its page, the configuration generated from the schemas
 * (src/build/editor/cms-config.ts) and Decap built from node_modules with only what the site uses
 * (src/admin/decap.ts; never a CDN).
 * - dev server (`npm start`): served at /admin, the configuration re-generated on every load
 *   and pointing at the local backend (decap-server, started by scripts/start.mjs);
 * - build: written to dist/admin/ with the live (GitHub) backend only.
 * No other page links to or loads anything of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { build, type Alias, type Plugin, type Rollup } from 'vite';
import { cmsConfig, cmsConfigYaml, humanize, MEDIA_FOLDER, type CmsCollection } from '../editor/cms-config.ts';
import { loadFactTexts } from '../../content/facts.node.ts';
import { editorWords } from '../editor/editor-words.ts';
import { settings } from '../../config/settings.ts';
import { siteIndexData } from '../editor/cms-check.ts';
import { answerLocalBackend, LOCAL_BACKEND_PATH } from '../servers/cms-backend.ts';
import { filesKey, kept } from '../kept.ts';
import { preferredEncoding } from '../servers/accept-encoding.mjs';
import { escapeXml } from '../generate/atom.ts';

/** The local backend's port: CMS_PORT (scripts/start.mjs sets it), else decap-server's own default. */
const localBackendPort = () => Number(process.env.CMS_PORT) || 8081;

/**
 * What /admin's own script needs from the site (src/admin/cms-formats.ts, cms-checks.ts): the photos
 * in photos/, name → file, so a field holding "staff/head-languages" shows that photo's preview
 * ("/photos/staff/head-languages.jpg"); and the editor's messages (src/config/editor-words.yml).
 */
function siteDataScript(root: string, config = cmsConfig({ root })): string {
  const dir = path.join(root, 'photos');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
  const photos = Object.fromEntries(files
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort()
    .map((f) => [f.replace(/\.[^.]+$/, ''), f]));
  const words = editorWords(root);
  const pageFolders = Object.fromEntries((config.collections as CmsCollection[]).filter((c) => c.folder).map((c) => [c.name, c.folder!]));
  const pageCollections = Object.keys(pageFolders);
  const values = loadFactTexts(root);
  const labels = Object.fromEntries(Object.keys(values).map((name) => [name, words.fields[name]?.label ?? humanize(name.replace(/\./g, ' '))]));
  const facts = { values, labels, heading: words.messages.factsHeading, where: words.messages.factsWhere };
  // Loaded before Decap: it then waits for /admin's own script to register the formats, checks
  // and previews before it reads its configuration (src/admin/main.ts starts it).
  return `window.SITE_EDITOR = ${JSON.stringify({ photos, messages: words.messages, decap: words.decap, pageCollections, pageFolders, facts })};\nwindow.CMS_MANUAL_INIT = true;\n`;
}

const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/** /admin's own styles (src/admin/phone.css: the editor on a phone), written into its page. */
const ADMIN_CSS = 'src/admin/phone.css';

/**
 * /admin's page. decap-later.js (what is shown after logging in) is not preloaded here: fetched beside
 * decap-cms.js, it slowed that file's download. decap-cms.js asks for it as it runs, and runs it once
 * the login screen is shown (src/admin/decap-lazy.ts).
 */
export function adminHtml(root = process.cwd()): string {
  const css = fs.readFileSync(path.join(root, ADMIN_CSS), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, ' ').trim();
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Web editor · ${escapeXml(settings.name)}</title>
<link rel="preload" href="/admin/config.json" as="fetch" crossorigin>
<style>${css}</style>
</head>
<body>
<script src="/admin/site-data.js"></script>
<script type="module" src="/admin/decap-cms.js"></script>
<script type="module" src="/admin/cms-formats.js"></script>
</body>
</html>
`;
}

/**
 * /admin's own scripts: `cms-formats.js` (src/admin/main.ts: formats, checks, previews; and the YAML
 * library), run after Decap; `site-check.js` (src/admin/site-check.ts: the build's content check with
 * zod, the MDX compiler and the widgets' manifests), loaded when a form is first opened, so the login
 * screen waits for none of it.
 */
const ADMIN_SCRIPTS = { 'cms-formats.js': 'src/admin/main.ts', 'site-check.js': 'src/admin/site-check.ts' } as const;
type AdminScript = keyof typeof ADMIN_SCRIPTS;
type Chunk = Rollup.OutputChunk;

/**
 * One of /admin's scripts, bundled by Vite on its own (none of the site's configuration): `input`,
 * minified, as one classic script unless `rollup` says otherwise; its chunks (the entry first).
 */
export async function bundle(
  root: string,
  input: string,
  { plugins = [], alias = [], minify = true, rollup = {} }: { plugins?: Plugin[]; alias?: Alias[]; minify?: boolean; rollup?: Rollup.RollupOptions } = {},
): Promise<Chunk[]> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins,
    // React's and emotion's production builds, whatever NODE_ENV the caller runs with (the dev server's
    // is development): Decap's build is made once and kept for both.
    resolve: { alias, conditions: ['module', 'browser', 'production'] },
    build: {
      write: false,
      minify,
      // Decap's chunks import one another by relative address, with no helper of Vite's.
      modulePreload: false,
      rollupOptions: {
        input: path.join(root, input),
        output: { format: 'iife' },
        // The MDX compiler's modules start with an empty directive (''), which bundling drops harmlessly.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        ...rollup,
      },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => (r as Rollup.RollupOutput).output).filter((o): o is Chunk => o.type === 'chunk');
  if (!chunks[0]?.code) throw new Error(`${input}: the bundle came out empty`);
  return chunks.sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
}

/**
 * One of /admin's scripts: the last one bundled while src/ (its import.meta.glob finds the widgets and
 * data kinds there, and this file bundles it), the lockfile and tsconfig.json are as they were; else
 * bundled again (site-check.js, which brings the content check, takes seconds).
 */
async function adminScript(root: string, name: AdminScript): Promise<string> {
  const key = filesKey(root, ['src', 'package-lock.json', 'tsconfig.json']);
  const make = async () => (await bundle(root, ADMIN_SCRIPTS[name]))[0].code;
  return (await kept(`admin-${name}`, key, make, { keep: 1 })).toString('utf8');
}

/** Decap's build for /admin is made from src/admin/ and this file (see decapBuild), beside node_modules. */
const DECAP_ENTRY = 'src/admin/decap.ts';
const DECAP_UNUSED = 'src/admin/decap-unused.ts';
/**
 * Modules of Decap replaced in /admin's build, each by a file that says why: importer (a file of a
 * Decap package), the import as written there, and the site's file that stands in for it.
 */
const DECAP_REPLACED: { importer: RegExp; source: string; file: string }[] = [
  // Decap's configuration check runs at build time (tests/unit/decap-config-schema.test.ts), not before the login screen.
  { importer: /decap-cms-core\/dist\/esm\/actions\/config\.js$/, source: '../constants/configSchema', file: 'src/admin/decap-config-checked.ts' },
  // The GitHub backend's GraphQL client (only with backend.use_graphql).
  { importer: /decap-cms-backend-github\/dist\/esm\/implementation\.js$/, source: './GraphQLAPI', file: 'src/admin/decap-graphql-unused.ts' },
  // TOML (the site has none).
  { importer: /decap-cms-core\/dist\/esm\/formats\/(formats|frontmatter)\.js$/, source: './toml', file: 'src/admin/decap-toml-unused.ts' },
  // lodash/fp's four functions without the whole of lodash.
  { importer: /decap-cms-lib-util\/dist\/esm\/[^/]+\.js$/, source: 'lodash/fp', file: 'src/admin/decap-lodash-fp.ts' },
  // A field's hint: react-markdown with remark-gfm (whose plugin only react-markdown would call).
  { importer: /decap-cms-core\/dist\/esm\/components\/Editor\/EditorControlPane\/EditorControl\.js$/, source: 'react-markdown', file: 'src/admin/decap-hint.ts' },
  { importer: /decap-cms-core\/dist\/esm\/components\/Editor\/EditorControlPane\/EditorControl\.js$/, source: 'remark-gfm', file: 'src/admin/decap-hint.ts' },
  // Decap's UI index where the login screen's modules import it: its three parts they use, without the
  // board's drag and drop and the media library's modal, which come with what is shown after logging in.
  { importer: /decap-cms-core\/dist\/esm\/bootstrap\.js$/, source: './components/UI', file: 'src/admin/decap-ui.ts' },
  { importer: /decap-cms-core\/dist\/esm\/components\/App\/(App|Header)\.js$/, source: '../UI', file: 'src/admin/decap-ui.ts' },
  // Object.entries itself for node-polyglot's polyfill of it (and the polyfill's chain of helpers).
  { importer: /node-polyglot\/index\.js$/, source: 'object.entries', file: 'src/admin/decap-object-entries.cjs' },
  // Decap's own YAML library (yaml 1): the site's (yaml 2), which /admin's own script brings.
  ...['actions/config', 'formats/yaml', 'components/UI/ErrorBoundary'].map((module) => ({
    importer: new RegExp(`decap-cms-core/dist/esm/${module}\\.js$`),
    source: 'yaml',
    file: 'src/admin/decap-yaml.ts',
  })),
  // Without `eval`, which keeps the minifier from shortening any top-level name of decap-cms.js (a tenth
  // of its size): js-sha256 (it reaches Node's crypto through eval) and gray-matter's default engines
  // (front matter as JavaScript; Decap gives gray-matter its own engines).
  { importer: /decap-cms-lib-util\/dist\/esm\/getBlobSHA\.js$/, source: 'js-sha256', file: 'src/admin/decap-sha256.ts' },
  { importer: /gray-matter\/index\.js$/, source: './lib/engines', file: 'src/admin/decap-matter-engines.cjs' },
  { importer: /gray-matter\/lib\/defaults\.js$/, source: './engines', file: 'src/admin/decap-matter-engines.cjs' },
  // Decap's browser cache (localforage), loaded at its first use, after logging in.
  { importer: /decap-cms-lib-util\/dist\/esm\/index\.js$/, source: './localForage', file: 'src/admin/decap-localforage.ts' },
];
/** What Decap's App shows only after logging in: loaded then, from a chunk of its own (src/admin/decap-lazy.ts). */
const DECAP_LATER = /^\.\.\/(Collection|Workflow|Editor|MediaLibrary)\/\1$/;
const APP = /decap-cms-core\/dist\/esm\/components\/App\/App\.js$/;

/** Resolves the imports DECAP_REPLACED names to the site's stand-ins, and App's DECAP_LATER to lazy ones. */
function decapReplacements(root: string): Plugin {
  const lazy = '\0decap-lazy:';
  return {
    name: 'site-decap-replaced',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.split(path.sep).join('/') ?? '';
      if (APP.test(from) && DECAP_LATER.test(source)) return lazy + source.replace(DECAP_LATER, '$1');
      const replaced = DECAP_REPLACED.find((r) => r.source === source && r.importer.test(from));
      return replaced ? path.join(root, replaced.file) : null;
    },
    load(id) {
      if (id.startsWith(lazy))
        return `import { lazily } from ${JSON.stringify(path.join(root, 'src/admin/decap-lazy.ts'))};\nexport default lazily(${JSON.stringify(id.slice(lazy.length))});`;
    },
  };
}
/** Decap needs React Router 5's react-router-dom, installed as `decap-react-router-dom` so that the site's own React Router 7 stays the one npm puts at the top of node_modules; and a browser's `path`. */
export function decapAlias(root: string): Alias[] {
  const require = createRequire(path.join(root, 'package.json'));
  return [
    { find: /^react-router-dom$/, replacement: path.dirname(require.resolve('decap-react-router-dom/package.json')) },
    { find: /^path$/, replacement: 'path-browserify' },
  ];
}

/**
 * Decap CMS as /admin loads it (src/admin/decap.ts): decap-cms-core with the two backends, nine
 * widgets and one locale the site uses, and the site's React (the prebuilt decap-cms.js with
 * everything was 5.2 MB), minified, as ES modules: decap-cms.js, what the login screen needs, and
 * the chunks of what is shown after logging in (src/admin/decap-later.ts).
 */
export async function bundleDecap(root: string): Promise<Chunk[]> {
  return bundle(root, DECAP_ENTRY, {
    plugins: [decapReplacements(root)],
    alias: [...decapAlias(root), { find: /^(@jsquash\/webp|js-yaml|react-style-proptype)$/, replacement: path.join(root, DECAP_UNUSED) }],
    // What is shown after logging in has a fixed name, as decap-cms.js does, which preloads it by that
    // name once it runs (src/admin/decap-lazy.ts); /admin's files are checked for changes on every visit.
    rollup: {
      output: { format: 'es', entryFileNames: 'decap-cms.js', chunkFileNames: (chunk) => (chunk.name === 'decap-later' ? 'decap-later.js' : '[name]-[hash].js') },
    },
  });
}

/**
 * Decap's build, its chunks by file name (decap-cms.js first): made once (a few seconds) and again only
 * when what it is made from changed (the installed packages, src/admin/, this file); the dev server
 * makes it when it starts, before the first visit.
 */
async function decapBuild(root: string): Promise<Map<string, string>> {
  const key = filesKey(root, ['package-lock.json', 'src/admin', 'src/build/plugins/cms-plugin.ts']);
  const make = async () => JSON.stringify((await bundleDecap(root)).map((chunk) => [chunk.fileName, chunk.code]));
  return new Map(JSON.parse((await kept('decap-cms', key, make, { keep: 1 })).toString('utf8')) as [string, string][]);
}

/** A text as the dev server sends it: as it is, with gzip and with Brotli (quality 5: a tenth of a second for Decap's 1.6 MB). */
type Compressed = Awaited<ReturnType<typeof compress>>;

async function compress(text: string | Buffer) {
  const identity = Buffer.from(text);
  const [gzip, br] = await Promise.all([
    promisify(zlib.gzip)(identity, { level: 6 }),
    promisify(zlib.brotliCompress)(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { etag: `"${createHash('sha1').update(identity).digest('base64url')}"`, identity, gzip, br };
}

/** Sends `body` compressed as the browser accepts; an ETag lets a reload send nothing. */
function send(req: IncomingMessage, res: ServerResponse, type: string, body: Compressed, cache = 'no-store'): void {
  const headers = { 'Content-Type': type, 'Cache-Control': cache, ETag: body.etag, Vary: 'Accept-Encoding' };
  if (req.headers['if-none-match'] === body.etag) return void res.writeHead(304, headers).end();
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const data = encoding ? body[encoding] : body.identity;
  res.writeHead(200, { ...headers, ...(encoding && { 'Content-Encoding': encoding }), 'Content-Length': data.length }).end(data);
}

const failed = (res: ServerResponse) => (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));

export function cmsPlugin(): Plugin {
  return {
    name: 'site-cms-admin',
    configureServer(server) {
      const { root } = server.config;
      // Decap's build, made (or read from the cache) and compressed as soon as the server starts.
      let made: Promise<Map<string, Compressed>> | undefined;
      const decap = () =>
        (made ??= (async () => {
          const sent = new Map<string, Compressed>();
          for (const [file, code] of await decapBuild(root)) sent.set(file, await compress(code));
          return sent;
        })().catch((error: unknown) => {
          made = undefined; // made again at the next request
          throw error;
        }));
      void decap().catch((error: unknown) => server.config.logger.error(`/admin: Decap could not be built: ${String(error)}`));
      // What /admin fetches that is made from the files (its configuration, the site's data, its
      // scripts): made once and kept until a file of the project changes, so opening /admin waits
      // for none of it (and no request hashes src/ to find its scripts' kept build).
      const texts = new Map<string, unknown>();
      server.watcher.on('all', () => texts.clear());
      const fromFiles = <T>(key: string, make: () => T): T => {
        if (!texts.has(key)) texts.set(key, make());
        return texts.get(key) as T;
      };
      // "View this page" after a publish links to this dev server, by the address the browser used.
      const configOptions = (host: string) => ({ root, localBackendUrl: `http://${host}${LOCAL_BACKEND_PATH}`, siteUrl: `http://${host}` });
      const configJson = (host: string) => fromFiles(`config.json ${host}`, () => JSON.stringify(cmsConfig(configOptions(host))));
      const siteData = () => fromFiles('site-data', () => siteDataScript(root));
      const script = (name: AdminScript) => fromFiles(name, () => adminScript(root, name));
      const javascript = 'text/javascript; charset=utf-8';
      /** /admin/<file>: its type and what makes it, from the address the browser used. */
      const fromAdmin: Record<string, [string, (host: string) => string | Promise<string>]> = {
        '': ['text/html; charset=utf-8', () => adminHtml(root)],
        'index.html': ['text/html; charset=utf-8', () => adminHtml(root)],
        'config.yml': ['text/yaml; charset=utf-8', (host) => fromFiles(`config ${host}`, () => cmsConfigYaml(configOptions(host)))],
        // The same configuration as JSON: /admin gives it to Decap, which then parses no YAML (src/admin/main.ts).
        'config.json': ['application/json', configJson],
        'site-data.js': [javascript, siteData],
        // What the editor's check knows of the site (src/build/editor/cms-check.ts), as the files stand now.
        'site-index.json': ['application/json', () => fromFiles('site-index', () => JSON.stringify(siteIndexData(root)))],
        'cms-formats.js': [javascript, () => script('cms-formats.js')],
        'site-check.js': [javascript, () => script('site-check.js')],
      };
      // Made before the first visit, while the server waits: the configuration for the addresses it prints.
      server.httpServer?.once('listening', () => {
        setTimeout(() => {
          try {
            siteData();
            for (const url of server.resolvedUrls?.local ?? []) configJson(new URL(url).host);
          } catch {
            // A mistake in a file: the request says so.
          }
          for (const name of Object.keys(ADMIN_SCRIPTS) as AdminScript[]) void script(name).catch(() => undefined);
        }, 0);
      });
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        const file = url.slice('/admin/'.length);
        if (url === '/admin') return void res.writeHead(301, { Location: '/admin/' }).end();
        if (url.startsWith('/admin/') && Object.hasOwn(fromAdmin, file)) {
          const [type, make] = fromAdmin[file];
          // What `make` makes (from the files, now), or why it could not be made.
          return void (async () => make(req.headers.host ?? 'localhost'))().then(compress).then((body) => send(req, res, type, body), failed(res));
        }
        if (url === LOCAL_BACKEND_PATH && req.method === 'POST') {
          return void answerLocalBackend(req, res, { root, mediaFolder: MEDIA_FOLDER, backendPort: localBackendPort() });
        }
        if (url.startsWith('/photos/') && IMAGE_TYPES[path.extname(url).toLowerCase()]) {
          // A photo's source for the editor's previews (the site itself shows the copies in public/img/).
          const photo = path.join(root, decodeURIComponent(url));
          if (!photo.startsWith(path.join(root, 'photos') + path.sep) || !fs.existsSync(photo)) return next();
          return void fs.createReadStream(photo).pipe(res.writeHead(200, { 'Content-Type': IMAGE_TYPES[path.extname(url).toLowerCase()], 'Cache-Control': 'no-cache' }));
        }
        if (!/^decap-[\w-]+\.js$/.test(file)) return next();
        decap().then((sent) => {
          const body = sent.get(file);
          if (body) send(req, res, javascript, body, 'no-cache');
          else next();
        }, failed(res));
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { root } = this.environment.config;
      const emit = (fileName: string, source: string | Buffer) => this.emitFile({ type: 'asset', fileName: `admin/${fileName}`, source });
      for (const name of Object.keys(ADMIN_SCRIPTS) as AdminScript[]) emit(name, await adminScript(root, name));
      // The same build as the dev server's, made again only when what it is made from changed (a few seconds).
      for (const [file, code] of await decapBuild(root)) emit(file, code);
      emit('site-index.json', JSON.stringify(siteIndexData(root)));
      emit('index.html', adminHtml(root));
      // Made once for the three files (it reads every page for each data file).
      const config = cmsConfig({ root });
      emit('site-data.js', siteDataScript(root, config));
      emit('config.yml', cmsConfigYaml({ root }, config));
      emit('config.json', JSON.stringify(config));
    },
  };
}

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
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { build, type Plugin } from 'vite';
import { cmsConfig, cmsConfigJson, cmsConfigYaml, humanize, MEDIA_FOLDER, type CmsCollection } from '../editor/cms-config.ts';
import { loadFactTexts } from '../../content/facts.node.ts';
import { editorWords } from '../editor/editor-words.ts';
import { settings } from '../../config/settings.ts';
import { siteIndexData } from '../editor/cms-check.ts';
import { answerLocalBackend, LOCAL_BACKEND_PATH } from '../servers/cms-backend.ts';

/** The local backend's port: CMS_PORT (scripts/start.mjs sets it), else decap-server's own default. */
export function localBackendPort(env = process.env): number {
  return Number(env.CMS_PORT) || 8081;
}

/**
 * What /admin's own script needs from the site (src/admin/cms-formats.ts, cms-checks.ts): the photos
 * in photos/, name → file, so a field holding "staff/head-languages" shows that photo's preview
 * ("/photos/staff/head-languages.jpg"); and the editor's messages (src/config/editor-words.yml).
 */
export function siteDataScript(root: string): string {
  const dir = path.join(root, 'photos');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
  const photos = Object.fromEntries(files
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort()
    .map((f) => [f.replace(/\.[^.]+$/, ''), f]));
  const words = editorWords(root);
  const config = cmsConfig({ root });
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

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** /admin's own styles (src/admin/phone.css: the editor on a phone), written into its page. */
const ADMIN_CSS = 'src/admin/phone.css';

export function adminHtml(root = process.cwd()): string {
  const css = fs.readFileSync(path.join(root, ADMIN_CSS), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, ' ').trim();
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Web editor · ${escapeHtml(settings.name)}</title>
<link rel="preload" href="/admin/config.json" as="fetch" crossorigin>
<style>${css}</style>
</head>
<body>
<script src="/admin/site-data.js"></script>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/cms-formats.js"></script>
</body>
</html>
`;
}

/**
 * /admin's own scripts, each one classic script: `cms-formats.js` (src/admin/main.ts: formats, checks,
 * previews; and the YAML library), loaded with Decap; `site-check.js` (src/admin/site-check.ts: the
 * build's content check with zod, the MDX compiler and the widgets' manifests), loaded when a form
 * is first opened, so the login screen waits for none of it.
 */
export const ADMIN_SCRIPTS = { 'cms-formats.js': 'src/admin/main.ts', 'site-check.js': 'src/admin/site-check.ts' } as const;
export type AdminScript = keyof typeof ADMIN_SCRIPTS;

export async function bundleAdminScript(root: string, name: AdminScript = 'cms-formats.js'): Promise<string> {
  return (await bundleAdmin(root, name)).code;
}

async function bundleAdmin(root: string, name: AdminScript): Promise<{ code: string; files: string[] }> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      rollupOptions: {
        input: path.join(root, ADMIN_SCRIPTS[name]),
        output: { format: 'iife', entryFileNames: name },
        // The MDX compiler's modules start with an empty directive (''), which bundling drops harmlessly.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as {
    output: { type: string; fileName: string; code?: string; moduleIds?: string[] }[];
  }[];
  const chunk = outputs.flatMap((r) => r.output).find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error(`${ADMIN_SCRIPTS[name]}: the bundle came out empty`);
  return { code: chunk.code, files: (chunk.moduleIds ?? []).filter((id) => path.isAbsolute(id)) };
}

/** The files Decap's build for /admin is made from, beside node_modules (see decapBuildKey). */
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
];

/** Resolves the imports DECAP_REPLACED names to the site's stand-ins. */
function decapReplacements(root: string): Plugin {
  return {
    name: 'site-decap-replaced',
    enforce: 'pre',
    resolveId(source, importer) {
      const replaced = DECAP_REPLACED.find((r) => r.source === source && importer && r.importer.test(importer.split(path.sep).join('/')));
      return replaced ? path.join(root, replaced.file) : null;
    },
  };
}
/** The site's own files inside Decap's build: its backends' rules and what they import. */
const DECAP_SITE_FILES = ['src/admin/site-backend.ts', 'src/admin/save-errors.ts', 'src/admin/words.ts', 'src/admin/site-data.ts'];

/**
 * Decap CMS as /admin loads it (src/admin/decap.ts): decap-cms-core with the two backends, nine
 * widgets and one locale the site uses, and the site's React, as one minified classic script
 * (2.3 MB; the prebuilt decap-cms.js with everything was 5.2 MB). Decap needs React Router 5's
 * react-router-dom, installed as `decap-react-router-dom` so that the site's own React Router 7
 * stays the one npm puts at the top of node_modules (what @react-router/dev finds and pre-bundles).
 */
export async function bundleDecap(root: string): Promise<string> {
  const require = createRequire(path.join(root, 'package.json'));
  const unused = path.join(root, DECAP_UNUSED);
  const result = await build({
    configFile: false,
    root,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [decapReplacements(root)],
    resolve: {
      alias: [
        { find: /^react-router-dom$/, replacement: path.dirname(require.resolve('decap-react-router-dom/package.json')) },
        { find: /^path$/, replacement: 'path-browserify' },
        { find: /^(@jsquash\/webp|js-yaml|react-style-proptype)$/, replacement: unused },
      ],
    },
    build: {
      write: false,
      minify: true,
      rollupOptions: {
        input: path.join(root, DECAP_ENTRY),
        output: { format: 'iife', entryFileNames: 'decap-cms.js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  const chunk = outputs.flatMap((r) => r.output).find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error(`${DECAP_ENTRY}: the bundle came out empty`);
  return chunk.code;
}

/**
 * Decap's own check of its configuration (src/admin/decap-config-check.ts), bundled as Decap's build
 * is (the same resolutions) but on its own and for Node, where the tests run it on the configuration
 * this file writes (tests/unit/decap-config-schema.test.ts): /admin leaves it out of the browser.
 * Only the modules the check reaches are kept (Decap's other modules start its app as they load).
 */
export async function loadDecapConfigCheck(root: string): Promise<(config: object) => void> {
  const require = createRequire(path.join(root, 'package.json'));
  const result = await build({
    configFile: false,
    root,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: {
      alias: [
        { find: /^react-router-dom$/, replacement: path.dirname(require.resolve('decap-react-router-dom/package.json')) },
        { find: /^path$/, replacement: 'path-browserify' },
      ],
    },
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: path.join(root, 'src/admin/decap-config-check.ts'),
        preserveEntrySignatures: 'strict',
        treeshake: { moduleSideEffects: false },
        output: { format: 'es' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  const code = outputs.flatMap((r) => r.output).find((o) => o.type === 'chunk')?.code;
  if (!code) throw new Error('src/admin/decap-config-check.ts: the bundle came out empty');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'decap-config-check-')), 'check.mjs');
  fs.writeFileSync(file, code);
  const { checkDecapConfig } = (await import(pathToFileURL(file).href)) as { checkDecapConfig: (config: object) => void };
  return checkDecapConfig;
}

/** What Decap's build is made from: its two files, the installed packages (the lockfile) and the tools' versions. */
function decapBuildKey(root: string): string {
  const read = (file: string) => fs.readFileSync(path.join(root, file), { encoding: 'utf8', flag: 'r' });
  const require = createRequire(path.join(root, 'package.json'));
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  const hash = createHash('sha1');
  for (const file of [DECAP_ENTRY, DECAP_UNUSED, ...DECAP_REPLACED.map((r) => r.file), ...DECAP_SITE_FILES]) hash.update(read(file));
  hash.update(JSON.stringify(DECAP_REPLACED, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value)));
  hash.update(fs.existsSync(path.join(root, 'package-lock.json')) ? read('package-lock.json') : '');
  hash.update(['decap-cms-core', 'react-dom', 'vite'].map(version).join());
  hash.update(bundleDecap.toString());
  return hash.digest('base64url').slice(0, 16);
}

/**
 * Decap's build on disk, in Vite's cache folder: made once (a few seconds) and again only when
 * what it is made from changed; the dev server makes it when it starts, before the first visit.
 */
async function decapScriptFile(root: string, cacheDir: string): Promise<string> {
  const file = path.join(cacheDir, `decap-cms.${decapBuildKey(root)}.js`);
  if (fs.existsSync(file)) return file;
  const code = await bundleDecap(root);
  await fs.promises.mkdir(cacheDir, { recursive: true });
  // Earlier builds (and their compressed copies) are no longer sent.
  for (const old of await fs.promises.readdir(cacheDir)) if (/decap-cms\./.test(old) && !old.endsWith('.tmp')) await fs.promises.rm(path.join(cacheDir, old), { force: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, code);
  await fs.promises.rename(temporary, file);
  return file;
}

/** Decap's build for the dev server, compressed (see compressDecapScript); made once per process. */
function decapScriptForDevServer(root: string, cacheDir: string): Promise<{ file: string; compressed: CompressedScript }> {
  type Made = Promise<{ file: string; compressed: CompressedScript }>;
  let made = keptAcrossRestarts.get('decap-script') as Made | undefined;
  if (!made) {
    made = decapScriptFile(root, cacheDir).then(async (file) => ({ file, compressed: await compressDecapScript(file, cacheDir) }));
    made.catch(() => keptAcrossRestarts.delete('decap-script'));
    keptAcrossRestarts.set('decap-script', made);
  }
  return made;
}

/**
 * What the dev server makes once per process, kept across its restarts (a change to vite.config.ts
 * or a plugin restarts it, and each restart loads this module afresh): Decap's build, compressed,
 * and /admin's own script.
 */
const keptAcrossRestarts = ((globalThis as { [key: symbol]: Map<string, unknown> | undefined })[Symbol.for('school-website.admin-files')] ??=
  new Map<string, unknown>());

/** Files' sizes and times, to tell whether what was made from them still holds. */
const stamp = (files: string[]) =>
  files
    .map((file) => {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return `${file}:${stat?.size}:${stat?.mtimeMs}`;
    })
    .join('\n');

/** One of /admin's own scripts for the dev server: made again only when a file it is made of changed (or it failed). */
function adminScriptForDevServer(root: string, name: AdminScript): Promise<string> {
  type Made = Promise<{ code: string; files: string[]; stamp: string }>;
  const key = `admin-script ${name}`;
  let made = keptAcrossRestarts.get(key) as Made | undefined;
  if (!made) keptAcrossRestarts.set(key, (made = bundleAdmin(root, name).then((bundle) => ({ ...bundle, stamp: stamp(bundle.files) }))));
  return made.then(
    (bundle) => {
      if (stamp(bundle.files) === bundle.stamp) return bundle.code;
      keptAcrossRestarts.delete(key);
      return adminScriptForDevServer(root, name);
    },
    (error: unknown) => {
      keptAcrossRestarts.delete(key);
      throw error;
    },
  );
}

/**
 * Decap's build as the dev server sends it: compressed once, never transformed by Vite. The best
 * Brotli copy (0.51 MB) takes seconds to make, so it is made once per build of Decap and kept in
 * Vite's cache folder beside it; until it exists, a quick Brotli copy (0.58 MB, a tenth of a
 * second) is sent, and gzip to a browser without Brotli. An ETag lets a reload send nothing.
 */
export interface CompressedScript {
  etag: string;
  gzip: Buffer;
  br?: Buffer;
}

export function compressDecapScript(file: string, cacheDir: string): Promise<CompressedScript> {
  const key = `decap ${stamp([file])}`;
  let made = keptAcrossRestarts.get(key) as Promise<CompressedScript> | undefined;
  if (!made) keptAcrossRestarts.set(key, (made = compress(file, cacheDir)));
  return made;
}

async function compress(file: string, cacheDir: string): Promise<CompressedScript> {
  const source = await fs.promises.readFile(file);
  const hash = createHash('sha1').update(source).digest('base64url');
  const cached = path.join(cacheDir, `${path.basename(file)}.${hash}.br`);
  const brotli = (quality: number) =>
    promisify(zlib.brotliCompress)(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
  const [gzip, br] = await Promise.all([promisify(zlib.gzip)(source, { level: 6 }), fs.promises.readFile(cached).catch(() => undefined)]);
  const entry: CompressedScript = { etag: `"${hash}"`, gzip, br: br ?? (await brotli(5)) };
  if (!br) {
    void brotli(11)
      .then(async (made) => {
        await fs.promises.mkdir(cacheDir, { recursive: true });
        const temporary = `${cached}.${process.pid}.tmp`;
        await fs.promises.writeFile(temporary, made);
        await fs.promises.rename(temporary, cached);
        entry.br = made;
      })
      .catch(() => {
        // No best Brotli copy (cache folder not writable): the quick one is sent.
      });
  }
  return entry;
}

function sendCompressed(req: IncomingMessage, res: ServerResponse, file: string, entry: CompressedScript): void {
  const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', ETag: entry.etag, Vary: 'Accept-Encoding' };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers).end();
  } else if (entry.br && /\bbr\b/.test(accepts)) {
    res.writeHead(200, { ...headers, 'Content-Encoding': 'br', 'Content-Length': entry.br.length }).end(entry.br);
  } else if (/\bgzip\b/.test(accepts)) {
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': entry.gzip.length }).end(entry.gzip);
  } else {
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
  }
}

/**
 * /admin's other texts (its own script, about 100 KB; its configuration, 80 KB; the site's data),
 * compressed as they are sent (a few milliseconds at Brotli's quality 5). Never cached: each is
 * made again when a file changes.
 */
function sendText(req: IncomingMessage, res: ServerResponse, type: string, text: string): void {
  const headers = { 'Content-Type': type, 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    const body = zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.writeHead(200, { ...headers, 'Content-Encoding': 'br', 'Content-Length': body.length }).end(body);
  } else if (/\bgzip\b/.test(accepts)) {
    const body = zlib.gzipSync(text);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length }).end(body);
  } else {
    res.writeHead(200, headers).end(text);
  }
}

export function cmsPlugin(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  /** Where Decap's build is kept between runs (Vite's cache folder), by what it is made from. */
  let decapCacheDir = '';
  return {
    name: 'site-cms-admin',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
      decapCacheDir = path.join(config.cacheDir, 'admin');
    },
    configureServer(server) {
      // Decap's build, made (or read from the cache) and compressed as soon as the server starts.
      const decapScript = () => decapScriptForDevServer(root, decapCacheDir);
      void decapScript().catch((error: unknown) => server.config.logger.error(`/admin: Decap could not be built: ${String(error)}`));
      // What /admin fetches that is made from the files (its configuration, the site's data): made
      // once and kept until a file of the project changes, so opening /admin waits for none of it.
      const made = new Map<string, string>();
      server.watcher.on('all', () => made.clear());
      const fromFiles = (key: string, make: () => string): string => {
        let text = made.get(key);
        if (text === undefined) made.set(key, (text = make()));
        return text;
      };
      // "View this page" after a publish links to this dev server, by the address the browser used.
      const configOptions = (host: string) => ({ root, localBackendUrl: `http://${host}${LOCAL_BACKEND_PATH}`, siteUrl: `http://${host}` });
      const configYaml = (host: string) => fromFiles(`config ${host}`, () => cmsConfigYaml(configOptions(host)));
      const configJson = (host: string) => fromFiles(`config.json ${host}`, () => cmsConfigJson(configOptions(host)));
      const siteData = () => fromFiles('site-data', () => siteDataScript(root));
      // Made before the first visit, while the server waits: the configuration for the addresses it prints.
      server.httpServer?.once('listening', () => {
        setTimeout(() => {
          try {
            siteData();
            for (const url of server.resolvedUrls?.local ?? []) configJson(new URL(url).host);
          } catch {
            // A mistake in a file: the request says so.
          }
          for (const name of Object.keys(ADMIN_SCRIPTS) as AdminScript[]) void adminScriptForDevServer(root, name).catch(() => undefined);
        }, 0);
      });
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (url === '/admin') {
          res.writeHead(301, { Location: '/admin/' }).end();
        } else if (url === '/admin/' || url === '/admin/index.html') {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(adminHtml(root));
        } else if (url === '/admin/config.yml' || url === '/admin/config.json') {
          try {
            const host = req.headers.host ?? 'localhost';
            if (url.endsWith('.json')) sendText(req, res, 'application/json', configJson(host));
            else sendText(req, res, 'text/yaml; charset=utf-8', configYaml(host));
          } catch (error) {
            res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
          }
        } else if (url === '/admin/site-data.js') {
          sendText(req, res, 'text/javascript; charset=utf-8', siteData());
        } else if (url.startsWith('/photos/') && IMAGE_TYPES[path.extname(url).toLowerCase()]) {
          // A photo's source for the editor's previews (the site itself shows the copies in public/img/).
          const file = path.join(root, decodeURIComponent(url));
          if (!file.startsWith(path.join(root, 'photos') + path.sep) || !fs.existsSync(file)) return next();
          res.writeHead(200, { 'Content-Type': IMAGE_TYPES[path.extname(url).toLowerCase()], 'Cache-Control': 'no-cache' });
          fs.createReadStream(file).pipe(res);
        } else if (url === LOCAL_BACKEND_PATH && req.method === 'POST') {
          void answerLocalBackend(req, res, { root, mediaFolder: MEDIA_FOLDER, backendPort: localBackendPort() });
        } else if (url === '/admin/site-index.json') {
          // What the editor's check knows of the site (src/build/editor/cms-check.ts), as the files stand now.
          try {
            sendText(req, res, 'application/json', fromFiles('site-index', () => JSON.stringify(siteIndexData(root))));
          } catch (error) {
            res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
          }
        } else if (url === '/admin/cms-formats.js' || url === '/admin/site-check.js') {
          adminScriptForDevServer(root, url.slice('/admin/'.length) as AdminScript).then(
            (code) => sendText(req, res, 'text/javascript; charset=utf-8', code),
            (error) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error)),
          );
        } else if (url === '/admin/decap-cms.js') {
          decapScript().then(
            ({ file, compressed }) => sendCompressed(req, res, file, compressed),
            (error) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error)),
          );
        } else {
          next();
        }
      });
    },
    async generateBundle() {
      if (!isBuild || this.environment.name !== 'client') return;
      for (const name of Object.keys(ADMIN_SCRIPTS) as AdminScript[])
        this.emitFile({ type: 'asset', fileName: `admin/${name}`, source: await bundleAdminScript(root, name) });
      this.emitFile({ type: 'asset', fileName: 'admin/site-index.json', source: JSON.stringify(siteIndexData(root)) });
      this.emitFile({ type: 'asset', fileName: 'admin/index.html', source: adminHtml(root) });
      this.emitFile({ type: 'asset', fileName: 'admin/site-data.js', source: siteDataScript(root) });
      this.emitFile({ type: 'asset', fileName: 'admin/config.yml', source: cmsConfigYaml({ root }) });
      this.emitFile({ type: 'asset', fileName: 'admin/config.json', source: cmsConfigJson({ root }) });
      // The same build as the dev server's, made again only when what it is made from changed (a few seconds).
      this.emitFile({ type: 'asset', fileName: 'admin/decap-cms.js', source: await fs.promises.readFile(await decapScriptFile(root, decapCacheDir)) });
    },
  };
}

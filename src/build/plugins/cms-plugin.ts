/**
 * Serves and writes the web editor at /admin (Decap CMS): its page and the site's data
 * (src/build/editor/admin-page.ts), the configuration generated from the schemas (cms-config.ts), its
 * own scripts (admin-scripts.ts) and Decap built from node_modules with only what the site uses
 * (decap-build.ts; never a CDN).
 * - dev server (`npm start`): served at /admin, the configuration re-generated on every load
 *   and pointing at the local backend (decap-server, started by scripts/start.mjs);
 * - build: written to dist/admin/ with the live (GitHub) backend only.
 * No other page links to or loads anything of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { cmsConfig, cmsConfigYaml, MEDIA_FOLDER } from '../editor/cms-config.ts';
import { siteIndexData } from '../editor/cms-check.ts';
import { adminHtml, siteDataScript } from '../editor/admin-page.ts';
import { ADMIN_SCRIPTS, adminScript, type AdminScript } from '../editor/admin-scripts.ts';
import { decapBuild } from '../editor/decap-build.ts';
import { answerLocalBackend, LOCAL_BACKEND_PATH } from '../servers/cms-backend.ts';
import { preferredEncoding } from '../servers/accept-encoding.mjs';
import { forgetListingsOf } from '../../content/reading/files-under.node.ts';
import { cms } from '#site/index.ts';

/** The local backend's port: CMS_PORT (scripts/start.mjs sets it), else decap-server's own default. */
const localBackendPort = () => Number(process.env.CMS_PORT) || 8081;

/** An address's path decoded, or as it is when it is not valid percent-encoding. */
function safeDecode(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}

const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

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

/** A file of /admin that could not be made (a file read meanwhile vanished, a mistake): said, and the server goes on. */
const failed = (res: ServerResponse, what: string, warn: (line: string) => void) => (error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  warn(`/admin/${what} could not be made: ${reason}`);
  if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`/admin/${what} could not be made: ${reason}. Reload the page; the terminal running npm start says more.`);
};

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
      server.watcher.on('all', (_event, file) => {
        texts.clear();
        // The kept folder listings (photos/, public/img) are seen to change by themselves; this is for a file system whose folder times are coarse.
        // Only the listings the file lies in: a new listing of photos/ makes every data file be checked again.
        forgetListingsOf(path.resolve(root, file));
      });
      const warn = (line: string) => server.config.logger.warn(line, { timestamp: true });
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
          return void (async () => make(req.headers.host ?? 'localhost'))().then(compress).then((body) => send(req, res, type, body), failed(res, file || 'index.html', warn));
        }
        if (url === LOCAL_BACKEND_PATH && req.method === 'POST') {
          return void answerLocalBackend(req, res, { root, mediaFolder: MEDIA_FOLDER, backendPort: localBackendPort(), warn });
        }
        if (url.startsWith('/photos/') && IMAGE_TYPES[path.extname(url).toLowerCase()]) {
          // A photo's source for the editor's previews (the site itself shows the copies in public/img/).
          // Read whole, not streamed: a photo removed meanwhile is a 404, not a stream's unhandled error.
          const photo = path.join(root, safeDecode(url));
          if (!photo.startsWith(path.join(root, 'photos') + path.sep)) return next();
          return void fs.promises.readFile(photo).then(
            (bytes) => res.writeHead(200, { 'Content-Type': IMAGE_TYPES[path.extname(url).toLowerCase()], 'Cache-Control': 'no-cache' }).end(bytes),
            () => next(),
          );
        }
        if (!/^decap-[\w-]+\.js$/.test(file)) return next();
        decap().then((sent) => {
          const body = sent.get(file);
          if (body) send(req, res, javascript, body, 'no-cache');
          else next();
        }, failed(res, file, warn));
      });
    },
    async generateBundle() {
      // A site that declares no web editor (`cms: null`, tests/fixtures/second-site/) gets no /admin.
      if (this.environment.name !== 'client' || !cms) return;
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

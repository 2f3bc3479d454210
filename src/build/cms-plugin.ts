/**
 * The web editor at /admin (Decap CMS): its page, the configuration generated from the schemas
 * (src/build/cms-config.ts) and Decap's prebuilt script, from node_modules (never a CDN).
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
import { build, type Plugin } from 'vite';
import { cmsConfig, cmsConfigYaml, humanize, type CmsCollection } from './cms-config.ts';
import { loadFactTexts } from '../content/facts.node.ts';
import { editorWords } from './editor-words.ts';
import { settings } from '../config/settings.ts';
import { checkEditedFile, type EditedFile } from './cms-check.ts';

/** Decap's prebuilt browser files: the main script and the chunks it loads (it bundles its own React). */
export function decapDistDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
}

/** decap-cms.js and its numbered chunks (the `cms.js` copies and source maps are left out). */
export function decapFiles(dir = decapDistDir()): string[] {
  return fs.readdirSync(dir).filter((f) => /^(\d+\.)?decap-cms\.js$/.test(f)).sort();
}

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
  const pageCollections = (config.collections as CmsCollection[]).filter((c) => c.folder).map((c) => c.name);
  const values = loadFactTexts(root);
  const labels = Object.fromEntries(Object.keys(values).map((name) => [name, words.fields[name]?.label ?? humanize(name.replace(/\./g, ' '))]));
  const facts = { values, labels, heading: words.messages.factsHeading, where: words.messages.factsWhere };
  return `window.SITE_EDITOR = ${JSON.stringify({ photos, messages: words.messages, decap: words.decap, pageCollections, facts })};\n`;
}

const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function adminHtml(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Web editor · ${escapeHtml(settings.name)}</title>
</head>
<body>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/site-data.js"></script>
<script src="/admin/cms-formats.js"></script>
</body>
</html>
`;
}

/** /admin's own script (src/admin/main.ts: formats, checks; and the YAML library) as one classic script. */
export async function bundleAdminScript(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: path.join(root, 'src/admin/main.ts'), output: { format: 'iife', entryFileNames: 'cms-formats.js' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; fileName: string; code?: string }[] }[];
  const chunk = outputs.flatMap((r) => r.output).find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error('src/admin/main.ts: the bundle came out empty');
  return chunk.code;
}

/** Decap's scripts compressed once per dev server (5.4 MB → about 1.5 MB), with an ETag so a reload sends nothing. */
const compressed = new Map<string, { gzip: Buffer; etag: string }>();

function sendDecapScript(req: IncomingMessage, res: ServerResponse, file: string): void {
  let entry = compressed.get(file);
  if (!entry) {
    const source = fs.readFileSync(file);
    entry = { gzip: zlib.gzipSync(source, { level: 6 }), etag: `"${createHash('sha1').update(source).digest('base64url')}"` };
    compressed.set(file, entry);
  }
  const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', ETag: entry.etag, Vary: 'Accept-Encoding' };
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers).end();
  } else if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': entry.gzip.length }).end(entry.gzip);
  } else {
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
  }
}

/** A small JSON request body (the editor's check: one file's text). */
function readJson(req: NodeJS.ReadableStream): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 2_000_000) reject(new Error('too large'));
    });
    req.on('end', () => {
      try {
        const body = JSON.parse(text) as EditedFile;
        if (typeof body.file !== 'string' || typeof body.text !== 'string') throw new Error('shape');
        resolve(body);
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

export function cmsPlugin(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  return {
    name: 'site-cms-admin',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    configureServer(server) {
      const dist = decapDistDir();
      const scripts = new Set(decapFiles(dist));
      let formats: Promise<string> | undefined;
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (url === '/admin') {
          res.writeHead(301, { Location: '/admin/' }).end();
        } else if (url === '/admin/' || url === '/admin/index.html') {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(adminHtml());
        } else if (url === '/admin/config.yml') {
          // Generated on every load, so a new page, data file or schema field shows up at once.
          try {
            // "View this page" after a publish links to this dev server.
            const body = cmsConfigYaml({ root, localBackendPort: localBackendPort(), siteUrl: `http://${req.headers.host ?? 'localhost'}` });
            res.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-store' }).end(body);
          } catch (error) {
            res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
          }
        } else if (url === '/admin/site-data.js') {
          res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(siteDataScript(root));
        } else if (url.startsWith('/photos/') && IMAGE_TYPES[path.extname(url).toLowerCase()]) {
          // A photo's source for the editor's previews (the site itself shows the copies in public/img/).
          const file = path.join(root, decodeURIComponent(url));
          if (!file.startsWith(path.join(root, 'photos') + path.sep) || !fs.existsSync(file)) return next();
          res.writeHead(200, { 'Content-Type': IMAGE_TYPES[path.extname(url).toLowerCase()], 'Cache-Control': 'no-cache' });
          fs.createReadStream(file).pipe(res);
        } else if (url === '/admin/check' && req.method === 'POST') {
          // The editor's check before a save (src/admin/cms-checks.ts): the build's messages for the file.
          readJson(req).then(
            (body) => {
              const problems = checkEditedFile(body as EditedFile);
              res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ problems }));
            },
            () => res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Expected { file, text } as JSON'),
          );
        } else if (url === '/admin/cms-formats.js') {
          (formats ??= bundleAdminScript(root)).then(
            (code) => res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }).end(code),
            (error) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error)),
          );
        } else if (url.startsWith('/admin/') && scripts.has(url.slice('/admin/'.length))) {
          sendDecapScript(req, res, path.join(dist, url.slice('/admin/'.length)));
        } else {
          next();
        }
      });
    },
    async generateBundle() {
      if (!isBuild || this.environment.name !== 'client') return;
      const dist = decapDistDir();
      this.emitFile({ type: 'asset', fileName: 'admin/cms-formats.js', source: await bundleAdminScript(root) });
      this.emitFile({ type: 'asset', fileName: 'admin/index.html', source: adminHtml() });
      this.emitFile({ type: 'asset', fileName: 'admin/site-data.js', source: siteDataScript(root) });
      this.emitFile({ type: 'asset', fileName: 'admin/config.yml', source: cmsConfigYaml({ root }) });
      for (const file of decapFiles(dist)) this.emitFile({ type: 'asset', fileName: `admin/${file}`, source: fs.readFileSync(path.join(dist, file)) });
    },
  };
}

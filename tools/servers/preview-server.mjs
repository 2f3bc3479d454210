// @ts-check
// The local preview of dist/, as a static host serves it. The files are served by sirv (path
// safety, ETag/304, Range, the .br/.gz files the build writes beside the originals); what is
// ours is only what a host adds around them:
// - the headers of dist/_headers (CSP, caching), which itself is never served;
// - /a/b is dist/a/b.html (src/build/generate/dist-layout.mjs); /a/b/ answers 308 to /a/b and a folder
//   page /admin answers 308 to /admin/, as Cloudflare Pages does;
//   unknown paths get dist/404.html with status 404 (never cached);
// - only GET and HEAD (405 otherwise), apart from the contact form's local EmailJS stand-in;
// - Accept-Encoding read with its q-values (accept-encoding.mjs: sirv would send brotli to `br;q=0`).
// Nothing a request does may stop the server: every failure is answered, never thrown.
// The command line is scripts/serve.mjs.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { loadHeaders } from './static-headers.mjs';
import { isFolderPage } from '../../src/build/generate/dist-layout.mjs';
import { preferredEncoding } from '../../src/build/servers/accept-encoding.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * @typedef {object} PreviewOptions
 * @property {string} root
 * @property {{ handle(req: IncomingMessage, res: ServerResponse): boolean } | null} [enquiries]
 */

/**
 * Where a host sends this path instead of answering it, or null: to the one form of each page's
 * address (a page file without the slash, a folder page with it), as Cloudflare Pages does.
 * @param {string} dir
 * @param {string} decoded
 * @returns {{ to: string, status: number } | null}
 */
function hostRedirect(dir, decoded) {
  if (isFolderPage(decoded)) return decoded.endsWith('/') ? null : { to: `${decoded}/`, status: 308 };
  if (decoded !== '/' && decoded.endsWith('/') && fs.existsSync(path.join(dir, `${decoded.slice(0, -1)}.html`))) {
    return { to: decoded.slice(0, -1), status: 308 };
  }
  return null;
}

/** Files in dist/ meant for the host, not for visitors. */
const HOST_FILES = new Set(['/_headers', '/_redirects']);

/**
 * The URL path, decoded, or null when it cannot name a file of ours.
 * @param {string | undefined} url
 */
function decodedPath(url) {
  const raw = String(url ?? '/').split(/[?#]/)[0];
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  return path.posix.normalize(decoded);
}

/**
 * Paths never served: host files, dot files (but /.well-known), anything climbing out of the root.
 * @param {string} decoded
 */
function isPrivate(decoded) {
  const trimmed = decoded.replace(/\/+$/, '') || '/';
  if (HOST_FILES.has(trimmed)) return true;
  return decoded.split('/').some((segment) => segment === '..' || (segment.startsWith('.') && segment !== '.well-known'));
}

/**
 * sirv's `setHeaders` hook, called with the stats of the file it is about to stream (never for a 304).
 * sirv opens that stream without an `end` (unless the request has a Range): Node then reads any
 * file, even a 1 KB one, into a fresh 64 KB buffer and reads once more to find the end, so every
 * answer left 128 KB of buffers to the garbage collector and cost one more disk read. With this
 * process's heap (the endpoint's schema library loaded) that garbage set off a full mark-compact
 * every ~200 requests: the cause of the preview's CPU cost per request being ~1.5× sirv-cli's
 * (see scripts/bench-serve.mjs). Ending the stream at the size sirv stated also keeps the body
 * within the Content-Length sent when a rebuild rewrites the file in between.
 * `end` is the stream's own option, set before its first read (the `pipe` event comes synchronously
 * from `pipe()`); were a Node release to stop reading it, only the saving would be lost.
 * @param {ServerResponse} res
 * @param {string} _pathname
 * @param {fs.Stats} stats
 */
function endStreamAtStatSize(res, _pathname, stats) {
  res.once('pipe', (source) => {
    if (source instanceof fs.ReadStream) {
      // `end` is the stream's option, which the type of fs.ReadStream does not declare.
      const stream = /** @type {fs.ReadStream & { end: number }} */ (source);
      if (stream.end === Infinity) stream.end = stats.size - 1;
    }
    // A file deleted by a rebuild between sirv's stat and its read: end this answer, keep serving.
    source.once('error', () => res.destroy());
  });
}

/**
 * The request handler for a built site in `root`.
 * @param {PreviewOptions} options
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function createPreviewHandler({ root, enquiries = null }) {
  const dir = path.resolve(root);
  const rulesFor = loadHeaders(path.join(dir, '_headers'));
  // The same few paths are asked for again and again: match the rules once per path (bounded).
  /** @type {Map<string, [string, string][]>} */
  const headerCache = new Map();
  /** @param {string} urlPath */
  const headersFor = (urlPath) => {
    let headers = headerCache.get(urlPath);
    if (!headers) {
      headers = Object.entries({ 'Cache-Control': 'no-cache', ...rulesFor(urlPath) });
      if (headerCache.size > 2000) headerCache.clear();
      headerCache.set(urlPath, headers);
    }
    return headers;
  };
  const options = { etag: true, brotli: true, gzip: true, extensions: ['html'], dotfiles: false, setHeaders: endStreamAtStatSize };
  // Pages: dev mode, every request looks at the disk, so a rebuild is served at once and no size
  // or ETag is stale (pages keep their names and change their content).
  const serveLive = sirv(dir, { ...options, dev: true });
  // Hashed assets never change under their name: served from an index made at start-up (no disk
  // look-up per request); a name the index lacks (a newer build) goes to the live handler.
  const serveIndexed = sirv(dir, { ...options, dev: false });
  /** @type {import('sirv').RequestHandler} */
  const serveFile = (req, res, next) =>
    /** @type {string} */ (req.url).startsWith('/assets/')
      ? serveIndexed(req, res, () => serveLive(req, res, next))
      : serveLive(req, res, next);

  /**
   * @param {ServerResponse} res
   * @param {number} status
   * @param {string} text
   * @param {Record<string, string>} [headers]
   */
  function plain(res, status, text, headers = {}) {
    if (res.headersSent) return void res.destroy();
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
    res.end(text);
  }

  /**
   * dist/404.html (its .br or .gz copy when accepted) with status 404; a plain text when there is none (between builds).
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function notFound(req, res) {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const suffix = { br: '.br', gzip: '.gz', '': '' }[encoding];
    /**
     * @param {NodeJS.ErrnoException | null} error
     * @param {Buffer} page
     * @param {string} used
     */
    const answer = (error, page, used) => {
      if (res.headersSent || res.destroyed) return;
      // A missing page must not be cached as if it were a hashed asset.
      if (error) return plain(res, 404, 'Not Found');
      // Unknown paths outside the site's sections get the page policies of the 404 page it is.
      for (const [name, value] of headersFor('/404.html')) res.setHeader(name, value);
      res.writeHead(404, {
        'Cache-Control': 'no-cache',
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': page.length,
        Vary: 'Accept-Encoding',
        ...(used ? { 'Content-Encoding': used } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : page);
    };
    const page = path.join(dir, '404.html');
    fs.readFile(page + suffix, (error, data) => {
      if (!error || !suffix) return answer(error, data, encoding);
      fs.readFile(page, (plainError, plainData) => answer(plainError, plainData, ''));
    });
  }

  return function handle(req, res) {
    try {
      if (enquiries?.handle(req, res)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      const decoded = decodedPath(req.url);
      for (const [name, value] of headersFor(decoded ?? '/')) res.setHeader(name, value);
      if (decoded === null || isPrivate(decoded)) return notFound(req, res);
      const redirect = hostRedirect(dir, decoded);
      if (redirect) {
        const query = String(req.url).match(/\?[^#]*/)?.[0] ?? '';
        return plain(res, redirect.status, `Moved to ${redirect.to}`, { Location: redirect.to + query });
      }

      req.headers['accept-encoding'] = preferredEncoding(req.headers['accept-encoding']);
      serveFile(req, res, () => notFound(req, res));
    } catch {
      // sirv stats the file synchronously: a file removed by a rebuild at that moment lands here.
      plain(res, 503, 'Service Unavailable: the site is being rebuilt, try again in a moment', { 'Retry-After': '2' });
    }
  };
}

/**
 * An HTTP server for the preview (not yet listening), with timeouts that a slow client cannot hold open.
 * @param {PreviewOptions} options
 */
export function createPreviewServer(options) {
  const server = http.createServer(createPreviewHandler(options));
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  return server;
}

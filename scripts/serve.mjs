// Serves dist/ as a static host does: /a/b -> dist/a/b/index.html, unknown paths -> 404.html
// with status 404, with the headers of dist/_headers (CSP, caching). Usage: npm run preview -- --port 4173 --host 127.0.0.1
// It also answers the contact form's local EmailJS stand-in (scripts/enquiry-endpoint.mjs), which
// a build without EmailJS credentials posts to; pass --no-enquiries to serve files only.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { loadHeaders } from './static-headers.mjs';
import { createEnquiryEndpoint } from './enquiry-endpoint.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
    'no-enquiries': { type: 'boolean', default: false },
  },
});
const enquiries = values['no-enquiries'] ? null : createEnquiryEndpoint();
const root = path.resolve(values.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const headersFor = loadHeaders(path.join(root, '_headers'));

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.avif': 'image/avif', '.pdf': 'application/pdf', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
};

// Text is sent compressed, as every static host and CDN does (brotli, else gzip).
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;
const preferredEncoding = (accept) => (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null);
const cache = new Map();
function compressed(file, encoding) {
  const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
  if (!cache.has(key)) {
    const data = fs.readFileSync(file);
    cache.set(key, encoding === 'br' ? zlib.brotliCompressSync(data) : zlib.gzipSync(data, { level: 9 }));
  }
  return cache.get(key);
}

/** The file a static host would answer with, or null. */
function resolveFile(urlPath) {
  let decoded;
  try { decoded = decodeURIComponent(urlPath); } catch { return null; }
  const candidate = path.join(root, decoded);
  if (!candidate.startsWith(root)) return null;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

const server = http.createServer((req, res) => {
  if (enquiries?.handle(req, res)) return;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveFile(url.pathname);
  const status = file ? 200 : 404;
  const body = file ?? path.join(root, '404.html');
  const ext = path.extname(body);
  const headers = { 'Cache-Control': 'no-cache', ...headersFor(url.pathname), 'Content-Type': types[ext] ?? 'application/octet-stream' };
  const encoding = compressible.test(headers['Content-Type']) ? preferredEncoding(req.headers['accept-encoding'] ?? '') : null;
  if (encoding) {
    headers['Content-Encoding'] = encoding;
    headers['Vary'] = 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  if (encoding) return res.end(compressed(body, encoding));
  fs.createReadStream(body).pipe(res);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
  if (enquiries) console.log(enquiries.describe());
});

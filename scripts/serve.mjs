// Serves dist/ as a static host does: /a/b -> dist/a/b/index.html, unknown paths -> 404.html
// with status 404. Usage: npm run preview -- --port 4173 --host 127.0.0.1
// It also answers the contact form's local EmailJS stand-in (scripts/enquiry-endpoint.mjs), which
// a build without EmailJS credentials posts to; pass --no-enquiries to serve files only.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
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

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.avif': 'image/avif', '.pdf': 'application/pdf', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
};

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
  const headers = { 'Content-Type': types[ext] ?? 'application/octet-stream' };
  if (url.pathname.startsWith('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  else headers['Cache-Control'] = 'no-cache';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(body).pipe(res);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
  if (enquiries) console.log(enquiries.describe());
});

/**
 * Real HTTP on 127.0.0.1 for the server tests: a preview server started from its command line
 * (scripts/serve.mjs, so a crash is seen as a dead process), a fixture site, and a raw client that
 * sends paths exactly as written (fetch would resolve `..` before sending).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The command line under test; PREVIEW_SERVER_SCRIPT runs the same tests against another one. */
const SCRIPT = path.resolve(process.env.PREVIEW_SERVER_SCRIPT ?? 'scripts/serve.mjs');

export const SECRET = 'SECRET-OUTSIDE-DIST-7f3a';

export interface Fixture {
  /** The temporary folder: dist/, the sibling dist-private/ with a secret, and .enquiries/ once used. */
  base: string;
  dist: string;
  enquiries: string;
  /** A hashed asset large enough to be precompressed. */
  asset: string;
  assetBody: string;
}

/** A small built site in a temporary folder, with a secret beside it that must never be served. */
export function makeFixture({ notFoundPage = true }: { notFoundPage?: boolean } = {}): Fixture {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-test-'));
  const dist = path.join(base, 'dist');
  const write = (rel: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(base, rel)), { recursive: true });
    fs.writeFileSync(path.join(base, rel), body);
  };
  const assetBody = `console.log(${JSON.stringify('x'.repeat(200))});\n`.repeat(100);
  write('dist/index.html', '<!doctype html><title>Home</title><h1>Home</h1>');
  // The build's layout (src/build/generate/dist-layout.mjs): a page is <path>.html, the editor a folder page.
  write('dist/about.html', '<!doctype html><title>About</title><h1>About</h1>');
  write('dist/about/calendar.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  write('dist/admin/index.html', '<!doctype html><title>Editor</title><h1>Editor</h1>');

  write('dist/robots.txt', 'User-agent: *\nAllow: /\n');
  write('dist/assets/app-Ab12Cd34.js', assetBody);
  write(
    'dist/_headers',
    "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  );
  if (notFoundPage) write('dist/404.html', '<!doctype html><title>Not found</title><h1>Oops! Page Not Found</h1>');
  write('dist-private/secret.txt', SECRET);
  write('secret.txt', SECRET);
  return { base, dist, enquiries: path.join(base, '.enquiries'), asset: '/assets/app-Ab12Cd34.js', assetBody };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  origin: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  /** Whether the process is still running. */
  alive: () => boolean;
  stop: () => Promise<void>;
}

/** Starts `node scripts/serve.mjs` on a free port, in `cwd` (where .enquiries/ goes). */
export async function startPreview(fixture: Fixture, args: string[] = []): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [SCRIPT, '--dir', fixture.dist, '--port', String(port), '--host', '127.0.0.1', ...args], {
    cwd: fixture.base,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  let exited = false;
  child.once('exit', () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !exited; i++) {
    try {
      await request(origin, { path: '/robots.txt' });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (exited) throw new Error(`the preview server exited at start:\n${output}`);
  return {
    origin,
    port,
    process: child,
    output: () => output,
    alive: () => !exited,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RequestOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send from another loopback address (127.0.0.x): another client for per-client limits. */
  localAddress?: string;
  timeoutMs?: number;
}

/** One request, the path sent byte for byte as given. Rejects on a reset or after `timeoutMs`. */
export function request(
  origin: string,
  { method = 'GET', path: target, headers = {}, body, localAddress, timeoutMs = 5000 }: RequestOptions,
): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: target, headers, localAddress, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const data = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data, text: data.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms: ${method} ${target}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Files written into .enquiries/, with their sizes. */
export function storedFiles(fixture: Fixture): { name: string; size: number; text: string }[] {
  if (!fs.existsSync(fixture.enquiries)) return [];
  return fs.readdirSync(fixture.enquiries).map((name) => {
    const file = path.join(fixture.enquiries, name);
    return { name, size: fs.statSync(file).size, text: fs.readFileSync(file, 'utf8') };
  });
}

/** A well-formed body of @emailjs/browser's send(). */
export function sendBody(params: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local_public_key',
    service_id: 'local_service',
    template_id: 'local_template',
    template_params: { from_name: 'Ngozi', from_email: 'ngozi@example.com', message: 'Is there a tour on Saturday?', ...params },
    ...extra,
  });
}

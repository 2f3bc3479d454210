/**
 * The web editor's scripts sent as the build compressed them (Cloudflare Pages Function:
 * functions/admin/[file].ts). Cloudflare compresses every other file as it sends it; for /admin's
 * large scripts (decap-cms.js is 0.8 MB) the build's Brotli copy at its highest level is smaller, and
 * sending it costs no compressing on the way (on the host's local runtime that compressing was most
 * of the wait for the Login button). `encodeBody: 'manual'` is the runtime's documented way to say
 * the body is already encoded.
 */
import { preferredEncoding } from '../build/servers/accept-encoding.mjs';

export interface AssetsEnv {
  /** The site's own files, as the host serves them. */
  ASSETS: { fetch: (request: Request) => Promise<Response> };
}

/** The types of the files the build writes a `.br` copy of under /admin. */
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** GET /admin/<file>: its `.br` copy, when the browser takes Brotli and the build wrote one; else the file. */
export async function servePrecompressed(request: Request, env: AssetsEnv): Promise<Response> {
  const url = new URL(request.url);
  const type = TYPES[url.pathname.split('.').pop() ?? ''];
  if (!type || preferredEncoding(request.headers.get('Accept-Encoding')) !== 'br') return env.ASSETS.fetch(request);
  const compressed = await env.ASSETS.fetch(new Request(new URL(`${url.pathname}.br`, url), request));
  if (compressed.status !== 200 && compressed.status !== 304) return env.ASSETS.fetch(request);
  const headers = new Headers(compressed.headers);
  headers.set('Content-Type', type);
  headers.set('Content-Encoding', 'br');
  headers.append('Vary', 'Accept-Encoding');
  const init = { status: compressed.status, headers, encodeBody: 'manual' } as ResponseInit;
  return new Response(compressed.status === 304 ? null : compressed.body, init);
}

// @ts-check
// A stand-in for the EmailJS REST API, for running the site without EmailJS credentials.
// It speaks the wire format of @emailjs/browser: send() POSTs JSON to /api/v1.0/email/send,
// sendForm() POSTs multipart form data to /api/v1.0/email/send-form; both are answered with
// 200 "OK" as the real service answers. Each enquiry is stored as one compact JSON file in
// .enquiries/ (git-ignored). Used by the Vite dev server (src/build/plugins/enquiry-plugin.ts) and the
// preview server (tools/servers/preview-server.mjs).
//
// It writes a developer's disk on behalf of whatever reaches it, so it trusts nothing:
// a body limit (413), only JSON or multipart, only from the site's own origin (403), the
// EmailJS body shape with flat, bounded string parameters (400), a per-client rate limit (429),
// the time of arrival set here, and fixed error texts (no internal error ever reaches the client).
// Plain Node (it runs under `node` as well as inside Vite); zod is the schema.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * @typedef {{
 *   describe(): string,
 *   handle(req: IncomingMessage, res: ServerResponse): boolean,
 * }} EnquiryEndpoint
 */

/**
 * @typedef {object} EnquiryEndpointOptions
 * @property {string} [dir]
 * @property {(line: string) => void} [log]
 * @property {string[]} [allowedOrigins] Origins other than the server's own whose pages may post enquiries (answered with CORS headers).
 * @property {string[]} [allowedHosts] Host names besides loopback ones under which the server's own origin is accepted.
 */

export const ENQUIRY_PATH = '/api/v1.0/email/send';
export const ENQUIRY_FORM_PATH = '/api/v1.0/email/send-form';
export const ENQUIRIES_DIR = '.enquiries';
/** An enquiry is a few KB (the longest field, the message, is 2,000 characters); anything bigger is refused with 413. */
export const MAX_BODY_BYTES = 32 * 1024;
/** A refused body is read and dropped up to this size so that the client gets its 413; past it the connection is closed. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;
/** Enquiries one client may send in a window before it gets 429 (the form allows one a minute per browser). */
export const RATE_LIMIT = { max: 30, windowMs: 60_000 };
/** Longest template parameter, and most parameters: generous for the form's nine. */
export const PARAM_MAX_LENGTH = 4000;
export const MAX_PARAMS = 20;

/**
 * Fixed answers: the client learns what was wrong, never an internal detail.
 * @type {Record<string, [number, string]>}
 */
export const ANSWERS = {
  ok: [200, 'OK'],
  badJson: [400, 'The request body must be JSON'],
  badShape: [400, 'The request is not an EmailJS send request: service_id, template_id, user_id and template_params of text are required'],
  badForm: [400, 'The form data could not be read'],
  forbidden: [403, 'Enquiries are accepted from this site only'],
  notAllowed: [405, 'Method Not Allowed'],
  tooLarge: [413, 'Payload Too Large'],
  badType: [415, 'Unsupported Media Type: send application/json (or multipart/form-data to send-form)'],
  tooMany: [429, 'Too Many Requests'],
  failed: [500, 'The enquiry could not be stored'],
};

const id = z.string().trim().min(1).max(100);
const paramName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/).refine((name) => !['__proto__', 'constructor', 'prototype'].includes(name));
/** Template parameters: a flat object of text values (EmailJS templates show them as text). */
const templateParams = z
  .record(paramName, z.string().max(PARAM_MAX_LENGTH))
  .refine((params) => Object.keys(params).length <= MAX_PARAMS);

/** The body of @emailjs/browser's send(): nothing more (so no received_at or other stored field can be set). */
export const sendRequestSchema = z.strictObject({
  lib_version: z.string().max(20).optional(),
  service_id: id,
  template_id: id,
  user_id: id,
  accessToken: id.optional(),
  template_params: templateParams.default({}),
});

/**
 * sendForm's fields: the ids and the form's own fields, which become the template parameters.
 * @param {FormData} form
 */
function fromFormData(form) {
  /** @type {{ template_params: Record<string, string>, [field: string]: string | Record<string, string> }} */
  const body = { template_params: {} };
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') return null; // files are not enquiries
    if (['lib_version', 'service_id', 'template_id', 'user_id', 'accessToken'].includes(name)) body[name] = value;
    else if (Object.hasOwn(body.template_params, name)) return null;
    else body.template_params[name] = value;
  }
  return body;
}

/** Host names a local server is reached by; an Origin with another name is a page elsewhere (or DNS rebinding). */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether the request comes from the site itself: the browser's Origin is the origin the request
 * was made to (same origin, on a loopback name or a listed one) or one of the allowed origins.
 * A request without Origin is not from a page of this site (browsers send it with every POST).
 * @param {IncomingMessage} req
 * @param {Set<string>} allowedOrigins
 * @param {Set<string>} allowedHosts
 */
function originAllowed(req, allowedOrigins, allowedHosts) {
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false;
  if (allowedOrigins.has(origin)) return true;
  let url;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return false;
  return url.host === req.headers.host && (LOOPBACK.test(url.hostname) || allowedHosts.has(url.hostname.toLowerCase()));
}

/**
 * Fixed-window counter per client; old windows are dropped so memory stays bounded.
 * @param {{ max: number, windowMs: number }} limit
 * @returns {(client: string) => boolean}
 */
function rateLimiter({ max, windowMs }) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  return (client) => {
    const time = Date.now();
    if (windows.size > 10_000) for (const [key, w] of windows) if (time - w.start >= windowMs) windows.delete(key);
    let w = windows.get(client);
    if (!w || time - w.start >= windowMs) windows.set(client, (w = { start: time, count: 0 }));
    w.count += 1;
    return w.count <= max;
  };
}

class BodyTooLarge extends Error {}

/**
 * The body as a Buffer; over `limit` it is read to the end and dropped (up to the drain limit), then rejected.
 * @param {IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer<ArrayBuffer>>}
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > DRAIN_LIMIT_BYTES) return reject(new BodyTooLarge());
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) {
        req.destroy();
        reject(new BodyTooLarge());
      } else if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => (size > limit ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/**
 * Creates the request handler. `handle(req, res)` returns true when it answered the request
 * (an enquiry path), false for any other path so the caller can serve it.
 * @param {EnquiryEndpointOptions} [options]
 * @returns {EnquiryEndpoint}
 */
export function createEnquiryEndpoint({
  dir = path.resolve(ENQUIRIES_DIR),
  log = console.log,
  allowedOrigins = [],
  allowedHosts = [],
} = {}) {
  const relative = path.relative(process.cwd(), dir) || '.';
  const origins = new Set(allowedOrigins.map((o) => new URL(o).origin));
  const hosts = new Set(allowedHosts.map((h) => h.toLowerCase()));
  const withinRate = rateLimiter(RATE_LIMIT);

  /**
   * CORS headers: only for an allowed origin other than the server's own.
   * @param {IncomingMessage} req
   */
  function corsHeaders(req) {
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || !origins.has(origin)) return { Vary: 'Origin' };
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {[number, string]} fixed
   * @param {Record<string, string>} [extra]
   */
  function answer(req, res, [status, text], extra = {}) {
    if (res.headersSent) return res.destroy();
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...corsHeaders(req), ...extra });
    res.end(text);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {boolean} isForm
   */
  async function receive(req, res, isForm) {
    // The media type, without parameters.
    const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== (isForm ? 'multipart/form-data' : 'application/json')) return answer(req, res, ANSWERS.badType);
    if (!withinRate(req.socket.remoteAddress ?? 'unknown')) return answer(req, res, ANSWERS.tooMany, { 'Retry-After': String(Math.ceil(RATE_LIMIT.windowMs / 1000)) });

    let raw;
    try {
      raw = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      return answer(req, res, error instanceof BodyTooLarge ? ANSWERS.tooLarge : ANSWERS.badJson, { Connection: 'close' });
    }

    let body;
    if (isForm) {
      try {
        // The platform's multipart parser (undici), on a body already limited in size.
        body = fromFormData(await new Response(raw, { headers: { 'Content-Type': /** @type {string} */ (req.headers['content-type']) } }).formData());
      } catch {
        return answer(req, res, ANSWERS.badForm);
      }
    } else {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return answer(req, res, ANSWERS.badJson);
      }
    }
    const parsed = sendRequestSchema.safeParse(body);
    if (!parsed.success) return answer(req, res, ANSWERS.badShape);

    const receivedAt = new Date();
    // A name that sorts by arrival time and never collides.
    const file = path.join(dir, `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.json`);
    // Compact, and only the validated fields: the time of arrival is ours, whatever was sent.
    const record = { ...parsed.data, received_at: receivedAt.toISOString() };
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(file, `${JSON.stringify(record)}\n`, { flag: 'wx' });
    log(`Enquiry stored in ${path.relative(process.cwd(), file)}`);
    return answer(req, res, ANSWERS.ok);
  }

  return {
    describe: () =>
      `Enquiries sent from the contact form are stored in ${relative}/ (local EmailJS stand-in at ${ENQUIRY_PATH} and ${ENQUIRY_FORM_PATH}).`,
    /** @returns {boolean} */
    handle(req, res) {
      const pathname = (req.url ?? '/').split('?')[0];
      if (pathname !== ENQUIRY_PATH && pathname !== ENQUIRY_FORM_PATH) return false;
      if (req.method !== 'POST' && req.method !== 'OPTIONS') {
        answer(req, res, ANSWERS.notAllowed, { Allow: 'POST, OPTIONS' });
      } else if (!originAllowed(req, origins, hosts)) {
        req.resume(); // drop any body; the answer is the same whatever it says
        answer(req, res, ANSWERS.forbidden);
      } else if (req.method === 'OPTIONS') {
        res.writeHead(204, corsHeaders(req));
        res.end();
      } else {
        receive(req, res, pathname === ENQUIRY_FORM_PATH).catch(() => answer(req, res, ANSWERS.failed));
      }
      return true;
    },
  };
}

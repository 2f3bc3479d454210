// A stand-in for the EmailJS REST API, for running the site without EmailJS credentials.
// It speaks the wire format of @emailjs/browser's send(): JSON POSTed to /api/v1.0/email/send,
// answered with 200 "OK" as the real service answers. Each enquiry is stored as a JSON file
// in .enquiries/ (git-ignored). Used by the Vite dev server (src/build/enquiry-plugin.ts) and
// by the preview server (scripts/serve.mjs). Plain Node, no dependencies.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export const ENQUIRY_PATH = '/api/v1.0/email/send';
export const ENQUIRIES_DIR = '.enquiries';
/** Enquiries are small; anything bigger is refused (413) before it is read in full. */
const MAX_BYTES = 64 * 1024;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

function answer(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...CORS_HEADERS });
  res.end(text);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BYTES) {
        reject(Object.assign(new Error('Payload too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The reason the service would refuse this body, or null when it is a well-formed send request. */
export function problemWith(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The request body must be a JSON object';
  for (const key of ['user_id', 'service_id', 'template_id']) {
    if (typeof body[key] !== 'string' || !body[key]) return `The ${key} is required`;
  }
  const params = body.template_params;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    return 'The template params have to be an object';
  }
  return null;
}

/** A file name that sorts by arrival time and never collides. */
function fileNameFor(date) {
  return `${date.toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.json`;
}

/**
 * Creates the request handler. `handle(req, res)` returns true when it answered the request
 * (the enquiry path), false for any other path so the caller can serve it.
 * @param {{ dir?: string, log?: (line: string) => void }} [options]
 */
export function createEnquiryEndpoint({ dir = path.resolve(ENQUIRIES_DIR), log = console.log } = {}) {
  const relative = path.relative(process.cwd(), dir) || '.';
  async function receive(req, res) {
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      const status = /** @type {{ status?: number }} */ (error).status;
      return answer(res, status ?? 400, status === 413 ? 'Payload Too Large' : 'The request body must be JSON');
    }
    const problem = problemWith(body);
    if (problem) return answer(res, 400, problem);
    const receivedAt = new Date();
    const file = path.join(dir, fileNameFor(receivedAt));
    const record = { received_at: receivedAt.toISOString(), ...body };
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
    log(`Enquiry stored in ${path.relative(process.cwd(), file)}`);
    return answer(res, 200, 'OK');
  }

  return {
    dir,
    describe: () => `Enquiries sent from the contact form are stored in ${relative}/ (local EmailJS stand-in at ${ENQUIRY_PATH}).`,
    /** @returns {boolean} */
    handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (pathname !== ENQUIRY_PATH) return false;
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS);
        res.end();
      } else if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST, OPTIONS');
        answer(res, 405, 'Method Not Allowed');
      } else {
        receive(req, res).catch((error) => answer(res, 500, `Could not store the enquiry: ${error.message}`));
      }
      return true;
    },
  };
}

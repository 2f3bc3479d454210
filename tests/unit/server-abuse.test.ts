// @vitest-environment node
// A bounded fuzz of the preview server and its enquiry endpoint: a few hundred malformed,
// oversized, deeply nested, wrong-type and traversal requests, from a fixed seed (a failure
// can be replayed). Whatever arrives: no crash, nothing from outside dist/, nothing large
// written, and every answer a clear 4xx.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  SECRET,
  makeFixture,
  request,
  sendBody,
  startPreview,
  storedFiles,
  type Fixture,
  type RequestOptions,
  type Running,
} from './support/http';

const SEED = 20;
const REQUESTS = 400;
const CONCURRENCY = 8;
const MAX_STORED_BYTES = 4 * 1024;

let fixture: Fixture;
let server: Running;

beforeAll(async () => {
  fixture = makeFixture();
  fs.writeFileSync(path.join(fixture.dist, '.env'), SECRET);
  server = await startPreview(fixture);
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(fixture.base, { recursive: true, force: true });
});

/** mulberry32: small, seeded, good enough to pick cases. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function cases(next: () => number, origin: string): RequestOptions[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const junk = (n: number) => Array.from({ length: n }, () => String.fromCharCode(32 + Math.floor(next() * 95))).join('');
  const depth = () => 100 + Math.floor(next() * 20000);
  const traversal = [
    '/..',
    '/%2e%2e',
    '/..%2f',
    '/%2e%2e%2f',
    '/..%5c',
    '/.%2e/',
    '/%252e%252e/',
    '/assets/../..',
    '/./../',
    '/%c0%ae%c0%ae/',
  ];
  const targets = ['secret.txt', 'dist-private/secret.txt', '.env', '_headers', 'etc/passwd'];
  const endpoint = pick(['/api/v1.0/email/send', '/api/v1.0/email/send-form']);
  const json = { 'Content-Type': 'application/json', Origin: origin };

  const kinds: (() => RequestOptions)[] = [
    // Traversal and private files, in many spellings.
    () => ({ path: `${pick(traversal)}${pick(traversal).slice(1)}/${pick(targets)}` }),
    () => ({ path: pick(['/_headers', '/%5fheaders', '/_headers/', '/.env', '/%2eenv', '//_headers', '/_headers%00.html']) }),
    // Garbage paths: undecodable escapes, control bytes, very long.
    () => ({ path: `/${encodeURIComponent(junk(20)).replace(/%/g, pick(['%', '%%', '%g']))}` }),
    () => ({ path: `/${'a/'.repeat(500 + Math.floor(next() * 1500))}` }),
    () => ({
      path: `/assets/${junk(10).replace(/[^\w]/g, '')}.js`,
      headers: {
        'Accept-Encoding': pick(['br;q=0', 'gzip;q=x', '*;q=0', ',,;;', junk(30)]),
        Range: pick(['bytes=999999-', 'bytes=-', 'bytes=a-b', 'items=1-2']),
      },
    }),
    // Methods a static site does not take.
    () => ({
      method: pick(['PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'CONNECT_X']),
      path: pick(['/', '/about', '/assets/x.js', '/_headers']),
      body: junk(50),
    }),
    // The endpoint: wrong types, wrong shapes, deep nesting, oversized, bad origins.
    () => ({
      method: 'POST',
      path: endpoint,
      headers: {
        ...json,
        'Content-Type': pick([
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/json-patch',
        ]),
      },
      body: sendBody(),
    }),
    () => ({
      method: 'POST',
      path: '/api/v1.0/email/send',
      headers: json,
      body: `{"template_params":{"a":${'['.repeat(depth())}${']'.repeat(depth())}}}`,
    }),
    () => ({
      method: 'POST',
      path: '/api/v1.0/email/send',
      headers: json,
      body: `${'{"a":'.repeat(depth() % 5000)}1${'}'.repeat(depth() % 5000)}`,
    }),
    () => ({
      method: 'POST',
      path: '/api/v1.0/email/send',
      headers: json,
      body: sendBody({ message: 'x'.repeat(40_000 + Math.floor(next() * 200_000)) }),
    }),
    () => ({
      method: 'POST',
      path: '/api/v1.0/email/send',
      headers: json,
      body: sendBody({ message: pick([1, null, true, [], {}, ['x'], { a: 'b' }]) }),
    }),
    () => ({
      method: 'POST',
      path: '/api/v1.0/email/send',
      headers: json,
      body: sendBody({}, { [pick(['received_at', '__proto__', 'constructor', 'x'])]: 'overwrite' }),
    }),
    () => ({ method: 'POST', path: '/api/v1.0/email/send', headers: json, body: junk(200) }),
    () => ({
      method: 'POST',
      path: '/api/v1.0/email/send',
      headers: json,
      body: JSON.stringify({ user_id: junk(300), service_id: 's', template_id: 't' }),
    }),
    () => ({
      method: 'POST',
      path: '/api/v1.0/email/send-form',
      headers: { Origin: origin, 'Content-Type': `multipart/form-data; boundary=${pick(['x', '', '"', junk(5)])}` },
      body: `--x\r\n${junk(100)}`,
    }),
    () => ({
      method: 'POST',
      path: endpoint,
      headers: { ...json, Origin: pick(['https://evil.example', 'null', '', junk(10), `${origin}.evil.example`]) },
      body: sendBody(),
    }),
  ];
  return Array.from({ length: REQUESTS }, () => pick(kinds)());
}

it(`survives ${REQUESTS} hostile requests with clear 4xx answers, no leak and nothing large written`, { timeout: 60_000 }, async () => {
  const next = random(SEED);
  const list = cases(next, server.origin);
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  const started = Date.now();
  let index = 0;
  async function worker() {
    for (let i = index++; i < list.length; i = index++) {
      const options = { ...list[i], localAddress: `127.0.0.${2 + (i % 200)}`, timeoutMs: 10_000 };
      const label = `#${i} ${options.method ?? 'GET'} ${options.path.slice(0, 80)}`;
      try {
        const answer = await request(server.origin, options);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status < 400 || answer.status >= 500) problems.push(`${label}: status ${answer.status}`);
        if (answer.text.includes(SECRET)) problems.push(`${label}: served the secret`);
        if (/Content-Security-Policy:|at [\w.]+ \(|Maximum call stack|ENOENT/.test(answer.text))
          problems.push(`${label}: leaked ${answer.text.slice(0, 80)}`);
      } catch (error) {
        // Only a body far over the limit may be cut off (after its 413 is sent); anything else is a failure.
        const size = Buffer.byteLength(options.body ?? '');
        if (size <= 1024 * 1024) problems.push(`${label}: ${(error as Error).message}`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `[abuse] ${list.length} requests in ${seconds.toFixed(1)} s: ${[...statuses]
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join(', ')}`,
  );

  expect(problems).toEqual([]);
  expect(server.alive()).toBe(true);
  expect((await request(server.origin, { path: '/' })).status).toBe(200);
  const stored = storedFiles(fixture);
  expect(stored.filter((f) => f.size > MAX_STORED_BYTES)).toEqual([]);
  expect(stored).toEqual([]); // none of these was a well-formed enquiry from the site
  // Nothing was written outside dist/ and .enquiries/ either.
  expect(
    fs
      .readdirSync(fixture.base)
      .filter((name) => name !== '.enquiries')
      .sort(),
  ).toEqual(['dist', 'dist-private', 'secret.txt']);
});

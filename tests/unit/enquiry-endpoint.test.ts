// @vitest-environment node
// The local EmailJS stand-in (src/build/servers/enquiry-endpoint.mjs), over real HTTP on 127.0.0.1,
// through the preview server's command line.
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeFixture, request, sendBody, startPreview, storedFiles, type Fixture, type Running } from './support/http';

const SEND = '/api/v1.0/email/send';
const SEND_FORM = '/api/v1.0/email/send-form';
const DEV_ORIGIN = 'http://localhost:5173';

let fixture: Fixture;
let server: Running;
/** Each test posts from its own loopback address, so the per-client limit of one does not touch another. */
let client = 10;
let from = '127.0.0.10';

beforeAll(async () => {
  fixture = makeFixture();
  server = await startPreview(fixture, ['--allow-origin', DEV_ORIGIN]);
});
beforeEach(() => {
  from = `127.0.0.${++client}`;
  fs.rmSync(fixture.enquiries, { recursive: true, force: true });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(fixture.base, { recursive: true, force: true });
});

function post(target: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return request(server.origin, {
    method: 'POST',
    path: target,
    body,
    localAddress: from,
    headers: { 'Content-Type': 'application/json', Origin: server.origin, ...headers },
  });
}

describe('a send from the site is stored', () => {
  it('answers 200 OK and stores compact JSON with the time of arrival', async () => {
    const before = Date.now();
    const answer = await post(SEND, sendBody({ message: 'Hello\nthere' }));
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('OK');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined(); // same origin: no CORS needed
    const [file] = storedFiles(fixture);
    expect(file.text.trimEnd().split('\n')).toHaveLength(1); // compact
    const record = JSON.parse(file.text);
    expect(record).toMatchObject({ service_id: 'local_service', template_params: { message: 'Hello\nthere', from_name: 'Ngozi' } });
    expect(Date.parse(record.received_at)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('item 8: only the EmailJS body shape, stored compactly, with fixed error texts', () => {
  it('refuses a deeply nested body quickly, with a fixed text, and writes nothing', async () => {
    const depth = 4000;
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const body of [nested, sendBody({ message: JSON.parse(`${'['.repeat(500)}"x"${']'.repeat(500)}`) }), `{"a":${nested}}`]) {
      const answer = await post(SEND, body);
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(/stack|Error|at \w|\/work\//);
    }
    const deeper = `{"template_params":{"a":${'['.repeat(15000)}${']'.repeat(15000)}}}`;
    const answer = await post(SEND, deeper);
    expect([400, 413]).toContain(answer.status);
    expect(answer.text).not.toMatch(/stack|Maximum call|could not store/i);
    expect(storedFiles(fixture)).toEqual([]);
  });

  const wrong: [string, string][] = [
    ['a template parameter that is an object', sendBody({ message: { text: 'hi' } })],
    ['a template parameter that is a number', sendBody({ phone: 8031234567 })],
    ['a template parameter that is too long', sendBody({ message: 'x'.repeat(5000) })],
    ['too many template parameters', sendBody(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`p${i}`, 'x'])))],
    ['a parameter name that is not a name', sendBody({ 'a b': 'x' })],
    ['template params that are a list', JSON.stringify({ user_id: 'k', service_id: 's', template_id: 't', template_params: ['x'] })],
    ['no service_id', JSON.stringify({ user_id: 'k', template_id: 't', template_params: {} })],
    ['an empty user_id', JSON.stringify({ user_id: '', service_id: 's', template_id: 't' })],
    ['an unknown field', sendBody({}, { extra: 'x' })],
    ['a list', '[1,2,3]'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ];
  for (const [what, body] of wrong) {
    it(`refuses ${what} with 400 and a fixed text`, async () => {
      const answer = await post(SEND, body);
      expect(answer.status).toBe(400);
      expect(answer.text).toMatch(/^The request is not an EmailJS send request/);
      expect(storedFiles(fixture)).toEqual([]);
    });
  }

  it('refuses a body that is not JSON with 400', async () => {
    const answer = await post(SEND, '{"user_id": ');
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('The request body must be JSON');
  });
});

describe('item 9: size, type and origin', () => {
  it('answers 413 (not a reset) to a body over the limit, and stores nothing', async () => {
    const answer = await post(SEND, sendBody({ message: 'x'.repeat(100 * 1024) }));
    expect(answer.status).toBe(413);
    expect(storedFiles(fixture)).toEqual([]);
  });

  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
    it(`refuses Content-Type "${type}" on send with 415`, async () => {
      const answer = await post(SEND, sendBody(), { 'Content-Type': type });
      expect(answer.status).toBe(415);
      expect(storedFiles(fixture)).toEqual([]);
    });
  }

  it('accepts application/json with parameters and any letter case', async () => {
    expect((await post(SEND, sendBody(), { 'Content-Type': 'Application/JSON; charset=utf-8' })).status).toBe(200);
  });

  it('refuses another site, a missing Origin and a rebound host name, without CORS headers', async () => {
    const evil = await post(SEND, sendBody(), { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();

    const noOrigin = await request(server.origin, {
      method: 'POST',
      path: SEND,
      body: sendBody(),
      localAddress: from,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(noOrigin.status).toBe(403);

    // DNS rebinding: a page at evil.example whose name now points at 127.0.0.1 is "same origin" by Host alone.
    const rebound = `http://evil.example:${server.port}`;
    const rebind = await post(SEND, sendBody(), { Origin: rebound, Host: `evil.example:${server.port}` });
    expect(rebind.status).toBe(403);

    const preflight = await request(server.origin, {
      method: 'OPTIONS',
      path: SEND,
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(storedFiles(fixture)).toEqual([]);
  });

  it('answers CORS for the configured site origin only, naming it (never *)', async () => {
    const preflight = await request(server.origin, {
      method: 'OPTIONS',
      path: SEND,
      headers: { Origin: DEV_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(DEV_ORIGIN);
    expect(preflight.headers.vary).toMatch(/Origin/);
    const answer = await post(SEND, sendBody(), { Origin: DEV_ORIGIN });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(DEV_ORIGIN);
  });

  it('answers other methods with 405', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await request(server.origin, { method, path: SEND, headers: { Origin: server.origin } });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('POST, OPTIONS');
    }
  });
});

describe('item 10: the server sets received_at and limits each client', () => {
  it('does not let the client set received_at', async () => {
    const answer = await post(SEND, sendBody({}, { received_at: '1999-01-01T00:00:00.000Z' }));
    expect(answer.status).toBe(400);
    expect(storedFiles(fixture)).toEqual([]);
  });

  it('answers 429 once a client has sent 30 enquiries within a minute; other clients are not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(SEND, sendBody({ message: `n${i}` }))).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await post(SEND, sendBody());
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(storedFiles(fixture)).toHaveLength(30);

    from = `127.0.0.${++client}`;
    expect((await post(SEND, sendBody())).status).toBe(200);
  });
});

describe('item 11: the multipart variant send-form', () => {
  function multipart(fields: [string, string | Blob, string?][]) {
    const form = new FormData();
    for (const [name, value, filename] of fields) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, filename);
    }
    return new Response(form);
  }

  async function postForm(fields: [string, string | Blob, string?][]) {
    const response = multipart(fields);
    const body = Buffer.from(await response.arrayBuffer());
    return post(SEND_FORM, body, { 'Content-Type': response.headers.get('content-type')! });
  }

  it('stores a form sent by sendForm, with the same validation and storage', async () => {
    const answer = await postForm([
      ['lib_version', '4.4.1'],
      ['service_id', 'local_service'],
      ['template_id', 'local_template'],
      ['user_id', 'local_public_key'],
      ['from_name', 'Chidi'],
      ['message', 'Boarding for Year 8?'],
    ]);
    expect(answer.status).toBe(200);
    const [file] = storedFiles(fixture);
    expect(JSON.parse(file.text)).toMatchObject({
      service_id: 'local_service',
      template_params: { from_name: 'Chidi', message: 'Boarding for Year 8?' },
    });
  });

  it('refuses files, repeated fields, missing ids, JSON and broken multipart', async () => {
    const ids: [string, string][] = [
      ['service_id', 's'],
      ['template_id', 't'],
      ['user_id', 'k'],
    ];
    expect((await postForm([...ids, ['photo', new Blob(['x']), 'x.jpg']])).status).toBe(400);
    expect((await postForm([...ids, ['message', 'a'], ['message', 'b']])).status).toBe(400);
    expect((await postForm([['message', 'no ids']])).status).toBe(400);
    expect((await postForm([...ids, ['message', 'x'.repeat(5000)]])).status).toBe(400);
    expect((await post(SEND_FORM, sendBody())).status).toBe(415);
    expect((await post(SEND_FORM, '--x\r\nnonsense', { 'Content-Type': 'multipart/form-data; boundary=x' })).status).toBe(400);
    expect(storedFiles(fixture)).toEqual([]);
  });
});

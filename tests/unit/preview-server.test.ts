// @vitest-environment node
// The preview server (scripts/serve.mjs → tools/servers/preview-server.mjs), over real HTTP on
// 127.0.0.1, started from its command line so that a crash shows as a dead process.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../src/build/generate/precompress.ts';
import { preferredEncoding } from '../../src/build/servers/accept-encoding.mjs';
import { SECRET, makeFixture, request, startPreview, type Fixture, type Running } from './support/http';

let fixture: Fixture;
let server: Running;

beforeAll(async () => {
  fixture = makeFixture();
  fs.writeFileSync(path.join(fixture.dist, '.env'), SECRET);
  await precompress(fixture.dist);
  server = await startPreview(fixture);
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(fixture.base, { recursive: true, force: true });
});

const get = (target: string, headers: Record<string, string> = {}) => request(server.origin, { path: target, headers });

describe('serves the site as a static host does', () => {
  it('maps /a/b to a/b.html, applies _headers, and answers unknown paths with the 404 page', async () => {
    const about = await get('/about');
    expect(about.status).toBe(200);
    expect(about.text).toContain('<h1>About</h1>');
    expect(about.headers['content-security-policy']).toBe("default-src 'self'");
    expect(about.headers['x-content-type-options']).toBe('nosniff');
    expect(about.headers['cache-control']).toBe('no-cache');

    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Oops! Page Not Found');
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers as the host does where it redirects: a page with a slash, a folder page without', async () => {
    const slashed = await get('/about/?tab=1');
    expect(slashed.status).toBe(308);
    expect(slashed.headers.location).toBe('/about?tab=1');
    const editor = await get('/admin');
    expect(editor.status).toBe(308);
    expect(editor.headers.location).toBe('/admin/');
    expect((await get('/admin/')).text).toContain('<h1>Editor</h1>');
    expect((await get('/_redirects')).status).toBe(404);
  });

  it('caches hashed assets for a year', async () => {
    const asset = await get(fixture.asset);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('item 4: nothing outside dist/', () => {
  const attempts = [
    '/..%2fdist-private/secret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e/dist-private/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/.env',
    '/%2eenv',
  ];
  for (const target of attempts) {
    it(`GET ${target} is a 404 without the secret`, async () => {
      const answer = await get(target);
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain(SECRET);
    });
  }
});

describe('item 5: it does not crash', () => {
  it('answers 404 when 404.html is missing (between builds), and keeps serving', async () => {
    const bare = makeFixture({ notFoundPage: false });
    const other = await startPreview(bare);
    try {
      for (const target of ['/no-such-page', '/assets/gone.js', '/%E0%A4%A']) {
        const answer = await request(other.origin, { path: target });
        expect(answer.status).toBe(404);
      }
      expect((await request(other.origin, { path: '/' })).status).toBe(200);
      expect(other.alive()).toBe(true);
    } finally {
      await other.stop();
      fs.rmSync(bare.base, { recursive: true, force: true });
    }
  });

  it('keeps serving while a rebuild deletes and rewrites the files being requested', async () => {
    const churn = makeFixture();
    const other = await startPreview(churn);
    const page = path.join(churn.dist, 'about.html');
    const asset = path.join(churn.dist, churn.asset);
    let stop = false;
    // Delete and rewrite files as fast as possible while requests for them are in flight.
    const rebuild = (async () => {
      for (let i = 0; !stop && i < 2000; i++) {
        fs.rmSync(page, { force: true });
        fs.rmSync(path.join(churn.dist, '404.html'), { force: true });
        fs.rmSync(asset, { force: true });
        await new Promise((r) => setImmediate(r));
        fs.mkdirSync(path.dirname(page), { recursive: true });
        fs.writeFileSync(page, `<h1>About ${i}</h1>`);
        fs.writeFileSync(path.join(churn.dist, '404.html'), '<h1>Not found</h1>');
        fs.writeFileSync(asset, churn.assetBody);
        await new Promise((r) => setImmediate(r));
      }
    })();
    try {
      const statuses = new Set<number>();
      for (let round = 0; round < 20; round++) {
        const answers = await Promise.allSettled(
          ['/about', '/about/', churn.asset, '/nope'].map((p) => request(other.origin, { path: p })),
        );
        for (const a of answers) if (a.status === 'fulfilled') statuses.add(a.value.status);
      }
      stop = true;
      await rebuild;
      expect([...statuses].every((s) => [200, 308, 404, 503].includes(s))).toBe(true);
      expect(other.alive()).toBe(true);
      expect((await request(other.origin, { path: '/about' })).status).toBe(200);
    } finally {
      stop = true;
      await other.stop();
      fs.rmSync(churn.base, { recursive: true, force: true });
    }
  });
});

/** Two requests written at once on one connection; everything the server sends until it closes. */
function pipelined(port: number, first: string, second: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
    socket.write(`GET ${first} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET ${second} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

describe('a file read after its size was taken', () => {
  it('is sent within the Content-Length already announced, so the next answer on the connection stays readable', async () => {
    const grown = makeFixture();
    const other = await startPreview(grown); // hashed assets are indexed (size included) at start-up
    try {
      const file = path.join(grown.dist, grown.asset);
      const size = fs.statSync(file).size;
      fs.appendFileSync(file, '/* appended after start-up */'.repeat(40));
      const raw = await pipelined(other.port, grown.asset, '/robots.txt');
      const headEnd = raw.indexOf('\r\n\r\n') + 4;
      const head = raw.subarray(0, headEnd).toString('latin1');
      expect(head).toMatch(/^HTTP\/1\.1 200/);
      expect(head).toContain(`Content-Length: ${size}\r\n`);
      expect(raw.subarray(headEnd, headEnd + size).toString()).toBe(grown.assetBody);
      const next = raw.subarray(headEnd + size).toString('latin1');
      expect(next).toMatch(/^HTTP\/1\.1 200/);
      expect(next).toContain('User-agent: *');
    } finally {
      await other.stop();
      fs.rmSync(grown.base, { recursive: true, force: true });
    }
  });
});

describe('item 6: caching, encodings, validators, methods, host files', () => {
  it('does not cache a 404 under /assets/ as immutable', async () => {
    const answer = await get('/assets/app-Missing1.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
  });

  it('serves the brotli and gzip files written at build, and honours q=0', async () => {
    const original = fs.readFileSync(path.join(fixture.dist, fixture.asset));
    const br = await get(fixture.asset, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.equals(fs.readFileSync(path.join(fixture.dist, `${fixture.asset}.br`)))).toBe(true);
    expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gz = await get(fixture.asset, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(original)).toBe(true);

    for (const refused of ['br;q=0', 'br;q=0, gzip;q=0', 'identity', '*;q=0', '']) {
      const plain = await get(fixture.asset, { 'Accept-Encoding': refused });
      expect(plain.headers['content-encoding'], refused).toBeUndefined();
      expect(plain.body.equals(original), refused).toBe(true);
    }
  });

  it('reads Accept-Encoding q-values', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('BR;Q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(preferredEncoding('gzip;q=nonsense')).toBe('');
    expect(preferredEncoding(undefined)).toBe('');
  });

  it('sends ETag and Last-Modified, answers 304 to a matching If-None-Match, and honours Range', async () => {
    const first = await get('/robots.txt');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/robots.txt', { 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const part = await get('/robots.txt', { Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.text).toBe('User-agent');
    expect(part.headers['content-range']).toBe(`bytes 0-9/${fs.statSync(path.join(fixture.dist, 'robots.txt')).size}`);
  });

  it('answers HEAD without a body', async () => {
    const head = await request(server.origin, { method: 'HEAD', path: '/' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS', 'PROPFIND']) {
    it(`answers ${method} / with 405`, async () => {
      const answer = await request(server.origin, { method, path: '/', body: method === 'PUT' ? 'x' : undefined });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.text).not.toContain('<h1>Home</h1>');
    });
  }

  for (const target of ['/_headers', '/_headers/', '/%5fheaders', '/./_headers', '//_headers', '/_headers?x=1']) {
    it(`never serves ${target}`, async () => {
      const answer = await get(target);
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('Content-Security-Policy:');
    });
  }
});

describe('the build writes the compressed copies', () => {
  it('precompress writes .br and .gz beside text files only, each smaller than its original', () => {
    expect(fs.existsSync(path.join(fixture.dist, `${fixture.asset}.br`))).toBe(true);
    expect(fs.existsSync(path.join(fixture.dist, `${fixture.asset}.gz`))).toBe(true);
    // Too small to gain anything, or a host file.
    expect(fs.existsSync(path.join(fixture.dist, 'robots.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(fixture.dist, '_headers.br'))).toBe(false);
    const size = (rel: string) => fs.statSync(path.join(fixture.dist, rel)).size;
    expect(size(`${fixture.asset}.br`)).toBeLessThan(size(fixture.asset));
  });
});

// @vitest-environment node
// Item 12: the Vite dev server, with the enquiry plugin, never serves stored enquiries
// (.enquiries/*.json holds parents' personal details), and still answers the form.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryPlugin, namesEnquiriesFolder } from '../../src/build/plugins/enquiry-plugin';
import { resolveEmailConfig } from '../../src/widgets/InquiryForm/email-config';
import { request, sendBody } from './support/http';

const PERSONAL = 'Adeola Ogunsanya, +234 803 123 4567';
let root: string;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-enquiries-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>dev</title><h1>dev</h1>');
  fs.mkdirSync(path.join(root, '.enquiries'));
  fs.writeFileSync(path.join(root, '.enquiries', 'stored.json'), JSON.stringify({ from_name: PERSONAL }));
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false, ws: false, watch: null },
    plugins: [enquiryPlugin(resolveEmailConfig({}))],
  });
  await server.listen();
  const address = server.httpServer!.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the dev server and .enquiries/', () => {
  const paths = () => [
    '/.enquiries/stored.json',
    '/.Enquiries/stored.json',
    '/%2eenquiries/stored.json',
    '/%252eenquiries/stored.json',
    '/.enquiries/stored.json?import',
    '/.enquiries/stored.json?raw',
    '/.enquiries/',
    `/@fs${root}/.enquiries/stored.json`,
    '/x/../.enquiries/stored.json',
  ];

  it('answers every spelling of a stored enquiry with 404 and without its content', async () => {
    for (const target of paths()) {
      const answer = await request(origin, { path: target });
      expect(answer.status, target).toBe(404);
      expect(answer.text, target).not.toContain(PERSONAL);
    }
  });

  it('still serves the site and answers the form (stored in .enquiries/)', async () => {
    expect((await request(origin, { path: '/' })).status).toBe(200);
    const answer = await request(origin, {
      method: 'POST',
      path: '/api/v1.0/email/send',
      body: sendBody(),
      headers: { 'Content-Type': 'application/json', Origin: origin },
    });
    expect(answer.status).toBe(200);
    expect(fs.readdirSync(path.join(root, '.enquiries'))).toHaveLength(2);
  });

  it('recognises the folder however the URL spells it', () => {
    expect(namesEnquiriesFolder('/.enquiries/a.json')).toBe(true);
    expect(namesEnquiriesFolder('/%2Eenquiries/a.json')).toBe(true);
    expect(namesEnquiriesFolder('/@fs/home/x/.ENQUIRIES/a.json')).toBe(true);
    expect(namesEnquiriesFolder('/a%5c.enquiries%5cb.json')).toBe(true);
    expect(namesEnquiriesFolder('/about/enquiries')).toBe(false);
    expect(namesEnquiriesFolder('/api/v1.0/email/send')).toBe(false);
  });
});

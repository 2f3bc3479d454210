import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  documentHeaders,
  documentPaths,
  EVERY_RESPONSE_HEADERS,
  headerRules,
  headersFile,
} from '../../src/build/generate/security-headers';
import { earlyScripts, earlyScriptSources } from '../../src/build/generate/early-script';

const nginxHeaders = fs.readFileSync('deploy/security-headers.conf', 'utf8');
const nginxValue = (name: string) => new RegExp(`add_header ${name} "([^"]+)" always;`).exec(nginxHeaders)?.[1];

describe('security headers', () => {
  it('the nginx snippet sends the same headers as dist/_headers (with the hashes of the inline scripts as they are now)', async () => {
    const pages = documentHeaders({ scriptSources: await earlyScriptSources() });
    for (const [name, value] of Object.entries({ ...EVERY_RESPONSE_HEADERS, ...pages }))
      expect(
        nginxValue(name),
        `${name} in deploy/security-headers.conf: a page's inline script changed (src/islands/early*.ts or a module they import); copy the new value there`,
      ).toBe(value);
  });

  it('sends the page policies with every page, the 404 page and the service worker, and nosniff alone with files', () => {
    const rules = headerRules({}, ['/', '/about/gallery', '/admission/scholarship', '/admission']);
    const headersOf = (url: string) =>
      Object.assign({}, ...rules.filter((r) => new RegExp(`^${r.path.replace(/\*/g, '.*')}$`).test(url)).map((r) => r.headers));
    for (const url of ['/', '/about/gallery', '/about/unknown', '/admission', '/admission/scholarship', '/404.html', '/sw.js']) {
      expect(headersOf(url), url).toMatchObject({ ...EVERY_RESPONSE_HEADERS, ...documentHeaders() });
    }
    for (const url of [
      '/assets/boot-1.js',
      '/img/hero/01-480.avif',
      '/images/logo.svg',
      '/favicon.svg',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
    ]) {
      expect(headersOf(url), url).toMatchObject(EVERY_RESPONSE_HEADERS);
      expect(headersOf(url), url).not.toHaveProperty('Content-Security-Policy');
    }
    expect(documentPaths(['/about/gallery', '/about/core-values'])).toEqual([
      '/',
      '/index.html',
      '/404.html',
      '/about',
      '/about/*',
      '/sw.js',
    ]);
  });

  it('the CSP allows no inline script but the two it is given by hash, and only the e-mail API and video host outside the site', async () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
    const { plain, islands } = await earlyScripts();
    const csp = contentSecurityPolicy({ scriptSources: await earlyScriptSources() });
    const hash = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash(plain.code)} ${hash(islands.code)};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com/);
    expect(contentSecurityPolicy({ emailApiOrigin: 'http://127.0.0.1:9000' })).toContain("connect-src 'self' http://127.0.0.1:9000");
  });

  it('nginx hides its version, varies compressed answers and never serves _headers (item 7)', () => {
    const nginx = fs.readFileSync('deploy/nginx.conf', 'utf8');
    expect(nginx).toMatch(/^\s*server_tokens off;/m);
    expect(nginx).toMatch(/^\s*gzip_vary on;/m);
    expect(nginx).toMatch(/^\s*location = \/_headers \{ return 404; \}/m);
  });

  it('caches hashed assets for a year', () => {
    expect(headersFile(headerRules({}, ['/']))).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});

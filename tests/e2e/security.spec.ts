import crypto from 'node:crypto';
import { test, expect } from '@playwright/test';
import { visit, watchPolicyViolations } from './helpers';
import { runningScripts } from '../page-scripts.mjs';

// The preview server applies dist/_headers, so every e2e test runs under the site's CSP.
test('pages are served with a strict CSP and the security headers, and break none of it', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');

  for (const path of ['/', '/admission/scholarship', '/about/gallery', '/about/contact-us', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await visit(page, '/facilities/library');
  expect(violations).toEqual([]);
  // The HTML as served has one inline script, which the policy allows by its hash (JSON-LD data
  // blocks and island props do not run).
  for (const path of ['/facilities/library', '/about/contact-us']) {
    const served = await page.request.get(path);
    const html = await served.text();
    const inline = runningScripts(html).filter(({ attributes }) => !/\bsrc=/.test(attributes));
    expect(inline, path).toHaveLength(1);
    const hash = `'sha256-${crypto.createHash('sha256').update(inline[0].text).digest('base64')}'`;
    expect(/script-src ([^;]*)/.exec(served.headers()['content-security-policy'])?.[1].split(' '), path).toEqual([
      "'self'",
      expect.anything(),
      expect.anything(),
    ]);
    expect(served.headers()['content-security-policy'], path).toContain(hash);
  }
});

test('hashed assets are cached for a year', async ({ page }) => {
  await page.goto('/');
  const script = await page.locator('script[data-boot]').getAttribute('data-boot');
  // The site's stylesheet and, on the home page, its widgets' own.
  const stylesheets = await page
    .locator('link[rel="stylesheet"][href^="/assets/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(stylesheets).toHaveLength(2);
  for (const asset of [script!, ...stylesheets]) {
    const response = await page.request.get(asset);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
});

test('the host file _headers is not served, a missing asset is not cached, and text comes precompressed', async ({ page }) => {
  await page.goto('/');
  expect((await page.request.get('/_headers')).status()).toBe(404);
  const missing = await page.request.get('/assets/no-such-file-00000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).not.toContain('immutable');
  const script = await page.locator('script[data-boot]').getAttribute('data-boot');
  const response = await page.request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['etag']).toBeTruthy();
  expect((await page.request.fetch('/', { method: 'DELETE' })).status()).toBe(405);
});

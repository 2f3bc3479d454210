import fs from 'node:fs';
import http from 'node:http';
import { test, expect } from '@playwright/test';
import { pagePaths, site, watchErrors, watchPolicyViolations } from '../e2e/helpers';

// Every route as the host serves it, JavaScript on: its Content-Security-Policy (from dist/_headers,
// applied by the host) is on the answer, and nothing the page loads or runs breaks it or logs an error.
for (const path of [...pagePaths, ...Object.keys(site.redirects)]) {
  test(`${path}: served under the site's CSP, no violation, no console error`, async ({ page }) => {
    const errors = watchErrors(page);
    const violations = await watchPolicyViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Every script the page asks for has run (the boot script marks the page) and nothing is still loading.
    await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test("an unknown address answers 404 with the site's 404 page", async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
});

test('an alternative breadcrumb address shows its page at once, which names its own address as canonical', async ({ page, request }) => {
  for (const [alias, target] of Object.entries(site.redirects)) {
    const answer = await request.get(alias, { maxRedirects: 0 });
    expect(answer.status(), alias).toBe(200);
    await page.goto(alias);
    const title = site.pages.find((p) => p.path === target)!.title;
    await expect(page.getByRole('heading', { level: 1 }).first(), alias).toContainText(title);
    await expect(page.locator('link[rel="canonical"]'), alias).toHaveAttribute('href', new RegExp(`${target}$`));
  }
});

test('files are served with their types', async ({ request }) => {
  const types: Record<string, RegExp> = {
    '/news/feed.xml': /^application\/(atom\+)?xml/,
    '/about/calendar.ics': /^text\/calendar/,
    '/manifest.webmanifest': /^application\/manifest\+json/,
    '/sw.js': /^(application|text)\/javascript/,
    '/sitemap.xml': /^(application|text)\/xml/,
  };
  for (const [path, type] of Object.entries(types)) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toMatch(type);
  }
});

test('a page asked for with a trailing slash is sent to the one address the site links', async ({ request }) => {
  const answer = await request.get('/admission/scholarship/', { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers().location).toBe('/admission/scholarship');
});

test("the web editor's scripts are sent as the build's Brotli copies; without Brotli, as they are", async ({ baseURL }) => {
  /** The bytes on the wire, not decoded (fetch would decode them). */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http
        .get(new URL(path, baseURL), { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject),
    );
  for (const file of ['decap-cms.js', 'cms-formats.js', 'config.json']) {
    // Only `br` offered: the local runtime, like the host's edge, may re-encode for a browser that lists gzip first.
    const compressed = await raw(`/admin/${file}`, 'br');
    expect(compressed.status, file).toBe(200);
    expect(compressed.headers['content-encoding'], file).toBe('br');
    expect(compressed.headers['content-type'], file).toMatch(file.endsWith('.js') ? /^text\/javascript/ : /^application\/json/);
    expect(compressed.body.equals(fs.readFileSync(`dist/admin/${file}.br`)), `${file}: the build's .br copy`).toBe(true);
    const plain = await raw(`/admin/${file}`, 'identity');
    expect(plain.headers['content-encoding'], file).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(`dist/admin/${file}`)), `${file}: the file itself`).toBe(true);
  }
});

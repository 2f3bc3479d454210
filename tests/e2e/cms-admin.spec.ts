import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { visit } from './helpers';

// The web editor as built into dist/admin/ (its editing against the local backend is tested in
// tests/cms/): served under its own policy, and kept apart from the site.

test('the web editor opens at /admin under its own policy with no violation, and asks search engines to stay out', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const files: string[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/admin/')) files.push(pathname);
  });
  const response = await page.goto('/admin/');
  expect(response!.headers()['content-security-policy']).toContain("'unsafe-eval'");
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Built for the live site: signing in goes to GitHub (no local backend outside `npm start`).
  await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible();
  expect(violations).toEqual([]);

  // What the editor downloads, compressed as the host sends it (the .gz files the build writes).
  const gz = (file: string) =>
    fs.statSync(path.join('dist', `${file}.gz`), { throwIfNoEntry: false })?.size ?? fs.statSync(path.join('dist', file)).size;
  const total = [...new Set(files)].reduce((sum, file) => sum + gz(file.endsWith('/') ? `${file}index.html` : file), 0);
  console.log(`web editor: ${new Set(files).size} files, ${(total / 1024).toFixed(0)} kB gzipped`);
});

test('no page of the site loads anything of the editor, and the sitemap, search index and service worker leave it out', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const p of ['/', '/staff-profile/academic', '/about/gallery', '/search']) await visit(page, p);
  expect(requested.length).toBeGreaterThan(4);
  expect(requested.filter((p) => p.startsWith('/admin') || /decap|cms-formats/.test(p))).toEqual([]);

  expect(await (await page.request.get('/sitemap.xml')).text()).not.toMatch(/\/admin(\/|<)/);
  const searchFiles = fs.readdirSync('dist/assets').filter((f) => /search/i.test(f) && !f.endsWith('.gz') && !f.endsWith('.br'));
  expect(searchFiles.length).toBeGreaterThan(0);
  for (const file of searchFiles) expect(fs.readFileSync(path.join('dist/assets', file), 'utf8')).not.toMatch(/\/admin\b|decap/i);
  const sw = await (await page.request.get('/sw.js')).text();
  expect(sw).not.toMatch(/decap-cms|admin\/index\.html/);
  expect(sw).toContain('startsWith("/admin")');
});

import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { visit, watchPolicyViolations } from './helpers';

// The web editor as built into dist/admin/ (its editing against the local backend is tested in
// tests/cms/): served under its own policy, and kept apart from the site.

test('the web editor opens at /admin under its own policy with no violation, and asks search engines to stay out', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const files: string[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/admin/')) files.push(pathname);
  });
  const response = await page.goto('/admin/');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");
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

test("the built editor checks a save in the browser with the build's own check, no server: a blank fee and an end before the start are refused", async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible();
  // Not loaded before a form is opened (the login screen waits for none of it); loaded as a form loads it.
  expect(await page.evaluate(() => 'SITE_CHECK' in window)).toBe(false);
  await page.addScriptTag({ url: '/admin/site-check.js' });
  const facts = fs.readFileSync('pages/_school.facts.yml', 'utf8');
  const calendar = fs.readFileSync('pages/_school.calendar.yml', 'utf8');
  const problems = await page.evaluate(
    async (files) => {
      const { check } = (window as unknown as { SITE_CHECK: import('../../src/admin/site-check').SiteCheck }).SITE_CHECK;
      return Promise.all(files.map((file) => check(file)));
    },
    [
      { file: 'pages/_school.facts.yml', text: facts },
      { file: 'pages/_school.facts.yml', text: facts.replace(/^formFee: .*$/m, 'formFee: " "') },
      { file: 'pages/_school.calendar.yml', text: calendar.replace(/^( {4}end: )2026-12-11$/m, '$12026-09-01') },
    ],
  );
  expect(problems[0]).toEqual([]);
  expect(problems[1]).toEqual([expect.objectContaining({ field: 'formFee', message: 'write a value', path: ['formFee'] })]);
  expect(problems[2]).toEqual([
    expect.objectContaining({ path: ['terms', 0, 'end'], message: expect.stringMatching(/is before the start/) }),
  ]);
  expect(violations).toEqual([]);
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
  // The search's code and data, wherever the build writes them (assets/, the index's own folders).
  const searchFiles = (fs.readdirSync('dist', { recursive: true }) as string[]).filter(
    (f) => /search/i.test(f) && /\.(js|json)$/.test(f) && !f.startsWith('admin'),
  );
  expect(searchFiles.length).toBeGreaterThan(0);
  for (const file of searchFiles) expect(fs.readFileSync(path.join('dist', file), 'utf8'), file).not.toMatch(/\/admin\b|decap/i);
  const sw = await (await page.request.get('/sw.js')).text();
  expect(sw).not.toMatch(/decap-cms|admin\/index\.html/);
  // The pages' rule leaves the editor to the network (however the minifier quotes it).
  expect(sw).toMatch(/startsWith\(["'`]\/admin["'`]\)/);
});

/**
 * The search on a site of a decade of news: the index of a copy of the site with 1,000 generated posts
 * and 500 gallery photos (tools/measure/scale-site.mjs), written by the build's own code
 * (src/build/generate/search-files.ts) into a copy of dist/ (hard links, the site's index files
 * replaced), served as the preview serves dist/. Building the 1,000 pages themselves would take
 * minutes; the search reads only its own files, so this is the search a large build ships.
 * Its own server: SEARCH_SCALE_PORT (default E2E_PORT + 10).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, expect, type Page } from '@playwright/test';
import { makeScaleSite } from '../../tools/measure/scale-site.mjs';
import { createPreviewServer } from '../../tools/servers/preview-server.mjs';
import { loadSite } from '../../src/build/site-model';
import { buildSearchData } from '../../src/search/index/build-index.node';
import { loadSynonyms } from '../../src/search/index/synonyms.node';
import { searchTextProps } from '../../src/widgets/manifest';
import { searchFiles } from '../../src/build/generate/search-files';
import { SEARCH_CORE_FILE, SEARCH_PARTS_DIR } from '../../src/search/engine/part-files';
import { SearchStore, SiteSearch } from '../../src/search/engine/engine';
import type { SearchCore } from '../../src/search/engine/split-index';
import { visit } from './helpers';

const PORT = Number(process.env.SEARCH_SCALE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10);
const BASE = `http://127.0.0.1:${PORT}`;
const QUERY = 'school fees';
const FEES_PAGE = '/admission/fees-and-payments';
const FIRST_SEARCH_BUDGET = 60 * 1024;

/** The search's own requests: its code (the dialog, the loader, the engine) and the index's files. */
const SEARCH_REQUEST = /^\/assets\/(shell|dialog|engine|load|answer-text)-[\w-]+\.js$|^\/search\/core\.json$|^\/assets\/search\//;

let server: Server;
let files: Map<string, string>;
/** The index files a first search for QUERY reads, as the engine fetches them (the core and its words' parts). */
let expected: string[];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const started = performance.now();
  const root = process.cwd();
  const tmp = path.join(os.tmpdir(), `search-scale-e2e-${PORT}`);
  const site = makeScaleSite(root, path.join(tmp, 'site'), { posts: 1000, photos: 500 });
  files = searchFiles(JSON.parse(JSON.stringify(buildSearchData(loadSite(site), loadSynonyms(site), searchTextProps))));
  const dist = path.join(tmp, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  execFileSync('cp', ['-al', path.join(root, 'dist'), dist]);
  fs.rmSync(path.join(dist, 'search'), { recursive: true, force: true });
  fs.rmSync(path.join(dist, SEARCH_PARTS_DIR), { recursive: true, force: true });
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  const fetched: string[] = [SEARCH_CORE_FILE];
  const search = new SiteSearch(
    new SearchStore(JSON.parse(files.get(SEARCH_CORE_FILE)!) as SearchCore, async (file) => {
      fetched.push(file);
      return JSON.parse(files.get(file)!);
    }),
  );
  await search.prepare(QUERY);
  expected = fetched.map((f) => `/${f}`);
  server = createPreviewServer({ root: dist, enquiries: null });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  console.log(`search-scale: a 1,000-post index ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${files.size} files)`);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const searchButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Search/ });
const searchInput = (page: Page) =>
  page.getByRole('dialog', { name: 'Search the website' }).getByRole('combobox', { name: 'Search the website' });

/** Opens the dialog on the home page once the launcher has made the button open it. */
async function openSearch(page: Page): Promise<void> {
  await page.goto('/');
  await expect(searchButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await searchButton(page).click();
}

test('a first search for "school fees" fetches the core and its words\' parts only, finds the fees page first, within 60 KB', async ({
  page,
}) => {
  const responses: Array<{ path: string; body: Promise<Buffer> }> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (SEARCH_REQUEST.test(pathname)) responses.push({ path: pathname, body: response.body() });
  });
  await openSearch(page);
  await searchInput(page).fill(QUERY);
  await expect(page.getByRole('option').first()).toHaveAttribute('href', new RegExp(`^${FEES_PAGE}(#|$)`));

  const index = responses.filter((r) => !r.path.endsWith('.js')).map((r) => r.path);
  test.info().annotations.push({ type: 'requests', description: responses.map((r) => r.path).join('\n') });
  // Each index file once, and only those the engine reads for these words: the core, pieces, the results' fragments.
  expect(new Set(index).size).toBe(index.length);
  expect(index.sort()).toEqual([...expected].sort());
  expect(index.filter((p) => p.includes('/f')).length).toBeLessThanOrEqual(8);
  // Of the whole index (1,000 posts), a small share.
  expect(index.length).toBeLessThan(files.size / 20);
  const bytes = (await Promise.all(responses.map((r) => r.body))).reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
  test.info().annotations.push({ type: 'first search, gzipped', description: `${(bytes / 1024).toFixed(1)} KB` });
  expect(bytes).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one search, the same words are searched again with no network', async ({ page, context }) => {
    await visit(page, '/about/core-values');
    await visit(page, '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await openSearch(page);
    await searchInput(page).fill(QUERY);
    await expect(page.getByRole('option').first()).toHaveAttribute('href', new RegExp(`^${FEES_PAGE}(#|$)`));
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await openSearch(page);
    await searchInput(page).fill(QUERY);
    await expect(page.getByRole('option').first()).toHaveAttribute('href', new RegExp(`^${FEES_PAGE}(#|$)`));
    await context.setOffline(false);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { crawl } from '../../tools/measure/crawl.mjs';
import { startHost } from '../../tools/servers/host-runtime.mjs';
import { settings } from '../../src/config/settings.ts';
import { pagePaths, site } from '../e2e/helpers';

// Every address a parent or a search engine meets, on the host's runtime: no redirect, nothing missing.
// Every page is a start too: /contact, the spec's bare placeholder, is linked from nowhere.
test('a crawl from the home page, the sitemap, the feed and every page meets no redirect and no broken address', async ({ baseURL }) => {
  const also = ['/sitemap.xml', '/news/feed.xml', ...pagePaths];
  const { answered, redirects, broken } = await crawl(baseURL!, { siteUrl: settings.url, also });
  expect(redirects).toEqual([]);
  expect(broken).toEqual([]);
  // Links reached the alternative breadcrumb addresses, the feed, the calendar file and the photos too.
  for (const address of [...Object.keys(site.redirects), '/about/calendar.ics']) expect(answered.get(address), address).toBe(200);
  expect(answered.size).toBeGreaterThan(pagePaths.length + 20);
});

test('the crawl reports a link that costs a redirect on the host (a fixture page links /about/)', async () => {
  const host = await startHost('tests/fixtures/host-redirect', Number(process.env.HOST_FIXTURE_PORT ?? 8798));
  try {
    const { redirects, broken } = await crawl(host.origin);
    expect(redirects).toEqual([{ address: '/about/', from: '/', status: 308, location: '/about' }]);
    expect(broken).toEqual([]);
  } finally {
    await host.stop();
  }
});

test('npm run deploy:dry refuses a build with a link that would cost a redirect, naming it, and uploads nothing', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-dry-'));
  try {
    fs.cpSync('dist', dir, { recursive: true });
    const page = path.join(dir, 'about/core-values.html');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('</main>', '<a href="/admission/scholarship/">Scholarship</a></main>'));
    const run = spawnSync(
      process.execPath,
      [
        'scripts/deploy.mjs',
        '--dry',
        '--skip-build',
        '--dir',
        dir,
        '--out',
        `${dir}-upload`,
        '--port',
        process.env.HOST_DEPLOY_PORT ?? '8796',
      ],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Nothing was uploaded');
    expect(run.stderr).toContain('/admission/scholarship/ (linked from /about/core-values) answers 308 to /admission/scholarship');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}-upload`, { recursive: true, force: true });
  }
});

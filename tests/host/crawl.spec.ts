import { test, expect } from '@playwright/test';
import { crawl } from '../../src/build/crawl.mjs';
import { startHost } from '../../src/build/host-runtime.mjs';
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

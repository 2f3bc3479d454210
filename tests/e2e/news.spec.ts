import { test, expect } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { FEED_SIZE, postsNewestFirst } from '../../src/content/listings/news';
import { formatDate } from '../../src/content/facts/dates';
import { site } from './helpers';

const posts = postsNewestFirst(site.pages);
const [newest, second] = posts;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a post is listed on /news, newest first, and opens with its date, breadcrumbs and the posts beside it', async ({ page }) => {
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      const list = page.getByRole('list', { name: 'News, newest first' });
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(posts.slice(0, 10).map((p) => p.title));
      const item = list.getByRole('listitem').filter({ hasText: second.title });
      await expect(item).toContainText(formatDate(second.post.date));
      await expect(item).toContainText(second.description);
      if (second.post.example) await expect(item.getByText('Example', { exact: true })).toBeVisible();

      await item.getByRole('link', { name: second.title }).click();
      await expect(page).toHaveURL(second.path);
      await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.locator(`time[datetime="${second.post.date}"]`)).toHaveText(formatDate(second.post.date));
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'News', second.title]);
      await expect(crumbs.getByRole('link', { name: 'News', exact: true })).toHaveAttribute('href', '/news');

      const more = page.getByRole('navigation', { name: 'More news' });
      await expect(more.getByRole('link', { name: `Next post: ${newest.title}` })).toHaveAttribute('href', newest.path);
      await more.getByRole('link', { name: `Next post: ${newest.title}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'More news' }).getByRole('link', { name: /^Next post/ })).toHaveCount(0);
      await page
        .getByRole('navigation', { name: 'More news' })
        .getByRole('link', { name: `Previous post: ${second.title}` })
        .click();
      await expect(page).toHaveURL(second.path);
    });
  });
}

test('the posts are in the feed, newest first, with absolute addresses and "Example:" titles', async ({ request }) => {
  const response = await request.get('/news/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe('atom');
  expect(feed.items.map((item) => item.url)).toEqual(posts.slice(0, FEED_SIZE).map((p) => `https://www.example-college.edu.ng${p.path}`));
  const first = feed.items[0];
  expect(first.title).toBe(`${newest.post.example ? 'Example: ' : ''}${newest.title}`);
  expect(first.published?.toISOString()).toBe(new Date(`${newest.post.date}T00:00:00+01:00`).toISOString());
});

test.describe('feed discovery (JavaScript off: the link is in the HTML as served)', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the News pages link the feed in their head; other pages do not', async ({ page, request }) => {
    const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    for (const path of ['/', '/news', newest.path]) {
      await page.goto(path);
      await expect(feedLink, path).toHaveCount(1);
      await expect(feedLink).toHaveAttribute('href', '/news/feed.xml');
      await expect(feedLink).toHaveAttribute('title', /\S.*News$/);
    }
    const href = (await feedLink.getAttribute('href'))!;
    const feed = parseFeed(await (await request.get(href)).text());
    expect(feed.title).toBe(await feedLink.getAttribute('title'));
    await page.goto('/about/calendar');
    await expect(feedLink).toHaveCount(0);
  });
});

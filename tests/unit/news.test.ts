import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { atomFeed } from '../../src/build/generate/atom';
import {
  FEED_SIZE,
  listPageCount,
  newsListNumber,
  newsListPath,
  postNeighbours,
  postsNewestFirst,
  postsOnPage,
  type Post,
} from '../../src/content/listings/news';
import type { PageInfo } from '../../src/content/nav/types';

const base = { hidden: true, hideTitle: false, layout: 'page' as const, section: 'news', sideLinks: false, footer: false, order: 100 };
/** 23 posts, one a day from 1 September 2026, in no particular order; the 5th is an example. */
const pages: PageInfo[] = Array.from({ length: 23 }, (_, i) => {
  const date = `2026-09-${String(i + 1).padStart(2, '0')}`;
  const path = `/news/${date}-post-${i + 1}`;
  const title = i === 22 ? 'Prizes & awards <2026>' : `Post ${i + 1}`;
  return {
    ...base,
    path,
    title,
    label: title,
    crumb: { label: title, path },
    description: `What happened on ${date} at the school.`,
    post: { date, tags: i === 22 ? ['awards', 'speech day'] : [], example: i === 4 },
  };
}).reverse();
pages.push({
  ...base,
  path: '/about/calendar',
  title: 'Term Calendar',
  label: 'Term Calendar',
  crumb: { label: 'Term Calendar', path: '/about/calendar' },
  description: 'Not a post.',
  section: 'about',
});
const posts = postsNewestFirst(pages);

describe('the News list', () => {
  it('has the posts newest first, ten to a page, with plain addresses', () => {
    expect(posts).toHaveLength(23);
    expect(posts[0].post.date).toBe('2026-09-23');
    expect(listPageCount(23)).toBe(3);
    expect(listPageCount(0)).toBe(1);
    expect(postsOnPage(posts, 3).map((p) => p.post.date)).toEqual(['2026-09-03', '2026-09-02', '2026-09-01']);
    expect([newsListPath(1), newsListPath(2)]).toEqual(['/news', '/news/page/2']);
    expect([newsListNumber('/news'), newsListNumber('/news/page/3'), newsListNumber('/news/page/0'), newsListNumber('/news/x')]).toEqual([
      1,
      3,
      undefined,
      undefined,
    ]);
  });

  it('gives each post the newer and the older one beside it', () => {
    const { newer, older } = postNeighbours(posts, posts[1].path);
    expect([newer?.path, older?.path]).toEqual([posts[0].path, posts[2].path]);
    expect(postNeighbours(posts, posts[0].path).newer).toBeUndefined();
    expect(postNeighbours(posts, posts[22].path).older).toBeUndefined();
  });
});

describe('the Atom feed', () => {
  const options = {
    schoolName: 'Example College',
    listUrl: 'https://example.edu.ng/news',
    feedUrl: 'https://example.edu.ng/news/feed.xml',
    siteUrl: 'https://example.edu.ng/',
    absolute: (path: string) => new URL(path, 'https://example.edu.ng').href,
    today: '2026-11-25',
  };
  const text = atomFeed(posts, options);
  const feed = parseFeed(text);

  it('is an Atom feed with the elements RFC 4287 requires of a feed: id, title, updated, author, a self link', () => {
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Example College: News');
    expect(feed.url).toBe('https://example.edu.ng/news');
    expect(feed.self).toBe('https://example.edu.ng/news/feed.xml');
    expect(feed.updated?.toISOString()).toBe('2026-09-22T23:00:00.000Z');
    expect(feed.authors.map((a) => a.name)).toEqual(['Example College']);
    expect(text).toContain('<id>https://example.edu.ng/news</id>');
  });

  it('has the 20 newest posts, each with an id, a title, a date and an absolute link; titles escaped, examples marked', () => {
    expect(feed.items).toHaveLength(FEED_SIZE);
    expect(feed.items.map((item) => item.id)).toEqual(posts.slice(0, FEED_SIZE).map((p: Post) => `https://example.edu.ng${p.path}`));
    expect(feed.items.every((item) => item.url === item.id && item.updated !== null && item.title)).toBe(true);
    expect(feed.items[0].title).toBe('Prizes & awards <2026>');
    expect(feed.items[0].categories.map((c) => c.term)).toEqual(['awards', 'speech day']);
    expect(feed.items[0].description).toBe('What happened on 2026-09-23 at the school.');
    expect(feed.items.find((item) => item.id?.endsWith('post-5'))?.title).toBe('Example: Post 5');
    expect(feed.items[0].published?.toISOString()).toBe('2026-09-22T23:00:00.000Z');
  });

  it('is still a valid feed with no post yet (dated today)', () => {
    const empty = parseFeed(atomFeed([], options));
    expect(empty.items).toEqual([]);
    expect(empty.updated?.toISOString()).toBe('2026-11-24T23:00:00.000Z');
  });
});

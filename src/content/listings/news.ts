/**
 * News: one MDX file per post in pages/news/ (src/content/schemas/post-schema.ts checks its frontmatter),
 * listed newest first at /news in pages of 10 (/news/page/2 …), each with the posts before and after
 * it, and the 20 newest in the Atom feed. Plain functions, safe in the browser.
 */
import type { PageInfo, PostInfo } from '../nav/types';

/** The folder of pages/ that holds the posts, and so their address: /news/<file name>. */
export const NEWS_SECTION = 'news';
export const NEWS_PATH = `/${NEWS_SECTION}`;
export const FEED_PATH = `${NEWS_PATH}/feed.xml`;
export const POSTS_PER_PAGE = 10;
export const FEED_SIZE = 20;

/** The feed's title, also on the link that lets browsers and feed readers find it. */
export const feedTitle = (schoolName: string): string => `${schoolName}: News`;

/** Pages whose head links the feed (feed readers find it there): the home page (it shows the newest posts) and the News pages. */
export const linksFeed = (path: string): boolean => path === '/' || path === NEWS_PATH || path.startsWith(`${NEWS_PATH}/`);

export type Post = PageInfo & { post: PostInfo };

/** The address of page `n` of the list (1: /news). */
export const newsListPath = (n: number): string => (n <= 1 ? NEWS_PATH : `${NEWS_PATH}/page/${n}`);

/** The page number of a list address (/news/page/3 → 3), or undefined for another address. */
export function newsListNumber(path: string): number | undefined {
  if (path === NEWS_PATH) return 1;
  const match = new RegExp(`^${NEWS_PATH}/page/([1-9]\\d*)$`).exec(path);
  return match ? Number(match[1]) : undefined;
}

/** Every post, newest first (same day: by title). */
export function postsNewestFirst(pages: readonly PageInfo[]): Post[] {
  return pages
    .filter((page): page is Post => page.post !== undefined)
    .sort((a, b) => b.post.date.localeCompare(a.post.date) || a.title.localeCompare(b.title));
}

/** How many list pages `count` posts fill (at least one: an empty list still has its page). */
export const listPageCount = (count: number): number => Math.max(1, Math.ceil(count / POSTS_PER_PAGE));

/** The posts on list page `n` (1-based). */
export const postsOnPage = (posts: readonly Post[], n: number): Post[] => posts.slice((n - 1) * POSTS_PER_PAGE, n * POSTS_PER_PAGE);

/** The newer and the older post beside one post. */
export function postNeighbours(posts: readonly Post[], path: string): { newer?: Post; older?: Post } {
  const index = posts.findIndex((post) => post.path === path);
  if (index < 0) return {};
  return { newer: posts[index - 1], older: posts[index + 1] };
}

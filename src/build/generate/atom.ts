/**
 * The news as an Atom feed (RFC 4287) for feed readers: the 20 newest posts, absolute addresses,
 * each post's date as midnight in Lagos, "Example:" before the title of an example post.
 * Pure: the plugin writes /news/feed.xml (src/build/plugins/dated-files-plugin.ts).
 */
import { FEED_SIZE, feedTitle, type Post } from '../../content/listings/news.ts';
import { pageLanguage } from '../../content/nav/meta.ts';

export interface FeedOptions {
  schoolName: string;
  /** Absolute addresses: the News page, the feed itself, and the site (the author's). */
  listUrl: string;
  feedUrl: string;
  siteUrl: string;
  /** `absolute(path)`: a page's full address. */
  absolute: (path: string) => string;
  /** The feed's date when there is no post yet, `YYYY-MM-DD`. */
  today: string;
}

export const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A day as an Atom date: its start in Lagos (UTC+1 all year). */
const atomDate = (iso: string) => `${iso}T00:00:00+01:00`;

/** `posts`: newest first (src/content/listings/news.ts, postsNewestFirst). */
export function atomFeed(posts: readonly Post[], options: FeedOptions): string {
  const newest = posts.slice(0, FEED_SIZE);
  const entries = newest.map((post) => {
    const url = options.absolute(post.path);
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(`${post.post.example ? 'Example: ' : ''}${post.title}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${atomDate(post.post.date)}</published>`,
      `    <updated>${atomDate(post.post.date)}</updated>`,
      `    <summary>${escapeXml(post.description)}</summary>`,
      ...post.post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${pageLanguage}">`,
    `  <id>${escapeXml(options.listUrl)}</id>`,
    `  <title>${escapeXml(feedTitle(options.schoolName))}</title>`,
    `  <updated>${atomDate(newest[0]?.post.date ?? options.today)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(options.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(options.listUrl)}"/>`,
    `  <author><name>${escapeXml(options.schoolName)}</name><uri>${escapeXml(options.siteUrl)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

import { useLocation } from 'react-router';
import { siteContent as content } from '../../content/reading/site-content';
import { findPage } from '../../content/nav/nav';
import { FEED_PATH, listPageCount, newsListNumber, newsListPath, postsNewestFirst, postsOnPage } from '../../content/listings/news';
import { CALENDAR_PAGE_PATH } from '../../content/facts/calendar';
import { DateText, ExampleBadge } from '#site/news-list.ts';
import styles from './news-list.module.css';

/**
 * A page of the News list (/news, /news/page/2…; src/content/listings/news-listings.ts): ten posts, newest
 * first, each with its date and summary, and plain links to the other pages of the list. The layout
 * gives the heading and the breadcrumb.
 */
export default function NewsList() {
  const page = findPage(content, useLocation().pathname);
  const n = page ? newsListNumber(page.path) : undefined;
  if (!page || n === undefined) return null;
  const posts = postsNewestFirst(content.pages);
  const count = listPageCount(posts.length);
  return (
    <>
      <p className={styles.intro}>{page.description}</p>
      <p className={styles.also}>
        <a href={CALENDAR_PAGE_PATH}>Term dates</a>
        {' · '}
        <a href={FEED_PATH} type="application/atom+xml">
          News feed (Atom)
        </a>
      </p>
      {posts.length === 0 && <p>No news yet.</p>}
      <ol className={styles.list} aria-label="News, newest first">
        {postsOnPage(posts, n).map((post) => (
          <li key={post.path} className={styles.item}>
            <h2 className={styles.title}>
              <a href={post.path}>{post.title}</a>
            </h2>
            <p className={styles.meta}>
              <DateText start={post.post.date} />
              {post.post.example && <ExampleBadge />}
            </p>
            <p className={styles.summary}>{post.description}</p>
          </li>
        ))}
      </ol>
      {count > 1 && (
        <nav className={styles.pager} aria-label="Pages of news">
          {n > 1 && (
            <a href={newsListPath(n - 1)} rel="prev">
              Newer posts
            </a>
          )}
          <span>
            Page {n} of {count}
          </span>
          {n < count && (
            <a href={newsListPath(n + 1)} rel="next">
              Older posts
            </a>
          )}
        </nav>
      )}
    </>
  );
}

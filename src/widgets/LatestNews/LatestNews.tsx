import { siteContent } from '../../content/site-content';
import { postsNewestFirst } from '../../content/news';
import { DateText } from '../../ui/DatedItem/DateText';
import { ExampleBadge } from '../../ui/DatedItem/ExampleBadge';
import styles from './LatestNews.module.css';

/**
 * The newest posts (three unless `count` says), each a card with its date and summary, newest first.
 * MDX (in a home-page section): <HomeSection title="Latest News" href="/news" linkText="All News"><LatestNews /></HomeSection>
 */
export function LatestNews({
  count = 3,
  headingLevel = 3,
}: {
  count?: number;
  headingLevel?: 2 | 3 | 4 | 5 | 6 | '2' | '3' | '4' | '5' | '6';
}) {
  const Heading = `h${headingLevel}` as 'h3';
  const posts = postsNewestFirst(siteContent.pages).slice(0, count);
  if (posts.length === 0) return <p className={styles.empty}>No news yet.</p>;
  return (
    <ul className={styles.grid} aria-label="Latest news">
      {posts.map((post) => (
        <li key={post.path} className={styles.card}>
          <Heading className={styles.title}>
            <a href={post.path} className={styles.link}>
              {post.title}
            </a>
          </Heading>
          <p className={styles.meta}>
            <DateText start={post.post.date} />
            {post.post.example && <ExampleBadge />}
          </p>
          <p className={styles.summary}>{post.description}</p>
        </li>
      ))}
    </ul>
  );
}

import { siteContent } from '../../content/reading/site-content';
import { postsNewestFirst } from '../../content/listings/news';
import { DateText } from '../../ui/DatedItem/DateText';
import { ExampleBadge } from '../../ui/DatedItem/ExampleBadge';
import { LinkCard, LinkCards } from '../../ui/LinkCards/LinkCards';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './LatestNews.module.css';

/**
 * The newest posts (three unless `count` says), each a card with its date and summary, newest first.
 * MDX (in a home-page section): <HomeSection title="Latest News" href="/news" linkText="All News"><LatestNews /></HomeSection>
 */
export function LatestNews({ count = 3, headingLevel = 3 }: WidgetProps<typeof widgets, 'LatestNews'>) {
  const posts = postsNewestFirst(siteContent.pages).slice(0, count);
  if (posts.length === 0) return <p className={styles.empty}>No news yet.</p>;
  return (
    <LinkCards label="Latest news" spread>
      {posts.map((post) => (
        <LinkCard key={post.path} href={post.path} title={post.title} heading={`h${headingLevel}` as 'h3'}>
          <p>
            <DateText start={post.post.date} />
            {post.post.example && <ExampleBadge />}
          </p>
          <p>{post.description}</p>
        </LinkCard>
      ))}
    </LinkCards>
  );
}

import type { Post } from '../content/listings/news';
import type { PostInfo } from '../content/nav/types';
import { DateText } from '../ui/DatedItem/DateText';
import { ExampleBadge } from '../ui/DatedItem/ExampleBadge';
import { Picture } from '../ui/Picture/Picture';
import styles from './PostParts.module.css';

/** Under a post's heading: its date (and "Example" while it is one), then its photo if it has one. */
export function PostHeader({ post }: { post: PostInfo }) {
  return (
    <>
      <p className={styles.meta}>
        <DateText start={post.date} />
        {post.example && <ExampleBadge />}
      </p>
      {post.image && (
        <Picture src={post.image.src} alt={post.image.alt} sizes="(min-width: 48rem) 48rem, 100vw" priority className={styles.photo} />
      )}
    </>
  );
}

/** After a post: the posts before and after it, and the way back to the list. */
export function PostNav({ older, newer, listPath }: { older?: Post; newer?: Post; listPath: string }) {
  return (
    <nav className={styles.nav} aria-label="More news">
      <ul>
        {older && (
          <li>
            <a href={older.path} rel="prev">
              Previous post: {older.title}
            </a>
          </li>
        )}
        {newer && (
          <li>
            <a href={newer.path} rel="next">
              Next post: {newer.title}
            </a>
          </li>
        )}
        <li>
          <a href={listPath}>All news</a>
        </li>
      </ul>
    </nav>
  );
}

import type { ReactNode } from 'react';
import styles from './Quote.module.css';

/** A highlighted quotation. MDX: <Quote author="Albert Einstein">Text</Quote> */
export function Quote({ children, author }: { children: ReactNode; author?: string }) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>{children}</blockquote>
      {author && <figcaption className={styles.author}>— {author}</figcaption>}
    </figure>
  );
}

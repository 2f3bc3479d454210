import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './Quote.module.css';

/** A highlighted quotation. MDX: <Quote author="Albert Einstein">Text</Quote> */
export function Quote({ children, author }: WidgetProps<typeof widgets, 'Quote'>) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>{children}</blockquote>
      {author && <figcaption className={styles.author}>— {author}</figcaption>}
    </figure>
  );
}

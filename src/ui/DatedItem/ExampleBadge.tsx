// In the site stylesheet (not a page's inline CSS): posts show these through the layout, which no page imports.
import styles from '../../styles/dated-item.module.css';

/** Marks a post as an example (`example: true`), or, with the calendar's words, a date the office has not confirmed. */
export function ExampleBadge({ words = 'Example' }: { words?: string }) {
  return <span className={styles.badge}>{words}</span>;
}

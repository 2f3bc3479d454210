// In the site stylesheet (not a page's inline CSS): posts show these through the layout, which no page imports.
import styles from '../../styles/dated-item.module.css';

/** Marks a post or a date the office has not confirmed yet (`example: true`). */
export function ExampleBadge() {
  return <span className={styles.badge}>Example</span>;
}

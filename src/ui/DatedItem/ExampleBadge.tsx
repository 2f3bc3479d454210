import styles from './DatedItem.module.css';

/** Marks a post or a date the office has not confirmed yet (`example: true`). */
export function ExampleBadge() {
  return <span className={styles.badge}>Example</span>;
}

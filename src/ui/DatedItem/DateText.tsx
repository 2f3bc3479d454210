import { formatDateRange } from '../../content/facts/dates';
// In the site stylesheet (not a page's inline CSS): posts show these through the layout, which no page imports.
import styles from '../../styles/dated-item.module.css';

/** A day or a range of days as people read it ("14 September 2026"), with the machine-readable date. */
export function DateText({ start, end }: { start: string; end?: string }) {
  return (
    <time className={styles.date} dateTime={start}>
      {formatDateRange(start, end)}
    </time>
  );
}

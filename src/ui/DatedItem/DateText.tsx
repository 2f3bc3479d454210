import { formatDateRange } from '../../content/dates';
import styles from './DatedItem.module.css';

/** A day or a range of days as people read it ("14 September 2026"), with the machine-readable date. */
export function DateText({ start, end }: { start: string; end?: string }) {
  return <time className={styles.date} dateTime={start}>{formatDateRange(start, end)}</time>;
}

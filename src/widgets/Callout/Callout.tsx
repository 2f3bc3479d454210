import type { ReactNode } from 'react';
import styles from './Callout.module.css';

/** A boxed note. MDX: <Callout title="Important" tone="warning">Text</Callout> (tone: info, warning, success) */
export function Callout({ title, tone = 'info', children }: { title?: string; tone?: 'info' | 'warning' | 'success'; children: ReactNode }) {
  return (
    <div className={`${styles.callout} ${styles[tone]}`}>
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.body}>{children}</div>
    </div>
  );
}

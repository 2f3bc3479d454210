import type { ReactNode } from 'react';
import styles from './Callout.module.css';

/** The colours of a Callout (listed for editors in CONTENT.md). */
export const calloutTones = ['info', 'warning', 'success'] as const;

/** A boxed note. MDX: <Callout title="Important" tone="warning">Text</Callout> (tone: one of calloutTones) */
export function Callout({ title, tone = 'info', children }: { title?: string; tone?: (typeof calloutTones)[number]; children: ReactNode }) {
  return (
    <div className={`${styles.callout} ${styles[tone]}`}>
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.body}>{children}</div>
    </div>
  );
}

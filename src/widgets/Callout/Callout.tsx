import type { ReactNode } from 'react';
import styles from './Callout.module.css';

import { calloutTones, type CalloutTone } from './tones';

export { calloutTones };

/** A boxed note. MDX: <Callout title="Important" tone="warning">Text</Callout> (tone: one of calloutTones) */
export function Callout({ title, tone = 'info', children }: { title?: string; tone?: CalloutTone; children: ReactNode }) {
  return (
    <div className={`${styles.callout} ${styles[tone]}`}>
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.body}>{children}</div>
    </div>
  );
}

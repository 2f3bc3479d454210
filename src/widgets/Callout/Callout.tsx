import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './Callout.module.css';

/** A boxed note. MDX: <Callout title="Important" tone="warning">Text</Callout> (tone: one of calloutTones, ./manifest.ts) */
export function Callout({ title, tone = 'info', children }: WidgetProps<typeof widgets, 'Callout'>) {
  return (
    <div className={`${styles.callout} ${styles[tone]}`}>
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.body}>{children}</div>
    </div>
  );
}

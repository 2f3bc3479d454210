import type { ReactNode } from 'react';
import { Icon } from '../../layout/Icon';
import styles from './FeatureCards.module.css';

/**
 * A grid of cards. MDX:
 * <FeatureCards>
 *   <Card icon="lightbulb" title="Analyse">Text</Card>
 * </FeatureCards>
 */
export function FeatureCards({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>{children}</ul>;
}

/** One card of a FeatureCards grid: an icon, a title and a short text. */
export function Card({ icon, title, children }: { icon?: string; title: string; children?: ReactNode }) {
  return (
    <li className={styles.card}>
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} size={26} />
        </span>
      )}
      <h3 className={styles.title}>{title}</h3>
      {children && <div className={styles.body}>{children}</div>}
    </li>
  );
}

import { Icon } from '../Icon';
import styles from './IconBadge.module.css';

/** A round badge around an icon, at the top of a card (FeatureCards, ActionCards). */
export function IconBadge({ name }: { name: string }) {
  return (
    <span className={styles.badge}>
      <Icon name={name} size={26} />
    </span>
  );
}

import type { ReactNode } from 'react';
import { PersonPhoto } from '../../ui/People/People';
import styles from './LeaderMessage.module.css';

/**
 * A message from one of the school's leaders: photo, name and title beside the text, signed at the end. MDX:
 * <LeaderMessage image="leaders/principal" name="Mr. Babatunde Oladipo" title="Principal">
 * Dear parents, …
 * </LeaderMessage>
 */
export function LeaderMessage({ image, name, title, children }: { image?: string; name: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.message}>
      <figure className={styles.figure}>
        <PersonPhoto photo={image} name={name} className={styles.photo} priority />
        <figcaption className={styles.caption}>
          <strong className={styles.name}>{name}</strong>
          <span className={styles.title}>{title}</span>
        </figcaption>
      </figure>
      <div className={styles.body}>
        {children}
        <p className={styles.signature}>
          <span className={styles.name}>{name}</span>
          <br />
          {title}
        </p>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './LinkCards.module.css';

/**
 * A grid of cards, each answering a press anywhere on it with its title's link: a section overview's
 * pages, the home page's newest posts. `spread`: the cards share the row's width when they are fewer
 * than fit in it (three posts across the home page), instead of keeping one card's width.
 */
export function LinkCards({ label, spread, children }: { label: string; spread?: boolean; children: ReactNode }) {
  return (
    <ul className={spread ? `${styles.grid} ${styles.spread}` : styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

/** One card: its title as a heading (`heading`, h2 unless the page's headings need another level) linking to `href`, then `children` (paragraphs). */
export function LinkCard({
  href,
  title,
  heading: Heading = 'h2',
  children,
}: {
  href: string;
  title: ReactNode;
  heading?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  children?: ReactNode;
}) {
  return (
    <li className={styles.card}>
      <Heading className={styles.title}>
        <a href={href} className={styles.link}>
          {title}
        </a>
      </Heading>
      {children}
    </li>
  );
}

import type { ReactNode } from 'react';
import { HomeSection, type HomeSectionProps } from '../../ui/HomeSection/HomeSection';
import styles from './AboutTeaser.module.css';

/**
 * Text clamped to six lines until the visitor presses Read More; it then stays open and the
 * control goes. No JavaScript: Read More is a native <details> after the text, and CSS unclamps
 * the text once it is open (where :has() is unknown the text is simply shown in full).
 * MDX: <AboutTeaser title="About Us">Paragraphs…</AboutTeaser>
 */
export function AboutTeaser({
  children,
  moreLabel = 'Read More',
  ...section
}: HomeSectionProps & { moreLabel?: string; children: ReactNode }) {
  return (
    <HomeSection {...section}>
      <div className={styles.teaser}>
        <div className={styles.text}>{children}</div>
        <details className={styles.more}>
          <summary className={styles.button}>{moreLabel}</summary>
        </details>
      </div>
    </HomeSection>
  );
}

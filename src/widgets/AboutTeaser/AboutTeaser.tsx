import { useId, useRef, useState, type ReactNode } from 'react';
import { HomeSection, type HomeSectionProps } from '../HomeSection/HomeSection';
import styles from './AboutTeaser.module.css';

/**
 * Text clamped to six lines until the visitor presses Read More; it then stays open and the
 * button goes. MDX: <AboutTeaser title="About Us">Paragraphs…</AboutTeaser>
 */
export function AboutTeaser({ children, moreLabel = 'Read More', ...section }: HomeSectionProps & { moreLabel?: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const expand = () => {
    setExpanded(true);
    // The button disappears: keep focus on the text it revealed, so reading goes on from there.
    requestAnimationFrame(() => textRef.current?.focus());
  };
  return (
    <HomeSection {...section}>
      <div id={id} ref={textRef} tabIndex={-1} className={`${styles.text} ${expanded ? '' : styles.clamped}`}>
        {children}
      </div>
      {!expanded && (
        <p className={styles.more}>
          <button type="button" className={styles.button} onClick={expand} aria-expanded="false" aria-controls={id}>
            {moreLabel}
          </button>
        </p>
      )}
    </HomeSection>
  );
}

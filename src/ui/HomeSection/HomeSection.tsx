import { useId, type ReactNode } from 'react';
import { SmartLink } from '../SmartLink';
import styles from './HomeSection.module.css';

export interface HomeSectionProps {
  title: string;
  subtitle?: string;
  /** "alt": a tinted background, to tell neighbouring sections apart. */
  tone?: 'plain' | 'alt';
  /** A button-styled link under the section, e.g. to the gallery. */
  href?: string;
  linkText?: string;
  children?: ReactNode;
}

/**
 * One band of the home page: a centred heading, an optional subtitle, the content, and an
 * optional button link. MDX: <HomeSection title="Admission Benefits" subtitle="…">…</HomeSection>
 */
export function HomeSection({ title, subtitle, tone = 'plain', href, linkText, children }: HomeSectionProps) {
  const id = useId();
  return (
    <section className={`${styles.section} ${tone === 'alt' ? styles.alt : ''}`} aria-labelledby={id}>
      <div className={styles.inner}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        {href && linkText && (
          <p className={styles.action}>
            <SmartLink href={href} className={styles.button}>
              {linkText}
            </SmartLink>
          </p>
        )}
      </div>
    </section>
  );
}

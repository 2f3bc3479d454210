import type { ReactNode } from 'react';
import { SmartLink } from '../../ui/SmartLink';
import { Heading, type HeadingLevel } from '../../ui/Heading';
import { IconBadge } from '../../ui/IconBadge/IconBadge';
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

/**
 * One card of a FeatureCards grid: an icon, a title, a short text and, with `href`, a link
 * ("Learn more" unless `linkText` says otherwise) whose accessible name includes the title.
 */
export function Card({ icon, title, href, linkText = 'Learn more', headingLevel, children }: { icon?: string; title: string; href?: string; linkText?: string; headingLevel?: HeadingLevel; children?: ReactNode }) {
  return (
    <li className={styles.card}>
      {icon && <IconBadge name={icon} />}
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      {children && <div className={styles.body}>{children}</div>}
      {href && (
        <p className={styles.link}>
          <SmartLink href={href}>
            {linkText}
            <span className="visually-hidden"> about {title}</span>
          </SmartLink>
        </p>
      )}
    </li>
  );
}

import { SmartLink } from '../../ui/SmartLink';
import { Heading } from '../../ui/Heading';
import { IconBadge } from '../../ui/IconBadge/IconBadge';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './FeatureCards.module.css';

/**
 * A grid of cards. MDX:
 * <FeatureCards>
 *   <Card icon="lightbulb" title="Analyse">Text</Card>
 * </FeatureCards>
 */
export function FeatureCards({ children, columns = 2 }: WidgetProps<typeof widgets, 'FeatureCards'>) {
  return <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>{children}</ul>;
}

/**
 * One card of a FeatureCards grid: an icon, a title, a short text and, with `href`, a link
 * ("Learn more" unless `linkText` says otherwise) whose accessible name includes the title.
 */
export function Card({ icon, title, href, linkText = 'Learn more', headingLevel, children }: WidgetProps<typeof widgets, 'Card'>) {
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

import { site, type PortalKey } from '../../config/site';
import { SmartLink } from '../../ui/SmartLink';
import { Heading } from '../../ui/Heading';
import { IconBadge } from '../../ui/IconBadge/IconBadge';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './ActionCards.module.css';

/**
 * Cards that each lead to one action (a page, a file to download or an external portal). MDX:
 * <ActionCards>
 *   <ActionCard icon="map-pin" title="Pick up the form at the office" href="/about/contact-us">Text</ActionCard>
 *   <ActionCard icon="laptop" title="Apply online" portal="studentPortal">Text</ActionCard>
 * </ActionCards>
 */
export function ActionCards({ children, label = 'Ways to apply' }: WidgetProps<typeof widgets, 'ActionCards'>) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export type ActionCardProps = WidgetProps<typeof widgets, 'ActionCard'>;

/** Where an action card leads: its href, or the URL of the named portal. */
export function actionHref({ href, portal }: Pick<ActionCardProps, 'href' | 'portal'>): string {
  if (portal) {
    const entry = site.portals[portal as PortalKey];
    if (!entry) throw new Error(`ActionCard: unknown portal "${portal}"; use one of: ${Object.keys(site.portals).join(', ')}`);
    return entry.url;
  }
  if (!href) throw new Error('ActionCard: give either href or portal');
  return href;
}

/** One card of ActionCards: the title is the link and the whole card is clickable. */
export function ActionCard({ title, href, portal, icon, note, headingLevel, children }: ActionCardProps) {
  const target = actionHref({ href, portal });
  return (
    <li className={styles.card}>
      {icon && <IconBadge name={icon} />}
      <Heading level={headingLevel} className={styles.title}>
        <SmartLink href={target} className={styles.link}>
          {title}
        </SmartLink>
      </Heading>
      {note && <p className={styles.note}>{note}</p>}
      {children && <div className={styles.body}>{children}</div>}
    </li>
  );
}

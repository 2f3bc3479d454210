import type { ReactNode } from 'react';
import { site, type PortalKey } from '../../config/site';
import { SmartLink } from '../../ui/SmartLink';
import { Heading, type HeadingLevel } from '../../ui/Heading';
import { IconBadge } from '../../ui/IconBadge/IconBadge';
import styles from './ActionCards.module.css';

/**
 * Cards that each lead to one action (a page, a file to download or an external portal). MDX:
 * <ActionCards>
 *   <ActionCard icon="map-pin" title="Pick up the form at the office" href="/about/contact-us">Text</ActionCard>
 *   <ActionCard icon="laptop" title="Apply online" portal="studentPortal">Text</ActionCard>
 * </ActionCards>
 */
export function ActionCards({ children, label = 'Ways to apply' }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export interface ActionCardProps {
  title: string;
  /** A page (/about/contact-us), a file under public/ (/forms/admission-form.pdf) or a full URL. */
  href?: string;
  /** Instead of href: an external portal named in src/config/site.ts (opens in a new tab). */
  portal?: string;
  icon?: string;
  /** A short note after the title link, e.g. "PDF, 2 KB". */
  note?: string;
  /** Set by the build from the page's headings (src/mdx/remark-widget-heading-levels.ts). */
  headingLevel?: HeadingLevel;
  children?: ReactNode;
}

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

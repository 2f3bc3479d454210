import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { SmartLink } from '../../ui/SmartLink';
import { HomeSection, type HomeSectionProps } from '../../ui/HomeSection/HomeSection';
import { Picture } from '../../ui/Picture/Picture';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './LeaderMessages.module.css';

export type LeaderProps = WidgetProps<typeof widgets, 'Leader'>;

/** One leader's card (photo, name, title, quote, link). Used inside LeaderMessages. */
export function Leader({ role, name, title, photo, href, linkText = 'Read Full Message', children }: LeaderProps) {
  return (
    <>
      <Picture src={photo} alt={`${name}, ${title}`} sizes="(min-width: 768px) 10rem, 8rem" className={styles.photo} />
      <div className={styles.body}>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.title}>{title}</p>
        <blockquote className={styles.quote}>{children}</blockquote>
        <p className={styles.link}>
          <SmartLink href={href}>
            {linkText}
            <span className="visually-hidden"> from the {role}</span>
          </SmartLink>
        </p>
      </div>
    </>
  );
}

/**
 * The leaders' messages. Below 768px a switch shows one card at a time (the first by default);
 * from 768px both cards show and the switch is hidden. No JavaScript: the switch is a group of
 * native radio buttons (arrow keys move between them) and CSS shows the card of the checked one.
 * Browsers without :has() show every card and no switch. Up to four leaders (see the CSS). MDX:
 * <LeaderMessages title="Our Leader's Message">
 *   <Leader role="Principal" name="…" title="Principal" photo="leaders/principal" href="/about/principal-message">Quote</Leader>
 *   <Leader role="Founder" … />
 * </LeaderMessages>
 */
export function LeaderMessages({ children, ...section }: HomeSectionProps & { children: ReactNode }) {
  const leaders = Children.toArray(children).filter((c): c is ReactElement<LeaderProps> => isValidElement(c) && c.type === Leader);
  const name = useId();
  return (
    <HomeSection {...section}>
      <div className={styles.leaders}>
        <fieldset className={styles.switch} data-print="hide">
          <legend className="visually-hidden">Show the message of</legend>
          {leaders.map((leader, i) => (
            <label key={i} className={styles.tab}>
              <input type="radio" name={name} className={styles.choice} defaultChecked={i === 0} />
              {leader.props.role}
            </label>
          ))}
        </fieldset>
        <div className={styles.cards}>
          {leaders.map((leader, i) => (
            <div key={i} role="group" aria-label={leader.props.role} className={styles.card}>
              {leader}
            </div>
          ))}
        </div>
      </div>
    </HomeSection>
  );
}

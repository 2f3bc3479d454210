import { Children, isValidElement, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { SmartLink } from '../../layout/SmartLink';
import { HomeSection, type HomeSectionProps } from '../HomeSection/HomeSection';
import { Picture } from '../Picture/Picture';
import styles from './LeaderMessages.module.css';

export interface LeaderProps {
  /** Tab label and card kicker, e.g. "Principal". */
  role: string;
  name: string;
  title: string;
  /** Photo name from photos/ (leaders/principal). */
  photo: string;
  /** The full message page. */
  href: string;
  linkText?: string;
  /** The quote excerpt. */
  children: ReactNode;
}

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
 * The leaders' messages. Below 768px a tab switch shows one card (the first is the default);
 * from 768px both cards show and the tabs are hidden. The layout is CSS only, so the
 * prerendered page and the hydrated one match at every width. MDX:
 * <LeaderMessages title="Our Leader's Message">
 *   <Leader role="Principal" name="…" title="Principal" photo="leaders/principal" href="/about/principal-message">Quote</Leader>
 *   <Leader role="Founder" … />
 * </LeaderMessages>
 */
export function LeaderMessages({ children, ...section }: HomeSectionProps & { children: ReactNode }) {
  const leaders = Children.toArray(children).filter((c): c is ReactElement<LeaderProps> => isValidElement(c) && c.type === Leader);
  const [selected, setSelected] = useState(0);
  const base = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = (i: number) => `${base}-panel-${i}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const last = leaders.length - 1;
    const to = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setSelected(to);
    tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };

  return (
    <HomeSection {...section}>
      <div ref={tabsRef} className={styles.tabs} role="tablist" aria-label="Leaders" onKeyDown={onKeyDown}>
        {leaders.map((leader, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={tabId(i)}
            className={styles.tab}
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {leader.props.role}
          </button>
        ))}
      </div>
      <div className={styles.cards}>
        {leaders.map((leader, i) => (
          <div key={i} id={panelId(i)} role="tabpanel" aria-labelledby={tabId(i)} className={`${styles.card} ${i === selected ? styles.current : ''}`}>
            {leader}
          </div>
        ))}
      </div>
    </HomeSection>
  );
}

import type { ReactNode } from 'react';
import { CALENDAR_KINDS, TO_BE_CONFIRMED_LABEL, type CalendarEvent } from '../../content/facts/calendar';
import { DateText } from './DateText';
import { ExampleBadge } from './ExampleBadge';
import styles from './EventList.module.css';

/** A list of dates of the term calendar: the calendar page's terms, the next dates of the home page. */
export function EventList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One date of the term calendar: its day, its kind, its title (a link when `href` is given), the
 * "To be confirmed" badge while the office has not confirmed it and, with `note`, the office's note. `past` shows it quieter and says "(past)" in
 * words; `id`: its anchor (search results link to it).
 */
export function EventItem({
  event,
  id,
  href,
  past,
  note,
}: {
  event: CalendarEvent;
  id?: string;
  href?: string;
  past?: boolean;
  note?: boolean;
}) {
  return (
    <li className={past ? `${styles.event} ${styles.past}` : styles.event} id={id}>
      <DateText start={event.start} end={event.end} />
      <span className={styles.what}>
        <span className={styles.kind}>{CALENDAR_KINDS[event.kind]}</span>
        {href ? <a href={href}>{event.title}</a> : <strong>{event.title}</strong>}
        {event.example && <ExampleBadge words={TO_BE_CONFIRMED_LABEL} />}
        {past && <span className={styles.pastLabel}> (past)</span>}
      </span>
      {note && event.note && <span className={styles.note}>{event.note}</span>}
    </li>
  );
}

/**
 * The day "next" and "past" were worked out: the day the site was built, stated, since a page
 * cannot change by itself (no script: the pages work without one, and the budget has no room).
 */
export function AsOf({ today, children }: { today: string; children?: ReactNode }) {
  return (
    <p className={styles.asOf}>
      As of <DateText start={today} />
      {children}
    </p>
  );
}

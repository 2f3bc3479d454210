import { CALENDAR_KINDS, CALENDAR_PAGE_PATH, eventIds, upcomingEvents, type CalendarData } from '../../content/calendar';
import { todayInLagos } from '../../content/dates';
import { DateText } from './DateText';
import { ExampleBadge } from './ExampleBadge';
import styles from './NextDatesList.module.css';

/** The next `count` dates of the term calendar (the build's day in Lagos), each linking to its place on the calendar page. */
export function NextDatesList({ data, count }: { data: CalendarData; count: number }) {
  const ids = eventIds(data);
  const events = upcomingEvents(data, todayInLagos(), count);
  return (
    <div className={styles.nextDates}>
      {events.length > 0 ? (
        <ul className={styles.list} aria-label="Next dates">
          {events.map((event) => (
            <li key={ids.get(event)} className={styles.event}>
              <DateText start={event.start} end={event.end} />
              <span className={styles.what}>
                <span className={styles.kind}>{CALENDAR_KINDS[event.kind]}</span>
                <a href={`${CALENDAR_PAGE_PATH}#${ids.get(event)}`}>{event.title}</a>
                {event.example && <ExampleBadge />}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>The dates of the next session will be published soon.</p>
      )}
      <p className={styles.more}>
        <a href={CALENDAR_PAGE_PATH}>All term dates</a>
      </p>
    </div>
  );
}

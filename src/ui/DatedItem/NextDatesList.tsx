import { CALENDAR_PAGE_PATH, eventIds, upcomingEvents, type CalendarData } from '../../content/facts/calendar';
import { todayInLagos } from '../../content/facts/dates';
import { AsOf, EventItem, EventList } from './EventList';
import styles from './NextDatesList.module.css';

/** The next `count` dates of the term calendar (the build's day in Lagos, stated), each linking to its place on the calendar page. */
export function NextDatesList({ data, count }: { data: CalendarData; count: number }) {
  const ids = eventIds(data);
  const today = todayInLagos();
  const events = upcomingEvents(data, today, count);
  return (
    <div className={styles.nextDates}>
      <AsOf today={today} />
      {events.length > 0 ? (
        <EventList label="Next dates">
          {events.map((event) => (
            <EventItem key={ids.get(event)} event={event} href={`${CALENDAR_PAGE_PATH}#${ids.get(event)}`} />
          ))}
        </EventList>
      ) : (
        <p>The dates of the next session will be published soon.</p>
      )}
      <p className={styles.more}>
        <a href={CALENDAR_PAGE_PATH}>All term dates</a>
      </p>
    </div>
  );
}

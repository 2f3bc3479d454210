import { CALENDAR_FILE_PATH, eventIds, isPast, termsWithEvents, upcomingEvents, type CalendarData } from '../../content/facts/calendar';
import { formatDateRange, todayInLagos } from '../../content/facts/dates';
import { canonicalUrl } from '../../content/nav/meta';
import { AsOf, EventItem, EventList } from '../../ui/DatedItem/EventList';
import { NextDatesList } from '../../ui/DatedItem/NextDatesList';
import styles from './TermCalendar.module.css';

/**
 * The term calendar page: what comes next first, then each term with its dates (past ones greyed),
 * and the "Add to my calendar" link to the .ics file. The build's day in Lagos decides what is past,
 * and the page says which day that was ("As of 25 November 2026").
 * MDX: import calendar from '../_school.calendar.yml'  <TermCalendar data={calendar} />
 */
export function TermCalendar({ data }: { data: CalendarData }) {
  const today = todayInLagos();
  const ids = eventIds(data);
  const next = upcomingEvents(data, today, 1)[0];
  return (
    <div className={styles.calendar}>
      <section className={styles.next} aria-labelledby="calendar-next">
        <h2 id="calendar-next">Next date</h2>
        <AsOf today={today}>: dates before it are shown in grey.</AsOf>
        {next ? (
          <EventList>
            <EventItem event={next} note />
          </EventList>
        ) : (
          <p>The dates of the next session will be published soon.</p>
        )}
        <p className={styles.subscribe}>
          <a href={CALENDAR_FILE_PATH} className={styles.add}>
            Add to my calendar
          </a>
          <span className={styles.hint}>
            {' '}
            All the dates below, in your phone's calendar. To keep them up to date, add this address to your calendar app as a subscription
            ("From URL"): <code>{canonicalUrl(CALENDAR_FILE_PATH)}</code>
          </span>
        </p>
      </section>
      {termsWithEvents(data).map(({ term, events }) => (
        <section key={term.name} aria-labelledby={`term-${ids.get(events[0]) ?? term.start}`}>
          <h2 id={`term-${ids.get(events[0]) ?? term.start}`}>{term.name}</h2>
          <p className={styles.termDates}>{formatDateRange(term.start, term.end)}</p>
          <EventList>
            {events.map((event) => (
              <EventItem key={ids.get(event)} event={event} id={ids.get(event)} past={isPast(event, today)} note />
            ))}
          </EventList>
        </section>
      ))}
    </div>
  );
}

/**
 * The next `count` dates, each linking to its place on the calendar page (the home page).
 * MDX: <NextDates data={calendar} />
 */
export function NextDates({ data, count = 2 }: { data: CalendarData; count?: number }) {
  return <NextDatesList data={data} count={count} />;
}

import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import ICAL from 'ical.js';
import { loadSite } from '../../src/build/site-model';
import { calendarOf } from '../../src/build/plugins/dated-files-plugin';
import { CALENDAR_KINDS, eventIds, isPast, TO_BE_CONFIRMED, TO_BE_CONFIRMED_LABEL, upcomingEvents } from '../../src/content/facts/calendar';
import { formatDate, formatDateRange, todayInLagos } from '../../src/content/facts/dates';
import { settings } from '../../src/config/settings';
import { postsNewestFirst } from '../../src/content/listings/news';
import { site } from './helpers';

// The calendar as the build read it, and the build's day: what comes next depends on the date of the
// build, which a run that goes past midnight in Lagos must not take for the day of the test.
const calendar = calendarOf(loadSite(process.cwd()))!.data;
const today = todayInLagos(fs.statSync('dist/about/calendar.html').mtime);
const [next, afterNext] = upcomingEvents(calendar, today, 2);
const posts = postsNewestFirst(site.pages);
const host = new URL(settings.url).host;
const ids = eventIds(calendar);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the calendar page shows the next date first, then each term with past dates marked', async ({ page }) => {
      await page.goto('/about/calendar');
      await expect(page.getByRole('heading', { level: 1, name: 'Term Calendar' })).toBeVisible();
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
      expect(headings[0]).toBe('Next date');
      expect(headings.slice(1)).toEqual(calendar.terms.map((t) => t.name));
      const nextBox = page.getByRole('region', { name: 'Next date' });
      // "Next" and "past" are the build's: the page says as of which day.
      await expect(nextBox.getByText(/^As of /)).toHaveText(`As of ${formatDate(today)}: dates before it are shown in grey.`);
      // The day is a <time> of its own (an event on the build's day has one with the same date).
      await expect(nextBox.getByText(/^As of /).locator(`time[datetime="${today}"]`)).toBeVisible();
      await expect(nextBox.getByRole('listitem')).toHaveCount(1);
      await expect(nextBox.getByRole('listitem')).toContainText(next.title);
      await expect(nextBox.getByRole('listitem')).toContainText(formatDateRange(next.start, next.end));
      if (next.example) await expect(nextBox.getByText(TO_BE_CONFIRMED_LABEL, { exact: true })).toBeVisible();

      const pastEvent = calendar.events.find((e) => isPast(e, today))!;
      const pastEntry = page.locator(`[id="${ids.get(pastEvent)}"]`);
      await expect(pastEntry).toContainText('(past)');
      await expect(page.locator(`[id="${ids.get(next)}"]`)).not.toContainText('(past)');
      await expect(page.locator(`[id="${ids.get(next)}"]`)).toContainText(CALENDAR_KINDS[next.kind]);
    });

    test('the home page shows the three newest posts and the next two dates; the Admission overview the next two dates', async ({
      page,
    }) => {
      await page.goto('/');
      const news = page.getByRole('region', { name: 'Latest News' });
      await expect(news.getByRole('listitem').getByRole('heading')).toHaveText(posts.slice(0, 3).map((p) => p.title));
      await expect(news.getByRole('listitem').first()).toContainText(formatDateRange(posts[0].post.date));
      await expect(news.getByRole('link', { name: 'All News' })).toHaveAttribute('href', '/news');
      for (const where of ['/', '/admission']) {
        await page.goto(where);
        const dates = page.getByRole('list', { name: 'Next dates' }).getByRole('listitem');
        await expect(dates).toHaveCount(2);
        await expect(page.getByText(`As of ${formatDate(today)}`, { exact: true })).toBeVisible();
        await expect(dates.nth(0)).toContainText(`${formatDateRange(next.start, next.end)}`);
        await expect(dates.nth(0).getByRole('link', { name: next.title })).toHaveAttribute('href', `/about/calendar#${ids.get(next)}`);
        await expect(dates.nth(1)).toContainText(afterNext.title);
      }
      await page.getByRole('link', { name: 'All term dates' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Term Calendar' })).toBeVisible();
    });

    test('the calendar is in the About menu, and "Add to my calendar" gives the .ics file', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('main').getByRole('link', { name: 'Term Dates' })).toBeVisible();
      await page.goto('/about/calendar');
      const add = page.getByRole('link', { name: 'Add to my calendar' });
      await expect(add).toHaveAttribute('href', '/about/calendar.ics');
      const response = await page.request.get('/about/calendar.ics');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/calendar');
    });
  });
}

test("the .ics file parses with ical.js into the calendar's events: all-day, one UID per event, unconfirmed ones said so", async ({
  request,
}) => {
  const text = await (await request.get('/about/calendar.ics')).text();
  const parsed = new ICAL.Component(ICAL.parse(text));
  expect(parsed.getFirstPropertyValue('version')).toBe('2.0');
  expect(parsed.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Africa/Lagos');
  const events = parsed.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events).toHaveLength(calendar.events.length);
  const byUid = new Map(events.map((e) => [e.uid, e]));
  expect(byUid.size).toBe(events.length);
  for (const [event, id] of ids) {
    const found = byUid.get(`${id}@${host}`);
    expect(found, event.title).toBeDefined();
    expect(found!.summary).toBe(`${event.title}${event.example ? ` (${TO_BE_CONFIRMED})` : ''}`);
    expect(found!.component.getFirstPropertyValue('status')).toBe(event.example ? 'TENTATIVE' : 'CONFIRMED');
    expect(found!.startDate.isDate).toBe(true);
    expect(found!.startDate.toString()).toBe(event.start);
    // DTEND is the day after the last day (RFC 5545: exclusive).
    expect(found!.endDate.toString() > (event.end ?? event.start)).toBe(true);
  }
});

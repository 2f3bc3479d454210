import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import ICAL from 'ical.js';
import { loadSite } from '../../src/build/site-model';
import { calendarOf } from '../../src/build/plugins/dated-files-plugin';
import { eventIds, TO_BE_CONFIRMED, TO_BE_CONFIRMED_LABEL, upcomingEvents, type CalendarEvent } from '../../src/content/facts/calendar';
import { addDays, dayText, todayInLagos } from '../../src/content/facts/dates';
import { settings } from '../../src/config/settings';
import { visit } from './helpers';

// Issue 52, item 2: a date the office has not confirmed (`example: true`) is never given as fact:
// the search's answer, the home page's next dates, the calendar page and the .ics all say it is to be
// confirmed, in the same words. The visitor's clock is after the build, as a parent's is.
const calendar = calendarOf(loadSite(process.cwd()))!.data;
const ids = eventIds(calendar);
const buildDay = todayInLagos(fs.statSync('dist/index.html').mtime);
const visitorDay = addDays(buildDay, 1);
const nextResumption = calendar.events
  .filter((e) => e.kind === 'resumption' && (e.end ?? e.start) >= visitorDay)
  .sort((a, b) => a.start.localeCompare(b.start))[0];
const homeDates = upcomingEvents(calendar, buildDay, 2);

/** The day as an answer would give it as fact: the date, not followed by "(to be confirmed)". */
const asFact = (event: CalendarEvent) => new RegExp(`${dayText(event.start, event.end)}(?! \\(${TO_BE_CONFIRMED}\\))`);
const saidUnconfirmed = (event: CalendarEvent) => `${dayText(event.start, event.end)} (${TO_BE_CONFIRMED})`;

async function icsEvent(page: Page, event: CalendarEvent) {
  const text = await (await page.request.get('/about/calendar.ics')).text();
  const vevent = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .find((v) => v.getFirstPropertyValue('uid') === `${ids.get(event)}@${new URL(settings.url).host}`);
  expect(vevent, event.title).toBeDefined();
  return vevent!;
}

test.beforeEach(async ({ page }) => {
  expect(nextResumption, 'the calendar has a resumption after the build').toBeDefined();
  expect(nextResumption.example, 'the next resumption is one the office has not confirmed').toBe(true);
  await page.clock.setFixedTime(new Date(`${visitorDay}T09:00:00+01:00`));
});

test('"when is resumption" on the results page: the date with "to be confirmed", never as fact', async ({ page }) => {
  await visit(page, `/search?q=${encodeURIComponent('when is resumption')}`);
  const answer = page.getByRole('main').getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText(saidUnconfirmed(nextResumption));
  await expect(answer).not.toContainText(asFact(nextResumption));
  await expect(page.getByRole('main').getByRole('status')).toContainText(saidUnconfirmed(nextResumption));
});

test('"when is resumption" in the search dialog: the date with "to be confirmed"', async ({ page }) => {
  await visit(page, '/');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Search/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Search the website' });
  await dialog.getByRole('combobox', { name: 'Search the website' }).fill('when is resumption');
  const answer = dialog.getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText(saidUnconfirmed(nextResumption));
  await expect(answer).not.toContainText(asFact(nextResumption));
  await expect(dialog.getByRole('status')).toContainText(saidUnconfirmed(nextResumption));
});

test('the answered date is "To be confirmed" on the calendar page and TENTATIVE, "(to be confirmed)", in the .ics', async ({ page }) => {
  await page.goto('/about/calendar');
  await expect(page.locator(`[id="${ids.get(nextResumption)}"]`).getByText(TO_BE_CONFIRMED_LABEL, { exact: true })).toBeVisible();
  const vevent = await icsEvent(page, nextResumption);
  expect(vevent.getFirstPropertyValue('summary')).toBe(`${nextResumption.title} (${TO_BE_CONFIRMED})`);
  expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
  expect(String(vevent.getFirstPropertyValue('description'))).toContain(`Date ${TO_BE_CONFIRMED} by the school.`);
});

for (const javaScriptEnabled of [true, false]) {
  test(`the home page's next dates say which are to be confirmed, as the .ics does (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/');
    const dates = page.getByRole('list', { name: 'Next dates' }).getByRole('listitem');
    await expect(dates).toHaveCount(homeDates.length);
    expect(
      homeDates.some((e) => e.example),
      'the home page shows an unconfirmed date',
    ).toBe(true);
    for (const [i, event] of homeDates.entries()) {
      const badge = dates.nth(i).getByText(TO_BE_CONFIRMED_LABEL, { exact: true });
      await expect(badge).toHaveCount(event.example ? 1 : 0);
      const vevent = await icsEvent(page, event);
      expect(vevent.getFirstPropertyValue('status')).toBe(event.example ? 'TENTATIVE' : 'CONFIRMED');
    }
    await context.close();
  });
}

test('the "To be confirmed" badges on the home page and the calendar have no axe violations', async ({ page }) => {
  for (const where of ['/', '/about/calendar']) {
    await page.goto(where);
    await expect(page.getByText(TO_BE_CONFIRMED_LABEL, { exact: true }).first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

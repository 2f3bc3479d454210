import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import calendarFile from '../../pages/_school.calendar.yml';
import { facts } from '../../src/config/site';
import { telHref } from '../../src/config/settings';
import { addDays, dayText, todayInLagos } from '../../src/content/facts/dates';
import type { CalendarData } from '../../src/content/facts/calendar';
import { visit } from './helpers';

// Issue 40: a question of fact or date is answered above the results, from the data files, and a
// date as of the visitor's day (the browser's clock), not the build's.
const calendar = calendarFile as CalendarData;
const visitingDays = calendar.events
  .filter((e) => e.kind === 'visiting-day')
  .map((e) => e.start)
  .sort();
const buildDay = todayInLagos();
/** The visitor's day: after the build, the day after the next visiting day as of the build. */
const nextAtBuild = visitingDays.find((d) => d >= buildDay)!;
const visitorDay = addDays(nextAtBuild, 1);
const nextAtVisit = visitingDays.find((d) => d >= visitorDay)!;

const searchButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Search/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the website' });

async function askInDialog(page: Page, query: string): Promise<void> {
  await visit(page, '/');
  await expect(searchButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await searchButton(page).click();
  await dialog(page).getByRole('combobox', { name: 'Search the website' }).fill(query);
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  expect(nextAtBuild, 'the calendar has a visiting day after the build').toBeTruthy();
  expect(nextAtVisit, 'and another after that').toBeTruthy();
  await page.clock.setFixedTime(new Date(`${visitorDay}T09:00:00+01:00`));
});

test.describe('answers on the results page', () => {
  test('"how much is the admission form": the form fee, as an answer above the results', async ({ page }) => {
    await visit(page, `/search?q=${encodeURIComponent('how much is the admission form')}`);
    const answer = page.getByRole('main').getByRole('region', { name: 'Answer' });
    await expect(answer).toContainText(facts.formFee);
    await expect(answer.getByRole('link', { name: 'Fees and Payments' })).toHaveAttribute('href', /^\/admission\/fees-and-payments/);
    const results = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('link') })
      .first();
    await expect(results.getByRole('link').first()).toBeVisible();
    const [a, r] = [await answer.boundingBox(), await results.boundingBox()];
    expect(a!.y + a!.height).toBeLessThanOrEqual(r!.y);
    // A screen reader is told the answer.
    await expect(page.getByRole('main').getByRole('status')).toContainText(`Answer: Application form: ${facts.formFee}.`);
  });

  test('"when is the next visiting day": the next one after the visitor\'s day, not the build\'s', async ({ page }) => {
    await visit(page, `/search?q=${encodeURIComponent('when is the next visiting day')}`);
    const answer = page.getByRole('main').getByRole('region', { name: 'Answer' });
    await expect(answer).toContainText(`Next visiting day: ${dayText(nextAtVisit)}`);
    await expect(answer).not.toContainText(dayText(nextAtBuild));
  });

  test('"photos of the hostel": results and no answer', async ({ page }) => {
    await visit(page, `/search?q=${encodeURIComponent('photos of the hostel')}`);
    await expect(page.getByRole('main').getByRole('status')).toContainText(/pages? match/);
    await expect(page.getByRole('main').getByRole('listitem').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /Answer/ })).toHaveCount(0);
  });

  test('with an answer showing, it has no serious axe violations', async ({ page }) => {
    await visit(page, `/search?q=${encodeURIComponent('school phone number')}`);
    await expect(page.getByRole('main').getByRole('region', { name: 'Answer' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('answers in the search dialog', () => {
  test('"how much is the admission form": the form fee above the results', async ({ page }) => {
    await askInDialog(page, 'how much is the admission form');
    const answer = dialog(page).getByRole('region', { name: 'Answer' });
    await expect(answer).toContainText(facts.formFee);
    const [a, r] = [await answer.boundingBox(), await dialog(page).getByRole('listbox').boundingBox()];
    expect(a!.y + a!.height).toBeLessThanOrEqual(r!.y);
    await expect(dialog(page).getByRole('status')).toContainText(`Answer: Application form: ${facts.formFee}.`);
  });

  test('"when is the next visiting day": the next one after the visitor\'s day', async ({ page }) => {
    await askInDialog(page, 'when is the next visiting day');
    await expect(dialog(page).getByRole('region', { name: 'Answer' })).toContainText(`Next visiting day: ${dayText(nextAtVisit)}`);
  });

  test('"school phone number": a tap-to-call link', async ({ page }) => {
    await askInDialog(page, 'school phone number');
    const call = dialog(page).getByRole('region', { name: 'Answer' }).getByRole('link', { name: facts.generalPhone });
    await expect(call).toHaveAttribute('href', telHref(facts.generalPhone));
  });

  test('"photos of the hostel": results and no answer', async ({ page }) => {
    await askInDialog(page, 'photos of the hostel');
    await expect(dialog(page).getByRole('status')).toContainText(/\d+ results?/);
    await expect(dialog(page).getByRole('region', { name: /Answer/ })).toHaveCount(0);
  });

  test('with an answer showing, it has no serious axe violations', async ({ page }) => {
    await askInDialog(page, 'when is the next visiting day');
    await expect(dialog(page).getByRole('region', { name: 'Answer' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(axe.passes.length, 'axe checked the dialog').toBeGreaterThan(0);
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

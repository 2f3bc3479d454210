import fs from 'node:fs';
import { parse } from 'yaml';
import { bioParagraphs } from '../../src/ui/People/people';
import { test, expect, type Page } from '@playwright/test';
import { expectNewDocument, markDocument, visit, watchErrors } from './helpers';

/** The academic staff as the office keeps them (pages/staff-profile/_academic.staff.yml). */
const academic = parse(fs.readFileSync('pages/staff-profile/_academic.staff.yml', 'utf8')) as {
  groups: { label: string; people: { name: string; role?: string; bio: string; photo?: string }[] }[];
};

const PLACEHOLDER = '/images/staff-placeholder.svg';
const staffPages = [
  { path: '/staff-profile/academic', label: 'Academic', title: 'Academic Staff' },
  { path: '/staff-profile/administrative', label: 'Administrative', title: 'Administrative & Pastoral Staff' },
  { path: '/staff-profile/executive', label: 'Executive Management', title: 'Executive Management Committee' },
  { path: '/staff-profile/management', label: 'Management', title: 'Management Staff Profile' },
];

/** The people cards currently shown (hidden tab panels are not counted). */
const visibleCards = (page: Page) => page.getByRole('main').locator('li:visible', { has: page.getByRole('heading', { level: 3 }) });

test('staff sub-navigation: four links, the current page marked, each a normal page load', async ({ page }) => {
  await visit(page, staffPages[0].path);
  await markDocument(page);
  for (const current of staffPages) {
    if (current !== staffPages[0])
      await page.getByRole('navigation', { name: 'Staff profiles' }).getByRole('link', { name: current.label, exact: true }).click();
    await expect(page).toHaveURL(current.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(current.title);
    const nav = page.getByRole('navigation', { name: 'Staff profiles' });
    await expect(nav.getByRole('link')).toHaveText(staffPages.map((p) => p.label));
    await expect(nav.locator('[aria-current="page"]')).toHaveText(current.label);
  }
  await expectNewDocument(page);
});

test('academic: LANGUAGES DEPARTMENT first, then each tab with its count (mouse)', async ({ page }) => {
  const errors = watchErrors(page);
  await visit(page, '/staff-profile/academic');
  const tabs = page.getByRole('tablist', { name: 'Departments' }).getByRole('tab');
  // The spec's names are the tabs' names; they read in sentence case (issue 19).
  const names = [
    'LANGUAGES DEPARTMENT',
    'SCIENCE DEPARTMENT',
    'MATHEMATICS & ICT DEPARTMENT',
    'SOCIAL SCIENCE DEPARTMENT',
    'VOCATIONAL AND TECHNICAL DEPARTMENT',
  ];
  for (let i = 0; i < names.length; i++) await expect(tabs.nth(i)).toHaveAccessibleName(names[i]);
  await expect(tabs).toHaveText([
    'Languages department',
    'Science department',
    'Mathematics & ICT department',
    'Social science department',
    'Vocational and technical department',
  ]);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('Languages Department');
  // How many people each department has comes from the data file (the spec says "about"): the
  // office adds and removes staff there without touching the tests.
  const counts = academic.groups.map((g) => g.people.length);
  await expect(visibleCards(page)).toHaveCount(counts[0]);

  for (let i = counts.length - 1; i >= 0; i--) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(visibleCards(page)).toHaveCount(counts[i]);
  }
  await tabs.nth(1).click();
  await expect(page.getByRole('tabpanel')).toContainText('Dr. Adewale Ogunleye');
  expect(errors).toEqual([]);
});

test('academic: the arrow keys move between department tabs', async ({ page }) => {
  await visit(page, '/staff-profile/academic');
  const tabs = page.getByRole('tablist', { name: 'Departments' }).getByRole('tab');
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(visibleCards(page)).toHaveCount(academic.groups[1].people.length);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(visibleCards(page)).toHaveCount(academic.groups[2].people.length);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft'); // wraps from the first tab to the last
  await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
  await expect(visibleCards(page)).toHaveCount(academic.groups[4].people.length);
  // Tab moves on into the selected panel's content, not along the tabs.
  await page.keyboard.press('Tab');
  await expect(tabs.nth(4)).not.toBeFocused();
});

test('a staff card: photo, name, role and a biography in several paragraphs', async ({ page }) => {
  await visit(page, '/staff-profile/academic');
  const card = visibleCards(page).first();
  const first = academic.groups[0].people[0];
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(first.name);
  await expect(card.getByRole('img', { name: `Photo of ${first.name}` })).toBeVisible();
  await expect(card.getByText(first.role!, { exact: true })).toBeVisible();
  const paragraphs = bioParagraphs(first.bio);
  expect(paragraphs.length).toBeGreaterThan(1);
  const bio = card.locator('p').filter({ hasNotText: first.role! });
  await expect(bio).toHaveCount(paragraphs.length);
  await expect(bio.nth(1)).toContainText(paragraphs[1].slice(0, 40));
  // Someone without a photo in the data file shows the placeholder.
  const withoutPhoto = academic.groups[0].people.findIndex((person) => !person.photo);
  expect(withoutPhoto).toBeGreaterThan(-1);
  await expect(visibleCards(page).nth(withoutPhoto).locator('img')).toHaveAttribute('src', PLACEHOLDER);
});

test('academic prints every department with its heading, without the tabs', async ({ page }) => {
  await visit(page, '/staff-profile/academic');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Staff profiles' })).toBeHidden();
  await expect(visibleCards(page)).toHaveCount(academic.groups.reduce((n, g) => n + g.people.length, 0));
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Languages Department',
    'Science Department',
    'Mathematics & ICT Department',
    'Social Science Department',
    'Vocational and Technical Department',
  ]);
});

test('administrative: Administrative Staff by default, toggle to Pastoral Department', async ({ page }) => {
  const errors = watchErrors(page);
  await visit(page, '/staff-profile/administrative');
  const toggle = page.getByRole('tablist', { name: 'Staff group' }).getByRole('tab');
  await expect(toggle).toHaveText(['Administrative Staff', 'Pastoral Department']);
  await expect(toggle.nth(0)).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Administrative Staff');
  await expect(panel).toContainText('Our administrative team keeps the school running smoothly');
  await expect(visibleCards(page)).toHaveCount(6);
  await expect(panel).toContainText('Bursar');

  await toggle.nth(1).click();
  await expect(toggle.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Pastoral Department');
  await expect(panel).toContainText('Our pastoral team cares for students');
  await expect(visibleCards(page)).toHaveCount(6);
  for (const role of ['Head Pastoral Carer', 'House Mother', 'House Father'])
    await expect(panel.getByText(role, { exact: true }).first()).toBeVisible();

  await toggle.nth(1).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(toggle.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Administrative Staff');
  expect(errors).toEqual([]);
});

test('executive: the five members of the committee', async ({ page }) => {
  await visit(page, '/staff-profile/executive');
  await expect(visibleCards(page)).toHaveCount(5);
  await expect(visibleCards(page).getByRole('heading', { level: 3 })).toHaveText([
    'Chief (Mrs.) Abimbola Ogunsanya',
    'Mr. Babatunde Oladipo',
    'Mrs. Olufunke Aremu',
    'Mrs. Adunni Olatunji',
    'Mr. Chinedu Okeke',
  ]);
  for (const role of ['Founder', 'Principal', 'Vice Principal', 'Administrative Manager', 'Senior Curriculum Leader']) {
    await expect(page.getByRole('main').getByText(role, { exact: true })).toBeVisible();
  }
});

test('management: five heads including the college-farm production manager and the farm figures', async ({ page }) => {
  await visit(page, '/staff-profile/management');
  await expect(visibleCards(page)).toHaveCount(5);
  for (const role of [
    'Head, Vocational and Technical Department',
    'Head, Pastoral Department',
    'Head, Mathematics and ICT Department',
    'Head, Science Department',
    'Production Manager, College Farm',
  ]) {
    await expect(page.getByRole('main').getByText(role, { exact: true })).toBeVisible();
  }
  const farm = visibleCards(page).filter({ hasText: 'Production Manager, College Farm' });
  await expect(farm).toContainText('over 7,000 broilers and 1,000 laying birds');
});

test('a staff photo that fails to load is replaced by the placeholder', async ({ page }) => {
  const errors = watchErrors(page);
  await page.route('**/img/staff/**', (route) => route.abort());
  await page.route('**/img/leaders/**', (route) => route.abort());
  await visit(page, '/staff-profile/executive');
  for (const name of ['Chief (Mrs.) Abimbola Ogunsanya', 'Mrs. Olufunke Aremu', 'Mr. Chinedu Okeke']) {
    const img = page.getByRole('img', { name: `Photo of ${name}` });
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', PLACEHOLDER);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  // The aborted requests are logged by the browser; nothing else may be.
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

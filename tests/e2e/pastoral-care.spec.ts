import { test, expect, type Page } from '@playwright/test';
import { visit } from './helpers';

const main = (page: Page) => page.getByRole('main');

test('mentoring: intro, weekly process, cards, benefits and the future, in that order', async ({ page }) => {
  await visit(page, '/pastoral/mentoring');
  const m = main(page).getByRole('article');
  await expect(m.locator('p').first()).toContainText('mentoring programme gives every student a trusted adult');
  await expect(m.getByRole('heading', { level: 2 })).toHaveText([
    'Weekly Mentoring Process',
    'What mentors help with',
    'Program Benefits',
    'Preparing for the Future',
    'Talk to us about your child',
  ]);
  await expect(m.getByRole('heading', { level: 3 }).first()).toHaveText('Dedicated Mentors');
  await expect(m.getByRole('heading', { name: 'Documentation' })).toBeVisible();
  await expect(m.getByRole('heading', { name: 'Evaluation' })).toBeVisible();
  await expect(m).toContainText('same-gender adult mentor');
  await expect(m).toContainText('meets the student every week');
  const cards = m.getByRole('heading', { name: 'What mentors help with' }).locator('xpath=following-sibling::ul[1]').getByRole('listitem');
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  const benefits = m.getByRole('heading', { name: 'Program Benefits' }).locator('xpath=following-sibling::ul[1]').getByRole('listitem');
  expect(await benefits.count()).toBeGreaterThanOrEqual(3);
});

test('personal effects: notes, categories with quantities, prohibited items, additional information', async ({ page }) => {
  await visit(page, '/pastoral/personal-effect-toiletries');
  const m = main(page);
  const notes = m.getByRole('heading', { name: 'Important Notes' }).locator('xpath=following-sibling::*[1]');
  await expect(notes).toContainText("All items must be monogrammed with the student's name inside the garment");
  await expect(notes).toContainText('Luggage is searched before admittance to the house.');

  const quantity = (category: string, item: string) =>
    m
      .getByRole('region', { name: category })
      .getByRole('row', { name: new RegExp(`^${item} `) })
      .getByRole('cell')
      .nth(1);
  const expected: [string, string, string][] = [
    ['Toiletries', 'Towels', '2'],
    ['Toiletries', 'Soaps', '6'],
    ['Toiletries', 'Toothbrushes', '3'],
    ['Toiletries', 'Toilet rolls', '6'],
    ['Clothing', 'Pants', '6'],
    ['Clothing', 'Socks', '4 pairs'],
    ['Footwear', 'Shoes', '2'],
  ];
  for (const [category, item, qty] of expected) await expect(quantity(category, item), `${item}`).toHaveText(qty);
  await expect(m.getByRole('region', { name: 'Accessories' }).getByRole('row')).not.toHaveCount(0);

  const prohibited = m.getByRole('heading', { name: 'Prohibited Items' }).locator('xpath=following-sibling::ul[1]').getByRole('listitem');
  expect(await prohibited.count()).toBeGreaterThanOrEqual(5);
  await expect(prohibited.first()).toContainText('Mobile phones');

  const info = m.getByRole('heading', { name: 'Additional Information' }).locator('xpath=following-sibling::ul[1]');
  await expect(info).toContainText('Medications must be handed to the School Nurse');
  await expect(info).toContainText("Laundry of underwear and nightgowns is the student's responsibility.");
  await expect(info).toContainText('Only the school bedsheet and pillowcase are allowed');
});

test('religious life provides for Christian and Muslim students', async ({ page }) => {
  await visit(page, '/pastoral/religious');
  const m = main(page);
  await expect(m.getByRole('heading', { name: 'Christian students' })).toBeVisible();
  await expect(m.getByRole('heading', { name: 'Muslim students' })).toBeVisible();
  await expect(m).toContainText('chapel');
  await expect(m).toContainText('mosque');
});

test('health care: the clinic and a medical team available 24/7', async ({ page }) => {
  await visit(page, '/pastoral/health');
  await expect(main(page)).toContainText('medical team available 24/7');
  await expect(main(page)).toContainText('handed to the School Nurse');
});

const staticPages: [string, string][] = [
  ['/pastoral/house-system', 'Our four houses'],
  ['/pastoral/social-events', 'Events through the year'],
  ['/pastoral/co-curricular', 'Choose from'],
  ['/pastoral/academics-club', 'Literary and Debating Society'],
  ['/pastoral/voluntary-club', 'Community Service Club'],
  ['/pastoral/coding-robotics', 'Competitions'],
];
for (const [path, heading] of staticPages) {
  test(`${path} has its content`, async ({ page }) => {
    await visit(page, path);
    await expect(main(page).getByRole('heading', { name: heading })).toBeVisible();
    await expect(main(page)).not.toContainText('This page is being written');
  });
}

import { test, expect, type Locator } from '@playwright/test';
import { visit, watchErrors } from './helpers';

/**
 * A card's "Read more" control: the <summary> of a native disclosure. Playwright gives <summary>
 * no role, so it is found as the element it is and checked by its accessible name.
 */
const readMore = (card: Locator) => card.locator('summary');
/** The card's disclosure (<details>, role group): expanded once "Read more" is pressed. */
const disclosure = (card: Locator) => card.getByRole('group');

test('vision and mission: the vision, the mission and five approach points', async ({ page }) => {
  await visit(page, '/about/vision-mission');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeVisible();
  await expect(main).toContainText('To provide global-standard education in an international environment');
  await expect(main.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
  await expect(main).toContainText('Nigerian and British curriculum, in a safe and caring boarding community');
  await expect(main.getByRole('heading', { level: 2, name: 'Our Approach' })).toBeVisible();
  const points = main.locator('ol > li');
  await expect(points).toHaveCount(5);
  await expect(points.locator('strong')).toHaveText([
    'Academic excellence.',
    'Character and values.',
    'Skills for life.',
    'A safe, caring community.',
    'Partnership with parents.',
  ]);
});

test('core values: the five values', async ({ page }) => {
  await visit(page, '/about/core-values');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Honesty', 'Integrity', 'Discipline', 'Team work', 'Mutual respect']);
});

test('governance: six members with photo, name, role and biography; the board meets quarterly', async ({ page }) => {
  const errors = watchErrors(page);
  await visit(page, '/about/governance');
  const main = page.getByRole('main');
  await expect(main).toContainText('The board meets quarterly');
  const cards = main.getByRole('list', { name: 'Members of the Board of Governors' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  const roles = [
    'Board Member',
    'Education Director',
    'Administrative Director',
    'Chairman Board of Governors',
    'Academic Advisor',
    'Legal Advisor',
  ];
  for (const [i, role] of roles.entries()) {
    const card = cards.nth(i);
    await expect(card.getByText(role, { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(/\S/);
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    await expect(card.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
    await expect(readMore(card)).toHaveAccessibleName(`Read more about ${name}`);
    await expect(disclosure(card)).toHaveJSProperty('open', false);
  }
  expect(errors).toEqual([]);
});

test('governance: each Read more opens on its own and several stay open', async ({ page }) => {
  await visit(page, '/about/governance');
  const cards = page.getByRole('list', { name: 'Members of the Board of Governors' }).getByRole('listitem');
  const first = cards.nth(0);
  const second = cards.nth(1);
  const third = cards.nth(2);
  const bioHeight = (card: typeof first) =>
    card
      .locator('p')
      .nth(1)
      .evaluate((p) => p.parentElement!.getBoundingClientRect().height);

  const clamped = await bioHeight(first);
  await readMore(first).click();
  await expect(readMore(first)).toHaveAccessibleName(/^Read less about /);
  await expect(disclosure(first)).toHaveJSProperty('open', true);
  expect(await bioHeight(first)).toBeGreaterThan(clamped + 20);
  await expect(first.getByText("brings a parent's eye")).toBeVisible();

  await readMore(second).click();
  await expect(disclosure(second)).toHaveJSProperty('open', true);
  await expect(disclosure(first)).toHaveJSProperty('open', true);
  await expect(disclosure(third)).toHaveJSProperty('open', false);
  await expect(readMore(third)).toHaveAccessibleName(/^Read more about /);

  // Keyboard: Enter on a focused toggle closes it; the other stays open.
  await readMore(first).focus();
  await page.keyboard.press('Enter');
  await expect(disclosure(first)).toHaveJSProperty('open', false);
  await expect(readMore(first)).toHaveAccessibleName(/^Read more about /);
  expect(await bioHeight(first)).toBeCloseTo(clamped, 0);
  await expect(disclosure(second)).toHaveJSProperty('open', true);
});

test('governance prints every biography in full, without the toggles', async ({ page }) => {
  await visit(page, '/about/governance');
  await page.emulateMedia({ media: 'print' });
  const cards = page.getByRole('list', { name: 'Members of the Board of Governors' }).getByRole('listitem');
  await expect(cards.locator('summary:visible')).toHaveCount(0);
  await expect(cards.nth(5).getByText('international good practice')).toBeVisible();
});

for (const leader of [
  {
    path: '/about/founder-message',
    name: 'Chief (Mrs.) Abimbola Ogunsanya',
    title: 'Founder',
    text: 'a child in Nigeria deserves the same quality of education',
  },
  {
    path: '/about/principal-message',
    name: 'Mr. Babatunde Oladipo',
    title: 'Principal',
    text: 'When school and home work together, children flourish.',
  },
]) {
  test(`${leader.path}: the ${leader.title}'s photo, name and message`, async ({ page }) => {
    await visit(page, leader.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: `Photo of ${leader.name}` })).toBeVisible();
    const figure = main.locator('figure');
    await expect(figure).toContainText(leader.name);
    await expect(figure).toContainText(leader.title);
    await expect(main).toContainText(leader.text);
  });
}

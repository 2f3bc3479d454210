import { test, expect } from '@playwright/test';
import { visit, watchErrors } from './helpers';

/** Each life-skills page: its quote, four feature cards and a closing banner. */
const pages = [
  {
    path: '/seven-success/introduction',
    title: 'Critical Thinking and Problem Solving',
    quote: 'The important thing is not to stop questioning.',
    author: 'Albert Einstein',
    cards: ['Asking good questions', 'Weighing evidence', 'Solving real problems', 'Explaining their reasoning'],
    banner: 'Thinkers who can find a way forward',
  },
  {
    path: '/seven-success/initiative-entrepreneurship',
    title: 'Initiative and Entrepreneurship',
    quote: 'Start where you are. Use what you have. Do what you can.',
    author: 'Arthur Ashe',
    cards: ['Student enterprise', 'Money skills', 'Leadership roles', 'Learning from setbacks'],
    banner: 'Young people who make things happen',
  },
  {
    path: '/seven-success/agility-adaptability',
    title: 'Agility and Adaptability',
    quote: 'When the music changes, so does the dance.',
    author: 'African proverb',
    cards: ['Settling in well', 'Learning how to learn', 'Resilience', 'Open to difference'],
    banner: 'Ready for a changing world',
  },
  {
    path: '/seven-success/creativity',
    title: 'Creativity',
    quote: "You can't use up creativity.",
    author: 'Maya Angelou',
    cards: ['Arts and performance', 'Design and coding', 'Open-ended tasks', 'Showing their work'],
    banner: 'Imagination put to work',
  },
  {
    path: '/seven-success/effective-oral-written-communication',
    title: 'Effective Oral and Written Communication',
    quote: 'Until the lions have their own historians',
    author: 'Chinua Achebe',
    cards: ['Public speaking', 'Writing with purpose', 'Active listening', 'Many languages'],
    banner: 'Voices that are heard',
  },
  {
    path: '/seven-success/ICT-Savviness',
    title: 'ICT Savviness',
    quote: 'Technology is best when it brings people together.',
    author: 'Matt Mullenweg',
    cards: ['Core digital skills', 'Coding and robotics', 'Safety online', 'Learning anywhere'],
    banner: 'Confident in a digital world',
  },
  {
    path: '/seven-success/social-intelligence',
    title: 'Social Intelligence',
    quote: 'If you want to go fast, go alone. If you want to go far, go together.',
    author: 'African proverb',
    cards: ['Teamwork', 'Empathy and care', 'Resolving conflict', 'Service to others'],
    banner: 'Leaders people want to follow',
  },
];

for (const p of pages) {
  test(`life skill ${p.path}: quote, explanation, four cards, closing banner`, async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, p.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(p.title);

    const quote = main.locator('figure', { has: page.locator('blockquote') });
    await expect(quote.locator('blockquote')).toContainText(p.quote);
    await expect(quote).toContainText(p.author);

    await expect(main.getByRole('heading', { level: 2, name: 'What it means' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(p.cards);

    const banner = main.getByRole('complementary', { name: p.banner });
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(p.banner);
    await expect(banner.getByRole('link')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('ICT Savviness lists the eight Digital Integration areas', async ({ page }) => {
  await visit(page, '/seven-success/ICT-Savviness');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Digital Integration' })).toBeVisible();
  const areas = main.getByRole('listitem').filter({ has: page.locator('strong') });
  await expect(areas.locator('strong')).toHaveText([
    'Education:',
    'Banking:',
    'Communication:',
    'Entertainment:',
    'Commerce:',
    'Transportation:',
    'Healthcare:',
    'News:',
  ]);
});

test('the closing banners lead through the seven skills in menu order', async ({ page }) => {
  await visit(page, '/seven-success/introduction');
  for (const next of pages.slice(1)) {
    await page
      .getByRole('complementary')
      .getByRole('link', { name: `Next skill: ${next.title}` })
      .click();
    await expect(page).toHaveURL(next.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
  }
});

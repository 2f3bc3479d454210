import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { facts } from '../../src/config/site';
import { visit } from './helpers';

// Issue 56: an answer shows only for the question asked. A question that uses a fact's words in another
// sense (a phone the child brings, the doctor's visits, a mosque where a boy can pray) gets the results
// alone; a fact asked in the parent's own words ("what is the scholarship worth") gets its answer.

const main = (page: Page) => page.getByRole('main');
const answer = (page: Page) => main(page).getByRole('region', { name: /^Answers?$/ });

/** The results page for a query, once its results are listed. */
async function resultsFor(page: Page, query: string): Promise<void> {
  await visit(page, `/search?q=${encodeURIComponent(query)}`);
  await expect(main(page).getByRole('status')).toContainText(/pages? match/);
  await expect(main(page).getByRole('listitem').getByRole('link').first()).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the website' });

test.describe('a question that does not ask for a fact gets results and no answer', () => {
  for (const [query, page] of [
    ['can my daughter bring her phone to the hostel', /\/pastoral\/personal-effect-toiletries|\/facilities\/accommodation/],
    ['when does the school doctor come', /\/pastoral\/health/],
    ['is there a mosque where my son can pray', /\/pastoral\/religious/],
  ] as const) {
    test(`"${query}" on the results page`, async ({ page: p }) => {
      await resultsFor(p, query);
      const links = main(p).getByRole('listitem').getByRole('link');
      const firstThree = await Promise.all([0, 1, 2].map((i) => links.nth(i).getAttribute('href')));
      expect(firstThree.some((href) => page.test(href ?? ''))).toBe(true);
      await expect(answer(p)).toHaveCount(0);
      await expect(main(p).getByRole('status')).not.toContainText('Answer:');
    });
  }

  test('"can my daughter bring her phone to the hostel" in the search dialog: options, no answer', async ({ page }) => {
    await visit(page, '/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Search/ })
      .click();
    await dialog(page).getByRole('combobox', { name: 'Search the website' }).fill('can my daughter bring her phone to the hostel');
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    // What a screen reader is told: the count of results, no answer before it.
    await expect(dialog(page)).toContainText(/\d+ results?/);
    await expect(dialog(page).getByRole('region', { name: /^Answers?$/ })).toHaveCount(0);
    await expect(dialog(page)).not.toContainText('Answer:');
  });
});

test.describe("a fact asked in the parent's words is answered", () => {
  test('"what is the scholarship worth": the scholarship\'s amount, as an answer above the results', async ({ page }) => {
    expect(facts.scholarshipAmount).toContain('₦300,000');
    await resultsFor(page, 'what is the scholarship worth');
    await expect(answer(page)).toContainText(`Scholarship: ${facts.scholarshipAmount}`);
    await expect(answer(page)).toContainText('₦300,000');
    await expect(answer(page).getByRole('link', { name: 'Scholarship' })).toHaveAttribute('href', /^\/admission\/scholarship/);
    await expect(main(page).getByRole('status')).toContainText(`Answer: Scholarship: ${facts.scholarshipAmount}.`);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('"how much off for a third child": the siblings discount', async ({ page }) => {
    await resultsFor(page, 'how much off for a third child');
    await expect(answer(page)).toContainText(`Siblings discount: ${facts.siblingsDiscount}`);
  });

  test('"which number do i ring for admissions": the admissions phone, asked by its subject and a word of its kind', async ({ page }) => {
    await resultsFor(page, 'which number do i ring for admissions');
    await expect(answer(page)).toContainText(`Admissions office phone: ${facts.admissionsPhone}`);
    await expect(answer(page).getByRole('link', { name: facts.admissionsPhone })).toHaveAttribute('href', /^tel:\+234/);
  });

  test('"email address for admissions": the admissions e-mail alone, not the school\'s', async ({ page }) => {
    await resultsFor(page, 'email address for admissions');
    await expect(answer(page)).toContainText(`Admissions e-mail: ${facts.admissionsEmail}`);
    await expect(answer(page)).not.toContainText(facts.infoEmail);
  });

  test('"when does school close for easter": the Easter closing, not the next closing day', async ({ page }) => {
    await resultsFor(page, 'when does school close for easter');
    await expect(answer(page)).toContainText('Easter');
    await expect(answer(page).getByRole('link')).toHaveAttribute('href', /^\/about\/calendar#.*easter/);
  });

  test('"where in ogun state is the school": the address, whose own words say Ogun State', async ({ page }) => {
    await resultsFor(page, 'where in ogun state is the school');
    await expect(answer(page)).toContainText('Address:');
    await expect(answer(page)).toContainText('Ogun State');
  });

  test('"is the clinic open at the weekend": the medical team, available 24/7; a rare word more keeps it back', async ({ page }) => {
    await resultsFor(page, 'is the clinic open at the weekend');
    await expect(answer(page)).toContainText(`Medical team: ${facts.medicalTeam}`);
    await resultsFor(page, 'is the clinic open for parents at the weekend market');
    await expect(answer(page)).toHaveCount(0);
  });
});

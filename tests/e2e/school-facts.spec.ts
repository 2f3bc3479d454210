import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { site as school } from '../../src/config/site';
import { visit, watchErrors } from './helpers';

/** Contact details and costs come from one place (pages/_school.facts.yml) and agree everywhere. */

const footer = (page: Page) => page.getByRole('contentinfo');
const schoolInformation = (page: Page) => page.getByRole('region', { name: 'School Information' });

/** The labelled numbers a block shows: "Admissions: tel:+234…" for each tap-to-call link. */
async function labelledNumbers(block: Locator): Promise<string[]> {
  return block
    .locator('a[href^="tel:"]')
    .evaluateAll((links) => links.map((a) => `${(a.closest('p, dd')?.textContent ?? '').split(':')[0].trim()}: ${a.getAttribute('href')}`));
}

for (const javaScript of [true, false]) {
  test.describe(`contact details and costs, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript });
    const open = (page: Page, path: string) => (javaScript ? visit(page, path) : page.goto(path).then(() => undefined));

    test('the footer and the contact page show the same labelled numbers, address, hours and links', async ({ page }) => {
      const errors = watchErrors(page);
      await open(page, '/about/contact-us');
      await expectContactDetailsAgree(page);
      expect(errors).toEqual([]);
    });

    test('the fees page states every cost from the facts file', async ({ page }) => {
      await open(page, '/admission/fees-and-payments');
      await expectEveryCost(page);
    });
  });
}

/** Footer and contact page: the same labelled numbers, address, hours, directions and WhatsApp. */
async function expectContactDetailsAgree(page: Page): Promise<void> {
  const expected = school.labelledPhones.flatMap(({ label, numbers }) => numbers.map((n) => `${label}: tel:${n.replace(/[^\d+]/g, '')}`));
  expect(expected.map((e) => e.split(':')[0])).toEqual(['Admissions', 'Exam booking', 'Exam booking', 'General']);

  for (const block of [footer(page), schoolInformation(page)]) {
    expect(await labelledNumbers(block)).toEqual(expected);
    await expect(block).toContainText(`${school.address.street}`);
    await expect(block).toContainText(`${school.address.locality}, ${school.address.region}, ${school.address.country}`);
    await expect(block).toContainText('Monday to Friday: 8:00 AM to 3:00 PM');
    await expect(block).toContainText('Saturday: 9:00 AM to 12:00 PM');

    const directions = block.getByRole('link', { name: /Get directions/ });
    await expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(school.address.oneLine)}`,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    const whatsapp = block.getByRole('link', { name: /Chat on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}$/);
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${school.whatsappNumber.replace(/\D/g, '')}`);
  }
}

test.describe('contact details', () => {
  test('every page has the same footer: the exam-booking numbers are those of the examination centres page', async ({ page }) => {
    await visit(page, '/admission/examination-centres');
    const examPhones = page.getByRole('main').getByRole('list', { name: 'Phone numbers to schedule an examination' }).getByRole('link');
    const onPage = await examPhones.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const inFooter = await footer(page)
      .getByRole('link', { name: /^\+234/ })
      .evaluateAll((links) =>
        links.filter((a) => a.closest('p')?.textContent?.startsWith('Exam booking')).map((a) => a.getAttribute('href')),
      );
    expect(inFooter).toEqual(onPage);
    expect(onPage).toHaveLength(2);
  });
});

test.describe('fees and payments', () => {
  test('is in the Admission menu and gathers every cost', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Admission' }).click();
    await nav.getByRole('link', { name: 'Fees and Payments' }).click();
    await expect(page).toHaveURL('/admission/fees-and-payments');

    await expectEveryCost(page);

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('searching "school fees" lists it first', async ({ page }) => {
    await visit(page, '/search?q=school%20fees');
    const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/admission/fees-and-payments');
    await expect(first).toContainText('Fees and Payments');
  });
});

/** The fees page: every cost fact of the spec, the links to the detailed pages, no placeholder left. */
async function expectEveryCost(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Fees and Payments' })).toBeVisible();
  await expect(main).toContainText('The admission form fee is ₦10,000, paid before the entrance exam.');
  await expect(main).toContainText('Tuition and boarding fees for the session are sent with the admission letter');
  await expect(main).toContainText(
    'The scholarship is worth ₦300,000 per session, for students entering JS2 (Year 8), JS3 (Year 9), SS1 (Year 10) and SS2 (Year 11).',
  );
  await expect(main).toContainText('airport');
  await expect(main).toContainText(
    'receive 10% off tuition for the third and every subsequent sibling. The discount is not combinable with a scholarship.',
  );
  const bank = main.getByRole('region', { name: "The school's fees account" });
  await expect(bank).toContainText(`Account number${school.bank.accountNumber}`);
  for (const [name, href] of [
    ['Scholarship', '/admission/scholarship'],
    ['Siblings Discount', '/admission/siblings-discount'],
    ['Admission Policy', '/admission/admission-policy'],
  ]) {
    await expect(main.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
  }
  // No widget tag or placeholder is left in the page.
  await expect(main).not.toContainText('$');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /the ₦10,000 form fee paid before the entrance exam/);
}

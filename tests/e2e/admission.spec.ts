import { test, expect, type Page } from '@playwright/test';
import { visit, watchErrors } from './helpers';
import { site } from '../../src/config/site';

const main = (page: Page) => page.getByRole('main');
/** The list that follows a heading (the page's Markdown list under it). */
const listAfter = (page: Page, heading: string, tag: 'ul' | 'ol' = 'ul') =>
  main(page).getByRole('heading', { name: heading, exact: true }).locator(`xpath=following-sibling::${tag}[1]`);

test.describe('admission policy', () => {
  test('eligibility, the Year 7 age rule, 8 documents, the fee, bank details and five centres', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, '/admission/admission-policy');
    const m = main(page);
    await expect(m.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(m).toContainText('Years 7 to 11');
    await expect(m).toContainText('Year 7 applicants must be 10 years old by September of the admission year.');

    const documents = listAfter(page, 'Required documents', 'ol').getByRole('listitem');
    await expect(documents).toHaveCount(8);
    await expect(documents.first()).toContainText('application form');

    await expect(m.getByRole('heading', { name: 'Application process' })).toBeVisible();
    const payment = m.getByRole('heading', { name: 'Payment details' }).locator('xpath=following-sibling::p[1]');
    await expect(payment).toContainText('₦10,000');
    await expect(payment).toContainText('before the entrance exam');

    const bank = m.getByRole('region', { name: 'Pay the form fee into this account' });
    await expect(bank).toContainText(`Account name${site.bank.accountName}`);
    await expect(bank).toContainText(`Bank${site.bank.bankName}`);
    await expect(bank).toContainText(`Account number${site.bank.accountNumber}`);

    await expect(listAfter(page, 'Exam centres').getByRole('listitem')).toHaveText(['Online', 'Abuja', 'Lagos', 'Ibadan', 'Port Harcourt']);
    expect(errors).toEqual([]);
  });

  test('prints without menus or footer, with link targets shown', async ({ page }) => {
    await visit(page, '/admission/admission-policy');
    await expect(page.getByRole('navigation', { name: 'Admission: pages' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Pay the form fee into this account' })).toBeVisible();
    // The side menu is not printed, and a link prints its target after its text.
    await expect(page.getByRole('navigation', { name: 'Admission: pages' })).toBeHidden();
    await expect(main(page).getByRole('link', { name: 'Admission Criteria (/admission/admission-criteria)' })).toBeVisible();
  });
});

test.describe('admission criteria', () => {
  test('three action cards: office, PDF download, student portal in a new tab; then the requirements', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, '/admission/admission-criteria');
    const cards = main(page).getByRole('list', { name: 'Ways to get the admission form' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);

    const pdf = main(page).getByRole('link', { name: 'Download the admission form' });
    const href = await pdf.getAttribute('href');
    expect(href).toMatch(/\.pdf$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const portal = main(page).getByRole('link', { name: /Apply on the online student portal/ });
    await expect(portal).toHaveAttribute('href', site.portals.studentPortal.url);
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', /noopener/);
    await expect(portal).toContainText('opens in a new tab');

    await expect(listAfter(page, 'Requirements').getByRole('listitem')).toHaveText([
      /completed admission form/,
      /birth certificate/,
      /Previous academic records/,
      /medical report/,
    ]);

    // The whole card is clickable; the office card opens the contact page.
    await main(page).getByRole('link', { name: 'Pick up the form at the office' }).click();
    await expect(page).toHaveURL(/\/about\/contact-us$/);
    expect(errors).toEqual([]);
  });
});

test.describe('examination centres', () => {
  test('four venues with addresses, two tel: links and the registration fee', async ({ page }) => {
    await visit(page, '/admission/examination-centres');
    const venues = main(page).getByRole('list', { name: 'Examination venues' }).getByRole('listitem');
    await expect(venues).toHaveCount(4);
    await expect(venues.getByRole('heading')).toHaveText(['Abuja', 'Lagos', 'Ibadan', 'Port Harcourt']);
    for (const venue of await venues.all()) await expect(venue.locator('address')).not.toBeEmpty();
    await expect(venues.nth(1)).toContainText('Ikeja, Lagos State');

    const phones = main(page).getByRole('list', { name: 'Phone numbers to schedule an examination' }).getByRole('link');
    await expect(phones).toHaveCount(2);
    for (const [i, phone] of site.examPhones.entries()) {
      await expect(phones.nth(i)).toHaveText(`Call ${phone}`);
      await expect(phones.nth(i)).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
    }
    const fee = main(page).getByRole('heading', { name: 'Registration fee' }).locator('xpath=following-sibling::p[1]');
    await expect(fee).toContainText('₦10,000');
  });
});

test.describe('scholarship', () => {
  test('amount, eligible classes, transport, airport pickup and transfer students', async ({ page }) => {
    await visit(page, '/admission/scholarship');
    const m = main(page);
    await expect(m.getByRole('heading', { name: '₦300,000 per session' })).toBeVisible();
    await expect(m.getByRole('listitem').filter({ hasText: 'Eligible classes' })).toContainText(
      'JS2 (Year 8), JS3 (Year 9), SS1 (Year 10) and SS2 (Year 11)',
    );
    await expect(m.getByRole('heading', { name: 'Free local transport' })).toBeVisible();
    await expect(m.getByRole('heading', { name: 'Airport pickup' })).toBeVisible();
    await expect(m).toContainText('Transfer students are eligible');
  });
});

test.describe('siblings discount', () => {
  test('the 10% rule, not combinable with a scholarship', async ({ page }) => {
    await visit(page, '/admission/siblings-discount');
    const m = main(page);
    await expect(m).toContainText('10% off tuition for the third and every subsequent sibling');
    await expect(m).toContainText('discount of 10% of tuition');
    await expect(m).toContainText('The discount is not combinable with a scholarship');
  });

  test('FAQ answers open and close from the keyboard, independently', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, '/admission/siblings-discount');
    // Each question is a native disclosure: a <details> (role group) whose <summary> holds the question's heading.
    const question = (title: string) => page.getByRole('group').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const first = question('Which of my children receives the discount?');
    const third = question('My child has a scholarship. Can we also have the siblings discount?');
    const firstAnswer = page.getByText('The third child enrolled at the college and every child after the third.');
    const thirdAnswer = page.getByText('The siblings discount is not combinable with a scholarship.', { exact: false });

    await expect(first).toHaveJSProperty('open', false);
    await expect(firstAnswer).toBeHidden();

    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveJSProperty('open', true);
    await expect(firstAnswer).toBeVisible();

    // Tab moves to the next question; Space opens it while the first stays open.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(third.locator('summary')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(third).toHaveJSProperty('open', true);
    await expect(thirdAnswer).toBeVisible();
    await expect(firstAnswer).toBeVisible();

    await page.keyboard.press('Space');
    await expect(third).toHaveJSProperty('open', false);
    await expect(thirdAnswer).toBeHidden();
    // The chevron turns with the question's state.
    const turn = (q: typeof first) => q.locator('summary svg').evaluate((svg) => getComputedStyle(svg).transform);
    await expect.poll(() => turn(first)).toMatch(/^matrix\(-1, /);
    await expect.poll(() => turn(third)).toBe('none');
    expect(errors).toEqual([]);
  });

  test('every FAQ answer prints, even when closed', async ({ page }) => {
    await visit(page, '/admission/siblings-discount');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText('How do I claim the discount?')).toBeVisible();
    await expect(page.getByText('Tell the Admissions Office when you apply for the third child', { exact: false })).toBeVisible();
  });
});

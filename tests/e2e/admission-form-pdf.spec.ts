import { test, expect } from '@playwright/test';
import { facts } from '../../src/config/site';
import { pdfTextLines } from '../../src/build/check/pdf-text';

// Issue 52, item 3: the form linked from Admission Criteria states the fee the fees page states.
test('the admission form linked from Admission Criteria states the form fee and when it is paid, from the facts', async ({ page }) => {
  await page.goto('/admission/admission-criteria');
  const href = await page.getByRole('main').getByRole('link', { name: 'Download the admission form' }).getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const lines = pdfTextLines(await response.body());
  expect(lines).toContain(`The form fee of ${facts.formFee.replace('₦', 'N')} is paid ${facts.formFeeDue}.`);
  await page.goto('/admission/fees-and-payments');
  await expect(page.getByRole('main')).toContainText(`The admission form fee is ${facts.formFee}`);
});

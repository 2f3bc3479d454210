import fs from 'node:fs';
import { expect, test, type Page } from './test';
import { editingFile } from './files';
import { backendReady, openEditor, publish } from './editor';

// Issue 52, item 4: a money field takes an amount, not words, in the editor as in `npm run check`.
test.beforeAll(async ({ request }) => backendReady(request));

const refusal = (page: Page) => page.getByRole('alert', { name: /Nothing was saved\. Fix this first/ });

test('"ten thousand naira" in the form fee is refused in plain words naming the field; nothing is written', async ({ page }) => {
  const file = 'pages/_school.facts.yml';
  await editingFile(file, async (before) => {
    await openEditor(page, 'data/entries/pages-school-facts-yml');
    await page.getByRole('textbox', { name: 'Form fee', exact: true }).fill('ten thousand naira');
    await publish(page);
    await expect(refusal(page)).toContainText('Form fee: write the amount in figures, not in words ("ten thousand naira"), e.g. ₦10,000');
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });
});

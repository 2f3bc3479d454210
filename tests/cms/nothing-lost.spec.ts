import fs from 'node:fs';
import { expect, test } from './test';
import { editingFile } from './files';
import { backendReady, deletePhoto, openEditor, publish, publishSaved } from './editor';

// Nothing the office does loses work: a save made from a form opened before someone else's save is
// refused (with the way to reload), and a photo that pages use cannot be deleted.

test.beforeAll(async ({ request }) => backendReady(request));

const FACTS = 'data/entries/pages-school-facts-yml';

test("two tabs cannot undo each other's work: the later save, from a form opened before, is refused with a way to reload", async ({
  context,
}) => {
  const file = 'pages/_school.facts.yml';
  await editingFile(file, async () => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    await openEditor(first, FACTS);
    // Signed in once for both tabs.
    await second.goto(`/admin/#/collections/${FACTS}`);
    const fee = (page: typeof first) => page.getByRole('textbox', { name: 'Form fee', exact: true });
    await expect(fee(second)).toHaveValue('₦10,000');
    await fee(first).fill('₦15,000');
    await publishSaved(first);
    await expect.poll(() => fs.readFileSync(file, 'utf8')).toContain('formFee: ₦15,000\n');

    // The second tab, opened before, changes another field and publishes.
    await second.getByRole('textbox', { name: 'Form fee due', exact: true }).fill('before the interview');
    await publish(second);
    const said = second.getByRole('alert', { name: /This file was changed since you opened it/ });
    await expect(said).toContainText('Nothing was saved, so their change is kept');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('formFee: ₦15,000\n');
    expect(text).not.toContain('before the interview');

    // Reload opens the file as it is now (the first tab's fee), without offering the old form back.
    await said.getByRole('button', { name: 'Reload the file' }).click();
    await expect(fee(second)).toHaveValue('₦15,000');
    await expect(second.getByRole('textbox', { name: 'Form fee due', exact: true })).not.toHaveValue('before the interview');
  });
});

test('a photo that a data file uses cannot be deleted: the office is told where it is used, and the photo stays', async ({ page }) => {
  const photo = 'photos/gallery/05.jpg';
  expect(fs.existsSync(photo)).toBe(true);
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await deletePhoto(page, 'gallery/05.jpg');
  await expect(page.getByText(/this photo is used in School gallery photos › .+, so it was not deleted/).first()).toBeVisible();
  expect(fs.existsSync(photo)).toBe(true);
});

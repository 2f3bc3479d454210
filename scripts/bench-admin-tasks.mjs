// The office's everyday tasks in the web editor, driven as a person would, counting the clicks
// each takes (used by scripts/bench-admin.mjs; every file touched is put back).
import fs from 'node:fs';

/** Runs `task` on a fresh, signed-in page; returns its clicks. Files are put back afterwards. */
async function measure(browser, origin, files, task) {
  const saved = files.map((f) => [f, fs.readFileSync(f)]);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: /People, figures and lists/ }).waitFor();
  // Counted from here: the clicks of the task itself.
  await page.evaluate(() => {
    window.__clicks = 0;
    document.addEventListener('click', () => { window.__clicks += 1; }, true);
  });
  try {
    await task(page);
    return await page.evaluate(() => window.__clicks);
  } finally {
    await context.close();
    for (const [file, text] of saved) fs.writeFileSync(file, text);
  }
}

async function publish(page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

const tasks = [
  ['Change the form fee', ['pages/_school.facts.yml'], async (page) => {
    await page.getByRole('link', { name: /People, figures and lists/ }).click();
    await page.getByRole('link', { name: /School facts/ }).click();
    const fee = page.getByRole('textbox', { name: 'Form fee', exact: true });
    await fee.click();
    await fee.fill('₦12,500');
    await publish(page);
    await page.getByRole('button', { name: 'Published', exact: true }).waitFor();
  }],
  ['Fix a typo in a page', ['pages/admission/scholarship.mdx'], async (page) => {
    await page.getByRole('link', { name: 'Pages: admission' }).click();
    await page.getByRole('link', { name: /Scholarship/ }).first().click();
    const body = page.getByRole('textbox', { name: 'Page text' });
    await body.click();
    await body.fill((await body.inputValue()).replace('hard-working', 'hardworking'));
    await publish(page);
    await page.getByRole('button', { name: 'Published', exact: true }).waitFor();
  }],
  ['Make a mistake on purpose (a blank fee): refused, nothing saved', ['pages/_school.facts.yml'], async (page) => {
    await page.getByRole('link', { name: /People, figures and lists/ }).click();
    await page.getByRole('link', { name: /School facts/ }).click();
    const fee = page.getByRole('textbox', { name: 'Form fee', exact: true });
    await fee.click();
    await fee.fill(' ');
    await publish(page);
    await page.getByText(/Nothing was saved/).waitFor();
  }],
];

export async function runTasks(browser, origin) {
  console.log('Everyday tasks from the editor alone (clicks after signing in):');
  for (const [name, files, task] of tasks) {
    try {
      console.log(`  ${name}: ${await measure(browser, origin, files, task)} clicks`);
    } catch (error) {
      console.log(`  ${name}: could not be done (${String(error.message).split('\n')[0]})`);
    }
  }
}

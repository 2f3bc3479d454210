import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Signs in to the local backend (no account: its login button only checks it runs), then opens `entry`. */
export async function openEditor(page: Page, entry: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`/admin/#/collections/${entry}`);
}

/** Saves the open entry as the office would: Publish, then Publish now. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/**
 * Publishes and waits until the entry is saved: the button then reads "Published" and the way back
 * says "Changes saved" (states that stay; Decap's "Entry saved" notice goes after 4 s, which a busy
 * machine can miss).
 */
export async function publishSaved(page: Page): Promise<void> {
  await publish(page);
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Changes saved/ })).toBeVisible();
}

const CMS_PORT = Number(process.env.CMS_PORT ?? 8082);

/** decap-server starts beside the dev server (scripts/start.mjs): waits until it answers. */
export async function backendReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => {
      const answer = await request
        .post(`http://localhost:${CMS_PORT}/api/v1`, { data: { action: 'info' }, failOnStatusCode: false })
        .catch(() => null);
      return answer?.ok() ?? false;
    })
    .toBe(true);
}

/** Opens a folded group of fields (a page's settings, a post's photo) by the label it shows. */
export async function openGroup(page: Page, label: string): Promise<void> {
  const expand = page.getByRole('button', { name: 'Expand' });
  await page.locator('div', { has: expand, hasText: label }).last().getByRole('button', { name: 'Expand' }).click();
}

/**
 * In the open editor, opens Photos, finds `name` (gallery/05.jpg) and presses Delete selected,
 * accepting the browser's "Are you sure?". The caller checks what the editor then says.
 */
export async function deletePhoto(page: Page, name: string): Promise<void> {
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Photos', exact: true }).click();
  const library = page.getByRole('dialog').or(page.locator('[class*="MediaLibrary"]')).first();
  await library.getByPlaceholder('Search, e.g. staff/ or gallery/').fill(name.replace(/\.[a-z]+$/i, ''));
  const card = library.locator('div', { has: page.getByText(name, { exact: true }) }).last();
  const remove = library.getByRole('button', { name: /Delete selected/ });
  // The library draws its cards as the photos arrive: selected once it is drawn.
  await expect(async () => {
    await card.click();
    await expect(remove).toBeEnabled({ timeout: 1000 });
  }).toPass();
  await remove.click();
}

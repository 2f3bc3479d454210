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

/** Publishes and waits until the entry is saved (the button then reads "Published"; "Entry saved" shows). */
export async function publishSaved(page: Page): Promise<void> {
  await publish(page);
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  await expect(page.getByText('Entry saved').last()).toBeVisible();
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

import fs from 'node:fs';
import { expect, type BrowserContext } from '@playwright/test';

/** Runs `edit` with the file's text as it was, then puts the file back whatever happened. */
export async function editingFile(file: string, edit: (before: string) => Promise<void>): Promise<void> {
  const original = fs.readFileSync(file);
  try {
    await edit(original.toString('utf8'));
  } finally {
    fs.writeFileSync(file, original);
  }
}

/**
 * Runs `change` (a page added to or removed from pages/, which restarts the dev server: its routes
 * come from pages/) and returns once the server has restarted: a tab open on the site sees its
 * connection lost, then is loaded again from the new server by Vite's client, which connects.
 */
export async function restartingDevServer(context: BrowserContext, change: () => unknown): Promise<void> {
  const tab = await context.newPage();
  const said: string[] = [];
  tab.on('console', (message) => said.push(message.text()));
  await tab.goto('/about/core-values');
  const connectedAfter = (from: number) => said.slice(from).some((text) => text.includes('[vite] connected'));
  await expect.poll(() => connectedAfter(0), { timeout: 60_000 }).toBe(true);
  const start = said.length;
  await change();
  await expect
    .poll(
      () => {
        const lost = said.findIndex((text, i) => i >= start && text.includes('server connection lost'));
        return lost >= 0 && connectedAfter(lost);
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  await tab.close();
}

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
 * Runs `change` (a page added to or removed from pages/) and returns once the dev server has read
 * the routes again, without a restart (src/build/plugins/routes-plugin.ts): a tab open on the site is
 * reloaded by Vite's client, which connects again.
 */
export async function pagesChanging(context: BrowserContext, change: () => unknown): Promise<void> {
  const tab = await context.newPage();
  const said: string[] = [];
  tab.on('console', (message) => said.push(message.text()));
  await tab.goto('/about/core-values');
  const connected = (from: number) => said.slice(from).some((text) => text.includes('[vite] connected'));
  await expect.poll(() => connected(0), { timeout: 60_000 }).toBe(true);
  const start = said.length;
  await change();
  await expect.poll(() => connected(start), { timeout: 90_000 }).toBe(true);
  await tab.close();
}

import { expect, type Locator, type Page } from '@playwright/test';
import { loadSite } from '../../src/content/source';

/** The site's pages, read from pages/ exactly as the build reads them. */
export const site = loadSite(process.cwd()).content;
export const pagePaths = site.pages.map((p) => p.path);

/** Collects console errors and uncaught page errors (hydration problems show up here). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Waits until the page is interactive: its boot script has run (src/islands/boot.ts sets
 * html[data-booted]) and every island on it has hydrated. Islands that wake when scrolled near
 * are brought into view one by one, then the page goes back to the top.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i);
    if ((await island.getAttribute('data-hydrated')) === 'true') continue;
    await wake(island);
  }
  if (count) await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until one island (by widget name) has hydrated, scrolling it into view if needed. */
export async function islandReady(page: Page, name: string): Promise<void> {
  await wake(page.locator(`[data-island="${name}"]`).first());
}

/** Brings an island into view (and, for one that waits for the visitor, focuses into it). */
async function wake(island: Locator): Promise<void> {
  await island.evaluate((element) => {
    (element.firstElementChild ?? element).scrollIntoView({ block: 'center' });
    if ((element as HTMLElement).dataset.hydrate === 'interaction') element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await expect(island).toHaveAttribute('data-hydrated', 'true');
}

/** Opens a path and waits until it is interactive. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Marks the current document so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

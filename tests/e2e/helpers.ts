import { expect, type Locator, type Page } from '@playwright/test';
import { loadSite } from '../../src/build/site-model';

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
 * What the page's Content-Security-Policy blocks, as the page reports it: the browser logs some
 * violations to the console but not all (an eval that the page's code catches is only reported by
 * the `securitypolicyviolation` event), so both are listened to. Call before the first `goto`.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|CSP violation/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return violations;
}

/**
 * Waits until the page is interactive: its boot script has run (src/islands/boot.ts sets
 * html[data-booted]) and every island on it has hydrated. An island that would wake later (when
 * scrolled near, or at the first focus inside it) is woken as a visitor's focus would wake it,
 * without scrolling the page.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-booted="true"]').waitFor({ state: 'attached' });
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  for (let i = 0; i < count; i++) await wake(islands.nth(i));
}

async function wake(island: Locator): Promise<void> {
  if ((await island.getAttribute('data-hydrated')) !== 'true') {
    await island.evaluate((element) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  }
  await expect(island).toHaveAttribute('data-hydrated', 'true');
}

/** Opens a path and waits until it is interactive. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Marks the current document so a test can tell a client-side navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

/** A link was followed as a normal page load: the document marked by markDocument() is gone. */
export async function expectNewDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
}

/**
 * Whether Chromium tells assistive technology that a control is expanded (read from its
 * accessibility tree). Popover buttons and <summary> get this state from the browser, with no
 * aria-expanded attribute in the markup. Works with JavaScript disabled too.
 */
export async function ariaExpanded(control: Locator): Promise<boolean | undefined> {
  const page = control.page();
  // Tag the element so the DevTools protocol can find it; Playwright does not expose node ids.
  await control.evaluate((el) => el.setAttribute('data-ax-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-ax-probe]' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
    await control.evaluate((el) => el.removeAttribute('data-ax-probe'));
  }
}

/** Waits until the control is announced as expanded (or collapsed). */
export async function expectExpanded(control: Locator, expanded: boolean): Promise<void> {
  await expect.poll(() => ariaExpanded(control), { message: `expanded should be ${expanded}` }).toBe(expanded);
}

import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectExpanded, site } from './helpers';

/**
 * The layout with JavaScript switched off: the menus, the mobile panel and the breadcrumb
 * drop-downs are popovers, a <dialog> and <details>, so a visitor gets around by links alone.
 * (The helpers visit()/hydrated() wait for code that never runs here: these tests use page.goto.)
 */
test.use({ javaScriptEnabled: false });

const phone = { width: 360, height: 740 };
const laptop = { width: 1366, height: 900 };

/** Pages kept out of the menus on purpose (`hidden: true`: the /contact placeholder, the search page). */
const menuPages = site.pages.filter((p) => !p.hidden).map((p) => p.path);

/** Internal paths of the links a visitor can see in `scope` right now (aliases count as their page). */
async function visibleInternalLinks(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .getByRole('link')
    .filter({ visible: true })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.replace(/[?#].*$/, ''))
    .map((path) => site.redirects[path] ?? path);
}

/** Opens the menu and each of its groups in turn, as a visitor would; returns the pages they lead to. */
async function pagesThroughTheMenu(page: Page, wide: boolean): Promise<string[]> {
  const found: string[] = [];
  if (wide) {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const group of await nav.getByRole('button').all()) {
      await group.click();
      await expectExpanded(group, true);
      found.push(...(await visibleInternalLinks(nav)));
    }
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    for (const group of await panel.locator('summary').all()) {
      await group.click();
      await expectExpanded(group, true);
      found.push(...(await visibleInternalLinks(panel)));
    }
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
  }
  return found;
}

/** The breadcrumb's links, with each crumb's drop-down opened. */
async function pagesThroughTheBreadcrumb(page: Page): Promise<string[]> {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  if (!(await crumbs.count())) return [];
  const found = await visibleInternalLinks(crumbs);
  for (const button of await crumbs.getByRole('button').all()) {
    await button.click();
    await expectExpanded(button, true);
    found.push(...(await visibleInternalLinks(crumbs)));
    await page.keyboard.press('Escape');
  }
  return found;
}

for (const viewport of [phone, laptop]) {
  const wide = viewport.width >= 1280;

  test.describe(`without JavaScript, ${viewport.width}px wide`, () => {
    test.use({ viewport });

    test('every page is reached from the home page through the menu, the breadcrumbs and the footer', async ({ page }) => {
      test.slow(); // about forty pages, each explored by pressing buttons
      const reached = new Set<string>(['/']);
      const queue = ['/'];
      // The menu is the same markup on every page: exploring it once, from the home page, is
      // what a visitor does; every page then gets its own breadcrumb and footer explored.
      let menuExplored = false;
      while (queue.length) {
        const path = queue.shift()!;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const found = [...(await pagesThroughTheBreadcrumb(page)), ...(await visibleInternalLinks(page.getByRole('contentinfo')))];
        if (!menuExplored) {
          found.push(...(await pagesThroughTheMenu(page, wide)));
          menuExplored = true;
        }
        for (const next of found) {
          if (reached.has(next)) continue;
          reached.add(next);
          // Files (the admission form PDF) are reached too, but are not pages to explore.
          if (site.pages.some((p) => p.path === next)) queue.push(next);
        }
      }
      const missing = menuPages.filter((path) => !reached.has(path));
      expect(missing).toEqual([]);
    });

    test('the menu control is on every page and opens the same menu', async ({ page }) => {
      await page.goto('/');
      const fromHome = new Set(await pagesThroughTheMenu(page, wide));
      // An information page and a page of another kind (the gallery) offer exactly the same.
      for (const path of ['/admission/scholarship', '/about/gallery']) {
        await page.goto(path);
        expect(new Set(await pagesThroughTheMenu(page, wide))).toEqual(fromHome);
      }
    });

    test('a breadcrumb drop-down opens, marks the current page and leads to a sibling', async ({ page }) => {
      await page.goto('/pastoral/health');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      const section = crumbs.getByRole('button', { name: 'Pastoral Care' });
      await expectExpanded(section, false);
      await section.click();
      await expectExpanded(section, true);
      const mentoring = crumbs.getByRole('link', { name: 'Mentoring' });
      await expect(mentoring).toBeVisible();
      await expect(crumbs.locator('[aria-current="page"]').filter({ visible: true })).toHaveText(['Health Care', 'Health Care']);
      // A press outside closes it (low on the screen: on a phone the list covers the heading); a
      // second press opens it again; Escape returns focus to it.
      await page.mouse.click(8, page.viewportSize()!.height - 8);
      await expectExpanded(section, false);
      await section.focus();
      await page.keyboard.press('Enter');
      await expectExpanded(section, true);
      await page.keyboard.press('Tab');
      await expect(crumbs.getByRole('link', { name: 'House System' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expectExpanded(section, false);
      await expect(section).toBeFocused();

      await section.click();
      await mentoring.click();
      await expect(page).toHaveURL('/pastoral/mentoring');
      await expect(page.getByRole('heading', { level: 1, name: 'Mentoring' })).toBeVisible();
    });

    test('the skip link moves focus to the main content', async ({ page }) => {
      await page.goto('/admission/scholarship');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });
  });
}

test.describe('without JavaScript, on a phone: the menu panel', () => {
  test.use({ viewport: phone });

  test('opens with the keyboard; Tab goes through it in order and stays in it; Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/about/core-values');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const close = panel.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();

    // Reading order: close, Home, then the groups; a group opened with Enter shows its links next.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    const admission = panel.locator('summary', { hasText: 'Admission' });
    await expect(admission).toBeFocused();
    await page.keyboard.press('Enter');
    await expectExpanded(admission, true);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Admission Policy' })).toBeFocused();

    // The page behind is inert: however far one tabs, focus stays in the panel (past its last link
    // the browser's own controls may take it, shown here as the body, never the page behind).
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body)).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('one group open at a time, its chevron turned; a press outside closes the panel', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    const facilities = panel.locator('summary', { hasText: 'Facilities' });
    const staff = panel.locator('summary', { hasText: 'Staff Profile' });
    const chevronTurn = (group: Locator) =>
      group
        .locator('svg')
        .last()
        .evaluate((svg) => getComputedStyle(svg).transform);
    expect(await chevronTurn(facilities)).toBe('none');
    await facilities.click();
    await expectExpanded(facilities, true);
    expect(await chevronTurn(facilities)).not.toBe('none');
    await staff.click();
    await expectExpanded(staff, true);
    await expectExpanded(facilities, false);
    await expect(panel.getByRole('link', { name: 'Library' })).toBeHidden();
    await expect(panel.getByRole('link', { name: 'Executive Management' })).toBeVisible();
    // The panel is narrower than a tablet, not than this phone: press the backdrop on a tablet width.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.mouse.click(900, 400);
    await expect(panel).toBeHidden();
  });

  test('a link to #mobile-menu opens the panel too (the way in for browsers without popovers), and a link closes it', async ({ page }) => {
    await page.goto('/about/core-values#mobile-menu');
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    const close = panel.getByRole('link', { name: 'Close menu' });
    await expect(close).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeHidden();
    await panel.locator('summary', { hasText: 'Academics' }).click();
    await expect(panel.getByRole('link', { name: 'Curriculum' })).toBeVisible();
    await close.click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Core Values' })).toBeVisible();
  });
});

test.describe('without JavaScript, on a laptop: the drop-downs', () => {
  test.use({ viewport: laptop });

  test("Tab order: skip link, home link, the groups; an opened group's links come right after its button; Escape returns focus", async ({
    page,
  }) => {
    await page.goto('/about/core-values');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /International College/ })
        .first(),
    ).toBeFocused();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const academics = nav.getByRole('button', { name: 'Academics' });
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Admission' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(academics).toBeFocused();
    await page.keyboard.press('Enter');
    await expectExpanded(academics, true);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Curriculum' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Learning Resources Centre' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expectExpanded(academics, false);
    await expect(academics).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Facilities' })).toBeFocused();
  });
});

/**
 * axe runs as a script in the page, so these pages have JavaScript on with the site's own scripts
 * blocked: the markup and styles are exactly what a visitor without JavaScript gets.
 */
test.describe("axe on the layout as it works without the site's scripts", () => {
  test.use({ javaScriptEnabled: true });
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });
    test('axe: an information page with the menu open and a group expanded', async ({ page }) => {
      await page.goto('/admission/scholarship');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Site menu' });
      await panel.locator('summary', { hasText: 'About Us' }).click();
      await expect(panel.getByRole('link', { name: 'Gallery' })).toBeVisible();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });

  test.describe('on a laptop', () => {
    test.use({ viewport: laptop });
    test('axe: an information page with a drop-down open', async ({ page }) => {
      await page.goto('/facilities/accommodation');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Pastoral Care' }).click();
      await expect(nav.getByRole('link', { name: 'Mentoring' })).toBeVisible();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
});

/** Serves the site with `change` applied to its pages (and to its stylesheets when `styles` is set). */
async function rewrite(page: Page, change: (text: string, isStylesheet: boolean) => string, styles = false): Promise<void> {
  const isPage = (path: string) => !/\.[a-z0-9]+$/i.test(path);
  await page.route(
    (url) => isPage(url.pathname) || (styles && url.pathname.endsWith('.css')),
    async (route) => {
      try {
        const response = await route.fetch();
        const body = change(await response.text(), route.request().url().endsWith('.css'));
        // The text arrives decoded: the encoding and length headers no longer apply.
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
        );
        await route.fulfill({ status: response.status(), headers, body });
      } catch (error) {
        // A request the page gave up (it navigated on) has nothing left to rewrite.
        if (!/disposed|closed/i.test(String(error))) throw error;
      }
    },
  );
}

/**
 * Other browsers, simulated in Chromium by changing what it is sent: the markup and styles are
 * the site's own, with only the features such a browser lacks taken away.
 */
test.describe('a browser with popovers but without invoker commands (Chromium 114–134, Safari 17–26.1)', () => {
  test.use({ viewport: phone });

  test('the menu button opens the panel as a popover: it reads Close menu, scroll is locked, Escape or a second press closes it', async ({
    page,
  }) => {
    // Such a browser ignores commandfor and command: the button is a plain popovertarget button.
    await rewrite(page, (html) => html.replace(/ command(for)?="[^"]*"/g, ''));
    await page.goto('/about/core-values');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((dialog) => dialog.matches(':popover-open'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await open.click();
    await expect(panel).toBeVisible();
    // The menu button now reads Close menu (the banner holds the panel too: it is the first one).
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Close menu' }).first();
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeVisible();
    // By keyboard: once the panel has slid in, it covers the menu button (a tap there lands on the
    // panel's own Close menu); a click raced the panel's slide-in transition.
    await toggle.press('Enter');
    await expect(panel).toBeHidden();
    await expect(open).toBeVisible();
  });
});

test.describe('a browser without the Popover API (older Android browsers, Opera Mini)', () => {
  /** Takes the popover and command attributes out of pages, and :popover-open out of the styles. */
  const withoutPopovers = (page: Page) =>
    rewrite(
      page,
      (text, isStylesheet) =>
        isStylesheet
          ? text.replaceAll(':popover-open', ':-unknown-popover-open') // unknown: its rules are dropped, @supports fails
          : text.replace(/ (popover|popoverTarget|popoverTargetAction|command|commandfor|closedby)="[^"]*"/gi, ''),
      true,
    );

  for (const viewport of [phone, laptop]) {
    test(`at ${viewport.width}px the menu is a link to the panel, and the section crumb a link`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await withoutPopovers(page);
      await page.goto('/pastoral/health');
      // No desktop drop-downs at any width: the panel is the menu.
      await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      // The section crumb is a plain link to the section's overview page, which lists its pages.
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('button')).toHaveCount(0);
      await expect(crumbs.getByRole('link', { name: 'Pastoral Care' })).toHaveAttribute('href', '/pastoral');

      await page.getByRole('banner').getByRole('link', { name: 'Open menu' }).click();
      await expect(page).toHaveURL(/#mobile-menu$/);
      const panel = page.getByRole('dialog', { name: 'Site menu' });
      await expect(panel).toBeVisible();
      await panel.locator('summary', { hasText: 'Staff Profile' }).click();
      await panel.getByRole('link', { name: 'Management', exact: true }).click();
      await expect(page).toHaveURL('/staff-profile/management');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(panel).toBeHidden();
    });
  }
});

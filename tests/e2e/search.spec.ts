import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { menuGroups } from '../../src/content/nav/nav';
import { loadSite } from '../../src/build/site-model';
import { sectionsOf as sectionsWith } from '../../src/search/index/extract';
import { searchTextProps } from '../../src/widgets/manifest';
import { markDocument, site, visit, watchErrors } from './helpers';
import { settings } from '../../src/config/settings';
import { enquiryAnswerer, searchPlaceholder } from '../../src/config/search';

const sectionsOf = (tree: Parameters<typeof sectionsWith>[0]) => sectionsWith(tree, searchTextProps);

/** Chunks that must not load before the search is wanted. */
const SEARCH_CHUNKS = /\/assets\/(shell|dialog|engine|load)-[^/]*\.js$|^\/search\/core\.json$/;

/** The header's search button: a link to /search, which opens the dialog once the launcher has run. */
const searchButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Search/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the website' });
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the website' });

/** Opens a page and waits until the search button opens the dialog (the launcher marks it so). */
async function visitReady(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await expect(searchButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
}

/** Every page of every section, as the menus list them. */
const sectionPageLinks = menuGroups(site).flatMap((g) => g.links.filter((l) => !l.external).map((l) => l.href));

/** A heading on some searchable page (with the id rehype-slug gives it), if the content has one. */
function someHeading(): { path: string; heading: string; anchor: string } | undefined {
  const { sources } = loadSite(process.cwd());
  for (const source of sources) {
    if (!source.frontmatter.search || source.info.path === '/') continue;
    const section = sectionsOf(source.tree).find((s) => s.anchor && s.heading.split(' ').length >= 2 && s.text.length > 40);
    if (section) return { path: source.info.path, heading: section.heading, anchor: section.anchor };
  }
  return undefined;
}

test.describe('search dialog', () => {
  test('nothing of the search loads with the page; intent on the button fetches it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await visitReady(page, '/admission/scholarship');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => SEARCH_CHUNKS.test(p))).toEqual([]);

    await searchButton(page).hover();
    // The frame, the dialog, the loader, the engine and the index's core; no piece of the index before a query.
    await expect.poll(() => requested.filter((p) => SEARCH_CHUNKS.test(p)).length).toBe(5);
    expect(requested.filter((p) => p.startsWith('/assets/search/'))).toEqual([]);
  });

  test('opens with the button, Ctrl+K, Meta+K and /; Escape closes and gives focus back', async ({ page }) => {
    const errors = watchErrors(page);
    await visitReady(page, '/');
    const button = searchButton(page);

    await button.click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    // The box's example words are the site's (src/config/search.ts), not the engine's default.
    await expect(input(page)).toHaveAttribute('placeholder', searchPlaceholder);
    // The page behind does not scroll while the dialog is open.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(page).toHaveURL('/');

    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.locator('body').click({ position: { x: 5, y: 400 } });
      await page.keyboard.press(shortcut);
      await expect(dialog(page), shortcut).toBeVisible();
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(button).toBeFocused();
    }
    expect(errors).toEqual([]);
  });

  test('a press on the backdrop closes it; the close button too', async ({ page }) => {
    await visitReady(page, '/about/core-values');
    const button = searchButton(page);
    await button.click();
    await expect(input(page)).toBeFocused();
    const panel = (await dialog(page).boundingBox())!;
    await page.mouse.click(Math.max(5, panel.x / 2), panel.y + panel.height + 40);
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page).toHaveURL('/about/core-values');

    await button.click();
    await dialog(page).getByRole('button', { name: 'Close search' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('/ typed into a text field stays a character', async ({ page }) => {
    await visitReady(page, '/search');
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search the website' });
    await field.fill('a');
    await field.press('/');
    await expect(field).toHaveValue('a/');
    await expect(dialog(page)).toBeHidden();
  });

  test('results follow the typing, arrows move, Enter opens the page', async ({ page }) => {
    const errors = watchErrors(page);
    await visitReady(page, '/');
    await searchButton(page).click();
    await input(page).pressSequentially('scholarhsip');
    const first = dialog(page).getByRole('option').first();
    await expect(first).toContainText('Scholarship');
    await expect(first.locator('mark').first()).toHaveText(/scholarship/i);
    await expect(first).toHaveAttribute('href', '/admission/scholarship');

    await input(page).fill('admission');
    const options = dialog(page).getByRole('option');
    // The list has been replaced by the new query's results (not the last ones still showing).
    await expect(options.first()).not.toContainText('Scholarship');
    await expect(options.nth(2)).toBeVisible();
    // The first result is active (Enter would open it); arrows move through the list.
    const activeIs = async (n: number) =>
      expect(input(page)).toHaveAttribute('aria-activedescendant', (await options.nth(n).getAttribute('id'))!);
    await activeIs(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await activeIs(2);
    await page.keyboard.press('ArrowUp');
    await activeIs(1);
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false');
    const href = await options.nth(1).getAttribute('href');
    await markDocument(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    // A normal page load (a new document), not a client-side route change.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('a match under a heading links to the heading, and the page scrolls to it', async ({ page }) => {
    const target = someHeading();
    expect(target, 'some searchable page has a section heading').toBeTruthy();
    const { path, heading, anchor } = target!;
    // A short window, so that the heading is out of view at one end of the page or the other.
    await page.setViewportSize({ width: 1366, height: 500 });
    await visitReady(page, '/');
    await searchButton(page).click();
    await input(page).fill(heading);
    const option = dialog(page).locator(`[role="option"][href="${path}#${anchor}"]`);
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(`${path}#${anchor}`);
    const target_ = page.locator(`[id="${anchor}"]`);
    await expect(target_).toBeInViewport();
    // The heading is not hidden under the fixed top bar.
    const box = await target_.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);

    // Again from the same page, after scrolling away.
    await page.evaluate(() => {
      const top = document.getElementById(location.hash.slice(1))!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top > 600 ? 0 : document.documentElement.scrollHeight, behavior: 'instant' });
    });
    await expect(target_).not.toBeInViewport();
    await page.keyboard.press('Control+k');
    await input(page).fill(heading);
    await dialog(page).locator(`[role="option"][href="${path}#${anchor}"]`).click();
    await expect(target_).toBeInViewport();
  });

  test('empty query: suggested topics; choosing one searches it', async ({ page }) => {
    await visitReady(page, '/');
    await searchButton(page).click();
    for (const topic of ['Fees', 'Scholarship', 'Boarding', 'Admission', 'Contact']) {
      await expect(dialog(page).getByRole('button', { name: topic, exact: true })).toBeVisible();
    }
    await dialog(page).getByRole('button', { name: 'Boarding', exact: true }).click();
    await expect(input(page)).toHaveValue('Boarding');
    await expect(input(page)).toBeFocused();
    await expect(dialog(page).getByRole('option').first()).toHaveAttribute('href', '/facilities/accommodation');
  });

  test('no results: a helpful message and the enquiry form', async ({ page }) => {
    await visitReady(page, '/');
    await searchButton(page).click();
    await input(page).fill('qwxzv');
    await expect(dialog(page).getByText(/No pages match/)).toBeVisible();
    // Who answers is the site's own word (src/config/search.ts), not the engine's default.
    await expect(dialog(page).getByText(`and ${enquiryAnswerer} will answer.`)).toBeVisible();
    const enquiry = dialog(page).getByRole('link', { name: 'Send us an enquiry' });
    await expect(enquiry).toHaveAttribute('href', '/about/contact-us');
    await enquiry.click();
    await expect(page).toHaveURL('/about/contact-us');
    await expect(dialog(page)).toBeHidden();
  });

  test('the input works at once while the index is still loading', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search\/core\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await visitReady(page, '/');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeEditable();
    await input(page).pressSequentially('library');
    await expect(input(page)).toHaveValue('library');
    await expect(dialog(page).getByRole('status')).toContainText('Loading');
    release();
    await expect(dialog(page).getByRole('option').first()).toHaveAttribute('href', '/facilities/library');
  });
});

test.describe('the shortcut hint names the visitor’s keys', () => {
  // The hint shows on wide screens only (the menu fills the bar below 1536px).
  test.use({ viewport: { width: 1600, height: 900 } });
  test('Ctrl K on Windows and Linux', async ({ page }) => {
    await visitReady(page, '/');
    await expect(searchButton(page).getByText('Ctrl K')).toBeVisible();
  });

  test.describe('on a Mac', () => {
    test.use({
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    test('⌘ K', async ({ page }) => {
      await visitReady(page, '/');
      await expect(searchButton(page).getByText('⌘ K')).toBeVisible();
      await page.keyboard.press('Meta+k');
      await expect(dialog(page)).toBeVisible();
    });
  });
});

test.describe('slow network', () => {
  test('typing before the dialog’s code arrives is kept', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/dialog-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await visitReady(page, '/');
    await page.keyboard.press('Control+k');
    const early = page.getByRole('textbox', { name: 'Search the website' });
    await expect(early).toBeFocused();
    await page.keyboard.type('scholar');
    await expect(early).toHaveValue('scholar');
    release();
    await expect(input(page)).toHaveValue('scholar');
    await expect(input(page)).toBeFocused();
    // "scholar" is a word of the site (scholars), so it is searched as itself, not completed to
    // "scholarship" (issue 19, item 3): the scholarship page still comes first, at its section on scholars.
    await expect(dialog(page).getByRole('option').first()).toHaveAttribute('href', /^\/admission\/scholarship(#|$)/);
  });
});

test.describe('search dialog accessibility', () => {
  for (const query of ['', 'admission', 'qwxzv', 'parent portal']) {
    test(`no serious axe violations with the query "${query}"`, async ({ page }) => {
      await visitReady(page, '/');
      await searchButton(page).click();
      await input(page).fill(query);
      const ready = {
        '': dialog(page).getByRole('button', { name: 'Fees' }),
        admission: dialog(page).getByRole('option').first(),
        qwxzv: dialog(page).getByText(/No pages match/),
        'parent portal': dialog(page).getByRole('option').filter({ hasText: 'Quick links' }).first(),
      };
      await expect(ready[query as keyof typeof ready]).toBeVisible();
      // The native <dialog> (its role is implicit, so select the element).
      const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
      expect(axe.passes.length, 'axe checked the dialog').toBeGreaterThan(0);
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('search on a phone (360px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the button sits beside the menu button and the results fit the screen', async ({ page }) => {
    await visitReady(page, '/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await searchButton(page).click();
    await input(page).fill('admission');
    const options = dialog(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const box of await options.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('search in the words parents type', () => {
  /** Types a query into the dialog opened from the home page; returns its first result. */
  async function firstResult(page: Page, query: string) {
    await visitReady(page, '/');
    await searchButton(page).click();
    await input(page).fill(query);
    return dialog(page).getByRole('option').first();
  }

  for (const [kind, query, path, title] of [
    [
      'a Pidgin question',
      'wetin dem no allow pikin bring come school',
      '/pastoral/personal-effect-toiletries',
      'Personal Effects and Toiletries',
    ],
    ['a spoken question', 'where can my son write the entrance examination', '/admission/examination-centres', 'Examination Centres'],
    ['two typos', 'sibblings discuont', '/admission/siblings-discount', 'Siblings Discount'],
    ['SMS shorthand', 'schlrshp', '/admission/scholarship', 'Scholarship'],
  ]) {
    test(`${kind} lists the right page first: "${query}"`, async ({ page }) => {
      const first = await firstResult(page, query);
      await expect(first).toHaveAttribute('href', new RegExp(`^${path}(#|$)`));
      await expect(first).toContainText(title);
    });
  }

  test('a query naming the parent portal lists the portal, saying where it leads, and the result opens it', async ({ page }) => {
    const portal = settings.portals.parentPortal;
    // The portal is another site: answer for it here, so the test needs no network.
    await page.route(`${portal.url}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Parent portal</title><p>Sign in</p>' }),
    );
    const first = await firstResult(page, 'where do parents log in');
    await expect(first).toHaveAttribute('href', portal.url);
    await expect(first).toContainText(portal.label);
    await expect(first).toContainText('Quick links');
    await expect(first).toContainText(`Opens ${new URL(portal.url).host}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(portal.url);
    await expect(page.getByText('Sign in')).toBeVisible();
  });
});

test.describe('results page', () => {
  test('reads the query from the address and can be searched again', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, '/search?q=scholarship');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(main.getByRole('searchbox', { name: 'Search the website' })).toHaveValue('scholarship');
    await expect(main.getByRole('status')).toContainText('“scholarship”');
    const first = main.getByRole('listitem').getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/admission/scholarship');
    await expect(first.locator('mark').first()).toBeVisible();

    await main.getByRole('searchbox', { name: 'Search the website' }).fill('library');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=library');
    await expect(main.getByRole('listitem').getByRole('link').first()).toHaveAttribute('href', '/facilities/library');
    expect(errors).toEqual([]);
  });

  test('without a query it offers topics; with no match it offers the enquiry form', async ({ page }) => {
    await visit(page, '/search');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Fees', exact: true })).toHaveAttribute('href', '/search?q=Fees');
    await visit(page, '/search?q=qwxzv');
    await expect(main.getByText(/No pages match/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Send us an enquiry' })).toHaveAttribute('href', '/about/contact-us');
    await expect(main.getByText(`and ${enquiryAnswerer} will answer.`)).toBeVisible();
  });

  test('with its topic list, it has no serious axe violations', async ({ page }) => {
    // The page as it is without JavaScript: the form and every topic (axe itself needs JavaScript).
    await visit(page, '/search');
    await expect(page.getByRole('main').getByRole('heading', { name: 'All topics' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the form works without JavaScript (GET /search?q=)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search');
    const form = page.getByRole('search');
    await form.getByRole('searchbox').fill('boarding');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=boarding$/);
    // It says plainly what searching needs, and offers every topic instead.
    // (A <noscript>, whose content Playwright's text search skips: found as the element it is.)
    const note = page.getByRole('main').locator('noscript > p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Searching needs JavaScript, which is turned off in this browser.');
    await expect(page.getByRole('main').getByRole('heading', { name: 'All topics' })).toBeVisible();
    await context.close();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search button leads to /search, which lists every topic of the site as links', async ({ page }) => {
    await page.goto('/admission/scholarship');
    await searchButton(page).click();
    await expect(page).toHaveURL('/search');
    const main = page.getByRole('main');
    await expect(main.getByRole('search').getByRole('searchbox', { name: 'Search the website' })).toBeVisible();
    for (const group of menuGroups(site)) {
      await expect(main.getByRole('heading', { level: 3, name: group.label, exact: true })).toBeVisible();
    }
    const hrefs = await main.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(sectionPageLinks.length).toBeGreaterThan(20);
    expect(hrefs).toEqual(expect.arrayContaining(sectionPageLinks));

    const first = menuGroups(site)[0].links[0];
    await main.getByRole('link', { name: first.label, exact: true }).first().click();
    await expect(page).toHaveURL(first.href);
  });
});

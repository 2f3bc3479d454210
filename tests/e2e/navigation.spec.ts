import { test, expect } from '@playwright/test';
import { site as school } from '../../src/config/site';
import { expectExpanded, expectNewDocument, markDocument, visit, watchErrors } from './helpers';

/**
 * The menus are plain HTML (popovers, a <dialog>, <details>): they work the same before the
 * page's code has loaded, after it, and without it (tests/e2e/no-javascript-navigation.spec.ts).
 * Links are normal page loads.
 */
test.describe('desktop menu (1280px and wider)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('one drop-down at a time; closes on second press, outside press, Escape and on choosing a link', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const admission = nav.getByRole('button', { name: 'Admission' });
    const about = nav.getByRole('button', { name: 'About Us' });
    const scholarship = nav.getByRole('link', { name: 'Scholarship' });
    await expect(nav.getByRole('button')).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expectExpanded(admission, false);

    await admission.click();
    await expectExpanded(admission, true);
    await expect(scholarship).toBeVisible();
    const register = nav.getByRole('link', { name: /Register now/ });
    await expect(register).toHaveAttribute('target', '_blank');
    // The drop-down opens under its button, 14rem wide.
    const button = (await admission.boundingBox())!;
    const list = (await scholarship.locator('xpath=ancestor::ul[1]').boundingBox())!;
    expect(list.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(Math.abs(list.x - button.x)).toBeLessThanOrEqual(1);
    expect(list.width).toBe(224);

    await about.click();
    await expectExpanded(about, true);
    await expectExpanded(admission, false);
    await expect(scholarship).toBeHidden();
    // The last group's drop-down stays on screen (it ends at its button's right edge).
    const aboutList = (await nav.getByRole('link', { name: 'Gallery' }).locator('xpath=ancestor::ul[1]').boundingBox())!;
    expect(aboutList.x + aboutList.width).toBeLessThanOrEqual(1366);

    await about.click();
    await expectExpanded(about, false);

    await admission.click();
    await expectExpanded(admission, true);
    await page.mouse.click(600, 600);
    await expectExpanded(admission, false);

    await admission.click();
    await expectExpanded(admission, true);
    await page.keyboard.press('Escape');
    await expectExpanded(admission, false);
    await expect(admission).toBeFocused();

    await markDocument(page);
    await admission.click();
    await scholarship.click();
    await expect(page).toHaveURL('/admission/scholarship');
    await expect(page.getByRole('heading', { level: 1, name: 'Scholarship' })).toBeVisible();
    await expect(scholarship).toBeHidden();
    await expectExpanded(admission, false);
    // A normal page load, as every link on the site is.
    await expectNewDocument(page);
    expect(errors).toEqual([]);
  });

  test('the menu is operable with the keyboard alone', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Facilities' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Accommodation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/facilities/accommodation');
  });
});

test.describe('mobile menu (below 1280px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens a panel, locks scrolling, expands one group at a time and closes on a link', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, '/about/core-values');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /home/i }).first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // The groups are disclosure widgets (<summary>), announced as expanded or collapsed.
    const admission = panel.locator('summary', { hasText: 'Admission' });
    const pastoral = panel.locator('summary', { hasText: 'Pastoral Care' });
    await admission.click();
    await expectExpanded(admission, true);
    await expect(panel.getByRole('link', { name: /Register now/ })).toHaveAttribute('target', '_blank');
    await pastoral.click();
    await expectExpanded(pastoral, true);
    await expectExpanded(admission, false);
    await expect(panel.getByRole('link', { name: /Register now/ })).toBeHidden();
    const maxHeight = await panel.locator('#mobile-menu-pastoral').evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe('384px');

    await markDocument(page);
    await panel.getByRole('link', { name: 'Mentoring' }).click();
    await expect(page).toHaveURL('/pastoral/mentoring');
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expectNewDocument(page);
    expect(errors).toEqual([]);
  });

  test('the close button and Escape close the panel and give focus back', async ({ page }) => {
    await visit(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    const close = panel.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    await close.click();
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await open.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('mobile menu groups', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('closing the panel closes its open group: it opens again as the list of sections', async ({ page }) => {
    await visit(page, '/about/core-values');
    const open = page.getByRole('button', { name: 'Open menu' });
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    const admission = panel.locator('summary', { hasText: 'Admission' });
    for (const close of [() => page.keyboard.press('Escape'), () => panel.getByRole('button', { name: 'Close menu' }).click()]) {
      await open.click();
      await admission.click();
      await expectExpanded(admission, true);
      await close();
      await expect(panel).toBeHidden();
      await open.click();
      await expect(panel).toBeVisible();
      await expect(panel.locator('details[open]')).toHaveCount(0);
      await panel.getByRole('button', { name: 'Close menu' }).click();
    }
  });
});

test.describe('the current page in the menus (issue 19)', () => {
  test('desktop: the current section is marked and its drop-down marks the page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await visit(page, '/pastoral/mentoring');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const pastoral = nav.getByRole('button', { name: 'Pastoral Care' });
    const admission = nav.getByRole('button', { name: 'Admission' });
    await expect(pastoral).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current="true"]')).toHaveCount(1);
    // Visibly so: the marked button is drawn differently from the others.
    const look = (button: typeof pastoral) => button.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await look(pastoral)).not.toBe(await look(admission));
    await pastoral.click();
    await expect(nav.getByRole('link', { name: 'Mentoring' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('phone: a long group fades where it overflows and opens on the current page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/pastoral/personal-effect-toiletries');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    const pastoral = panel.locator('summary', { hasText: 'Pastoral Care' });
    await expect(pastoral).toHaveAttribute('aria-current', 'true');
    await expectExpanded(pastoral, false); // none open by default (spec 4)
    await pastoral.click();
    await expectExpanded(pastoral, true);
    const list = panel.locator('#mobile-menu-pastoral');
    const current = list.getByRole('link', { name: 'Personal Effects and Toiletries' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The spec's 24rem box, which overflows here; the current page (the last link) is scrolled into it.
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('384px');
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const box = (await list.boundingBox())!;
    const link = (await current.boundingBox())!;
    expect(link.y).toBeGreaterThanOrEqual(box.y);
    expect(link.y + link.height).toBeLessThanOrEqual(box.y + box.height + 1);
    // At the end of the list: faded at the top (more above), not at the bottom.
    const fade = () =>
      list.evaluate((el) => ({
        mask: getComputedStyle(el).maskImage,
        start: getComputedStyle(el).getPropertyValue('--fade-start'),
        end: getComputedStyle(el).getPropertyValue('--fade-end'),
      }));
    await expect.poll(async () => (await fade()).end).toBe('0px');
    expect((await fade()).mask).toContain('linear-gradient');
    expect(parseFloat((await fade()).start)).toBeGreaterThan(0);
    // Scrolled back to the top: faded at the bottom (more below), with Mentoring no longer cut without a sign.
    await list.evaluate((el) => el.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(async () => parseFloat((await fade()).end)).toBeGreaterThan(0);
    expect((await fade()).start).toBe('0px');
    // A visible scroll bar, not an overlay one that hides.
    expect(await list.evaluate((el) => getComputedStyle(el).scrollbarWidth)).toBe('thin');
  });

  test('phone: a short group does not fade', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/academics/curriculum');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await panel.locator('summary', { hasText: 'Academics' }).click();
    const list = panel.locator('#mobile-menu-academics');
    await expect(list.getByRole('link', { name: 'Curriculum' })).toHaveAttribute('aria-current', 'page');
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(false);
    expect(
      await list.evaluate((el) => [
        getComputedStyle(el).getPropertyValue('--fade-start'),
        getComputedStyle(el).getPropertyValue('--fade-end'),
      ]),
    ).toEqual(['0px', '0px']);
  });
});

test.describe('staff pages on a phone (issue 19)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const SPEC_NAMES = [
    'LANGUAGES DEPARTMENT',
    'SCIENCE DEPARTMENT',
    'MATHEMATICS & ICT DEPARTMENT',
    'SOCIAL SCIENCE DEPARTMENT',
    'VOCATIONAL AND TECHNICAL DEPARTMENT',
  ];

  test('sub-navigation and department tabs are single rows that scroll sideways, in sentence case, named as in the spec', async ({
    page,
  }) => {
    await visit(page, '/staff-profile/academic');
    const subnav = page.getByRole('navigation', { name: 'Staff profiles' });
    const links = subnav.getByRole('link');
    await expect(links).toHaveCount(4);
    const tops = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    const tablist = page.getByRole('tablist', { name: 'Departments' });
    const tabs = tablist.getByRole('tab');
    for (let i = 0; i < SPEC_NAMES.length; i++) await expect(tabs.nth(i)).toHaveAccessibleName(SPEC_NAMES[i]);
    const visible = await tabs.evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim()));
    expect(visible).toEqual(['Languages', 'Science', 'Mathematics & ICT', 'Social science', 'Vocational and technical']);
    const tabTops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tabTops).size).toBe(1);
    expect(await tablist.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto')).toBe(true);
    // The row is compact: the first teacher starts within the first two screens, not ~700 px of buttons later.
    const firstTeacher = page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first();
    const tablistBox = (await tablist.boundingBox())!;
    expect(tablistBox.height).toBeLessThan(70);
    expect((await firstTeacher.boundingBox())!.y - tablistBox.y).toBeLessThan(300);

    // The last tab, chosen with the keyboard, scrolls into view.
    await tabs.nth(0).focus();
    await page.keyboard.press('End');
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(4)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('Vocational and Technical Department');
  });

  test('without JavaScript the department links read the same', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/staff-profile/academic');
    const links = page.getByRole('navigation', { name: 'Departments' }).getByRole('link');
    for (let i = 0; i < SPEC_NAMES.length; i++) await expect(links.nth(i)).toHaveAccessibleName(SPEC_NAMES[i]);
    expect(await links.nth(2).evaluate((el) => (el as HTMLElement).innerText.trim())).toBe('Mathematics & ICT');
    await links.nth(2).click();
    await expect(page).toHaveURL(/#mathematics-ict-department$/);
    await context.close();
  });
});

test.describe('mobile menu on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('a press outside the panel closes it', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await page.mouse.click(900, 400);
    await expect(panel).toBeHidden();
  });
});

test('the header and footer', async ({ page }) => {
  await visit(page, '/academics/curriculum');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /International College/ })).toHaveAttribute('href', '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Providing quality education and building future leaders since 2005')).toBeVisible();
  const quick = footer.getByRole('heading', { name: 'Quick Links' }).locator('xpath=following-sibling::ul[1]').getByRole('link');
  await expect(quick).toHaveCount(12);
  expect(await quick.evaluateAll((links) => links.filter((a) => a.getAttribute('target') === '_blank').length)).toBe(4);
  for (const path of [
    '/admission/admission-policy',
    '/academics/curriculum',
    '/facilities/accommodation',
    '/pastoral/house-system',
    '/seven-success/introduction',
    '/about/vision-mission',
  ]) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  const social = footer.getByRole('heading', { name: 'Connect With Us' }).locator('xpath=following-sibling::ul[1]').getByRole('link');
  await expect(social).toHaveCount(5);
  expect(await social.evaluateAll((links) => links.every((a) => a.getAttribute('target') === '_blank'))).toBe(true);
  // The labelled numbers of the school facts: admissions, exam booking (two), general.
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(school.labelledPhones.flatMap((p) => p.numbers).length);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { parse as parseYaml } from 'yaml';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit as visitTree } from 'unist-util-visit';
import { site as school, telHref } from '../../src/config/site';
import { loadSite } from '../../src/build/site-model';
import type { StaffFile } from '../../src/ui/People/staff.data';
import type { BoardFile } from '../../src/widgets/GovernanceBoard/board.data';
import type { GalleryImage } from '../../src/widgets/Gallery/gallery.data';
import { bioParagraphs } from '../../src/ui/People/people';
import { visit, watchErrors } from './helpers';

/**
 * Issue 16, item 4: every piece of content can be read, and every person and photo reached,
 * with JavaScript off; the enquiry form then never sends, never navigates and never puts what a
 * parent typed into a URL. With JavaScript on, the same pages hydrate without warnings.
 * What to look for comes from pages/ and the data files beside them, never from counts written here.
 */

const { sources } = loadSite(process.cwd());
const readYaml = <T>(file: string) => parseYaml(fs.readFileSync(file, 'utf8')) as T;

/** Every FAQ question of the site: the page it is on, its title and a piece of its answer's text. */
const faqs = sources.flatMap((source) => {
  const found: { path: string; title: string; answer: string }[] = [];
  visitTree(source.tree as Root, (node) => {
    if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Question') return;
    const title = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'title')?.value;
    const texts: string[] = [];
    visitTree(node, 'text', (text) => void texts.push(text.value.trim()));
    const answer = texts.sort((a, b) => b.length - a.length)[0] ?? '';
    if (typeof title === 'string') found.push({ path: source.info.path, title, answer });
  });
  return found;
});

/** Each page that shows a staff data file, with that file's groups. */
const staffPages = sources.flatMap((source) => {
  const text = fs.readFileSync(source.file, 'utf8');
  return [...text.matchAll(/from '\.\/(_[\w-]+\.staff\.yml)'/g)].map((match) => ({
    path: source.info.path,
    data: readYaml<StaffFile>(path.join(path.dirname(source.file), match[1])),
  }));
});

const board = readYaml<BoardFile>('pages/about/_governance.board.yml');
const photos = readYaml<GalleryImage[]>('pages/about/_gallery.gallery.yml');

/** A native disclosure (<details>, role group) found by a heading inside it, and its <summary> (no role in Playwright). */
const disclosureWithHeading = (scope: Page | Locator, name: string) =>
  scope.getByRole('group').filter({ has: scope.getByRole('heading', { name, exact: true }) });
const summaryOf = (disclosure: Locator) => disclosure.locator('summary');

test('the site has FAQ questions, staff pages with several groups, board members and gallery photos to check', () => {
  expect(faqs.length).toBeGreaterThan(0);
  expect(faqs.every((f) => f.answer.length > 10)).toBe(true);
  expect(staffPages.length).toBeGreaterThan(1);
  expect(staffPages.some((p) => p.data.groups.length > 1)).toBe(true);
  expect(board.members.length).toBeGreaterThan(0);
  expect(photos.length).toBeGreaterThan(12);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [360, 1366]) {
    test.describe(`${width}px wide`, () => {
      test.use({ viewport: { width, height: width < 600 ? 780 : 900 } });

      test('every FAQ answer opens and reads', async ({ page }) => {
        for (const pagePath of new Set(faqs.map((f) => f.path))) {
          await page.goto(pagePath);
          for (const faq of faqs.filter((f) => f.path === pagePath)) {
            const question = disclosureWithHeading(page, faq.title);
            await expect(question.getByText(faq.answer)).toBeHidden();
            await summaryOf(question).click();
            await expect(question).toHaveJSProperty('open', true);
            await expect(question.getByText(faq.answer)).toBeVisible();
          }
        }
      });

      test('every staff member of every staff page, every group reached by its in-page link', async ({ page }) => {
        for (const { path: pagePath, data } of staffPages) {
          await page.goto(pagePath);
          const main = page.getByRole('main');
          for (const group of data.groups) {
            if (data.groups.length > 1) {
              await main.getByRole('link', { name: group.label, exact: true }).click();
              await expect(page).toHaveURL(new RegExp(`^[^#]*${pagePath}#[a-z0-9-]+$`));
              await expect(main.getByRole('heading', { level: 2, name: group.heading ?? group.label, exact: true })).toBeInViewport();
            }
            for (const person of group.people) {
              await expect(
                main.getByRole('heading', { level: 3, name: person.name, exact: true }),
                `${pagePath}: ${person.name}`,
              ).toBeVisible();
            }
          }
        }
      });

      test('every gallery photo is reachable through links, page after page, each to its large file', async ({ page }) => {
        await page.goto('/about/gallery');
        // The view buttons need the code: they are not shown.
        await expect(page.getByRole('group', { name: 'Gallery view' })).toBeHidden();
        // Photo (by its alt text) → the address its link leads to.
        const reached = new Map<string, string>();
        const shownPhotos = () => page.getByRole('list', { name: 'Photos' }).getByRole('link');
        for (;;) {
          await expect(shownPhotos().first()).toBeVisible();
          for (const link of await shownPhotos().all()) {
            await expect(link).toBeVisible();
            reached.set((await link.getByRole('img').getAttribute('alt'))!, (await link.getAttribute('href'))!);
          }
          const next = page.getByRole('navigation', { name: 'Gallery pages' }).getByRole('link', { name: 'Next' });
          if ((await next.count()) === 0) break;
          const firstOfPage = await shownPhotos().first().getByRole('img').getAttribute('alt');
          await next.click();
          // Each page has its own address (its HTML holds only its photos).
          await expect(page).toHaveURL(/\/about\/gallery\/page\/\d+$/);
          await expect(shownPhotos().first().getByRole('img')).not.toHaveAttribute('alt', firstOfPage!);
        }
        expect([...reached.keys()].sort()).toEqual(photos.map((p) => p.alt).sort());
        for (const photo of photos) {
          const large = await page.request.get(reached.get(photo.alt)!);
          expect(large.status(), photo.src).toBe(200);
          expect(large.headers()['content-type']).toMatch(/^image\//);
        }
      });
    });
  }

  test('every governance biography can be read in full', async ({ page }) => {
    await page.goto('/about/governance');
    const cards = page.getByRole('list', { name: 'Members of the Board of Governors' }).getByRole('listitem');
    for (const member of board.members) {
      const card = cards.filter({ has: page.getByRole('heading', { name: member.name, exact: true }) });
      const paragraphs = bioParagraphs(member.bio);
      const bio = card.getByText(paragraphs[0]).locator('..');
      const clipped = () => bio.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      expect(await clipped(), member.name).toBe(true);
      await expect(summaryOf(card)).toHaveAccessibleName(`Read more about ${member.name}`);
      await summaryOf(card).click();
      await expect(summaryOf(card)).toHaveAccessibleName(`Read less about ${member.name}`);
      expect(await clipped(), member.name).toBe(false);
      for (const paragraph of paragraphs) await expect(card.getByText(paragraph)).toBeVisible();
    }
  });

  test('home: About Us opens in full, the campus video has a link to watch it, and the leader switch works on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    const about = page.getByRole('region', { name: 'About Us', exact: true });
    const text = about.getByText('Our college is a co-educational', { exact: false }).locator('..');
    expect(await text.evaluate((el) => el.scrollHeight > el.clientHeight + 1)).toBe(true);
    await summaryOf(about.getByRole('group')).click();
    expect(await text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await expect(summaryOf(about.getByRole('group'))).toBeHidden();

    const video = page.getByRole('region', { name: 'Take a Tour of Our Campus', exact: true });
    const watch = video.getByRole('link', {
      name: `${school.campusVideo.title}: Watch on ${school.campusVideo.host} (opens in a new tab)`,
    });
    await expect(watch).toHaveAttribute('href', school.campusVideo.watchUrl);
    await watch.scrollIntoViewIfNeeded();
    await expect(watch).toBeVisible();
    await expect(video.locator('img')).toBeVisible();

    const leaders = page.getByRole('region', { name: "Our Leader's Message", exact: true });
    await expect(leaders.getByRole('group', { name: 'Principal', exact: true })).toBeVisible();
    await expect(leaders.getByRole('group', { name: 'Founder', exact: true })).toBeHidden();
    await leaders.getByRole('radio', { name: 'Founder' }).check();
    await expect(leaders.getByRole('group', { name: 'Founder', exact: true })).toBeVisible();
    await expect(leaders.getByRole('group', { name: 'Principal', exact: true })).toBeHidden();
  });

  test('the enquiry form: Send and Enter neither navigate nor put a value in the URL; the note offers e-mail and phone', async ({
    page,
  }) => {
    await page.goto('/about/contact-us');
    const start = page.url();
    // The note is a <noscript>, whose content Playwright's text search skips: it is found as the element it is.
    const note = page.locator('noscript > p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Sending this form needs JavaScript, which is turned off in this browser.');
    await expect(note.getByRole('link', { name: school.email.admissions })).toHaveAttribute('href', `mailto:${school.email.admissions}`);
    await expect(note.getByRole('link', { name: school.admissionsPhone })).toHaveAttribute('href', telHref(school.admissionsPhone));
    // It comes before the fields, where a parent reads it before typing.
    const noteTop = (await note.boundingBox())!.y;
    expect(noteTop).toBeLessThan((await page.getByRole('textbox', { name: 'Your Full Name', exact: true }).boundingBox())!.y);

    const typed = {
      'Your Full Name': 'Adaeze Okafor',
      'Email Address': 'adaeze@example.com',
      'Phone Number': '08031234567',
      'Your Inquiry': 'Is there a visiting day?',
    };
    for (const [label, value] of Object.entries(typed)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

    const noDocumentRequest = () =>
      page.waitForEvent('request', { predicate: (request) => request.resourceType() === 'document', timeout: 1500 }).then(
        (request) => `navigated: ${request.method()} ${request.url()}`,
        () => 'stayed',
      );
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    expect(await noDocumentRequest()).toBe('stayed');
    await page.getByRole('textbox', { name: 'Your Full Name', exact: true }).press('Enter');
    expect(await noDocumentRequest()).toBe('stayed');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).press('Enter');
    expect(await noDocumentRequest()).toBe('stayed');

    expect(page.url()).toBe(start);
    for (const [label, value] of Object.entries(typed)) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
      expect(requests.filter((r) => r.includes(encodeURIComponent(value)) || r.includes(value))).toEqual([]);
    }
  });
});

test.describe('the prerendered widgets (before any code runs), axe', () => {
  // axe needs script in the page, so the page's own code is blocked instead: it stays as prerendered.
  for (const [pagePath, width] of [
    ['/', 360],
    ['/', 1366],
    // The first page's pager has an inactive Previous, a page in between none.
    ['/about/gallery', 1366],
    ['/about/gallery/page/2', 1366],
    ['/about/governance', 1366],
    ['/about/contact-us', 1366],
    ...[...new Set([...faqs.map((f) => f.path), ...staffPages.map((p) => p.path)])].map((p) => [p, 1366] as const),
  ] as const) {
    test(`${pagePath} at ${width}px, disclosures open`, async ({ page }) => {
      await page.route(/\.js$/, (route) => route.abort());
      await page.setViewportSize({ width, height: 800 });
      await page.goto(pagePath);
      const closed = page.locator('details:not([open]) > summary:visible');
      while ((await closed.count()) > 0) await closed.first().click();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('with JavaScript: the same pages hydrate without warnings and are enhanced', () => {
  for (const pagePath of ['/', '/about/gallery', '/about/governance', '/about/contact-us', ...new Set(faqs.map((f) => f.path))]) {
    test(pagePath, async ({ page }) => {
      const errors = watchErrors(page);
      await visit(page, pagePath);
      await expect(page.getByRole('main')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('staff pages: tabs replace the in-page links, and a link to a group selects its tab', async ({ page }) => {
    const errors = watchErrors(page);
    for (const { path: pagePath, data } of staffPages) {
      await visit(page, pagePath);
      if (data.groups.length < 2) continue;
      const tabs = page.getByRole('main').getByRole('tab');
      // Each tab is named by its group's label (ALL-CAPS labels read in sentence case: issue 19).
      await expect(tabs).toHaveCount(data.groups.length);
      for (const [i, group] of data.groups.entries()) await expect(tabs.nth(i)).toHaveAccessibleName(group.label);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      // The anchor of the last group, as the page without JavaScript links to it.
      const last = data.groups.at(-1)!;
      const anchor = await page.getByRole('tab', { name: last.label, exact: true }).getAttribute('aria-controls');
      await page.goto('about:blank');
      await visit(page, `${pagePath}#${anchor}`);
      await expect(page.getByRole('tab', { name: last.label, exact: true })).toHaveAttribute('aria-selected', 'true');
      for (const person of last.people)
        await expect(page.getByRole('tabpanel').getByRole('heading', { name: person.name, exact: true })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('gallery: a page of the gallery without JavaScript (/about/gallery/page/2) opens that page', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, '/about/gallery/page/2');
    const pager = page.getByRole('navigation', { name: 'Gallery pages' });
    await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: photos[12].alt, exact: true })).toBeVisible();
    // Moving on goes to the gallery's own address with the usual ?page=, and Back returns.
    await pager.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/about\/gallery\?page=3$/);
    await expect(page.getByRole('button', { name: photos[24].alt, exact: true })).toBeVisible();
    await pager.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect(page).toHaveURL(/\/about\/gallery$/);
    await expect(page.getByRole('button', { name: photos[0].alt, exact: true })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/gallery\/page\/2$/);
    await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(errors).toEqual([]);
  });
});

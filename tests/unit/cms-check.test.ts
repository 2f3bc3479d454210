import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteIndexData } from '../../src/build/editor/cms-check';
import { checkEditedFile as check, type EditedFile } from '../../src/content/reading/edited-file';
import { setPhotoLookup } from '../../src/content/reading/photo-lookup';
import { formatProblem } from '../../src/content/problems/problem';
import { siteIndexFrom } from '../../src/content/nav/site-index';
import { mdxCompileOptionsFor } from '../../src/mdx/compile-options';
import { headingRoles, pagePathWidgets, widgetCatalog } from '../../src/widgets/manifest';

// The web editor's check before a save, as /admin runs it in the browser (src/admin/site-check.ts):
// the build's own checks, against the site as /admin/site-index.json describes it (made here the
// same way and sent through JSON), so a slip is refused in the build's words before anything is written.

const root = process.cwd();
const site = siteIndexFrom(JSON.parse(JSON.stringify(siteIndexData(root))) as ReturnType<typeof siteIndexData>);
const compileOptions = mdxCompileOptionsFor({ headingRoles, pagePathWidgets, factsOf: () => site.facts ?? {} });

async function checkEditedFile(_root: string, edited: EditedFile): Promise<string[]> {
  setPhotoLookup(site.files);
  return (await check(edited, site, widgetCatalog, { root: '/site', compileOptions })).map(formatProblem);
}
const file = 'pages/admission/scholarship.mdx';
const page = fs.readFileSync(file, 'utf8');
/** The page with `line` added at the end of its text. */
const withLine = (line: string) => `${page.trimEnd()}\n\n${line}\n`;
const lastLine = page.trimEnd().split('\n').length + 2;

describe("the editor's check of a page's text (src/content/reading/edited-file.ts, as in the browser)", () => {
  it('passes the page as it is', async () => {
    expect(await checkEditedFile(root, { file, text: page })).toEqual([]);
  });

  it('refuses a fact name that is not a fact, with the closest one', async () => {
    expect(await checkEditedFile(root, { file, text: withLine('The fee is <Fact name="formFe" />.') })).toEqual([
      `${file}:${lastLine}: unknown fact "formFe": did you mean "formFee"? (the facts are in pages/_school.facts.yml)`,
    ]);
    expect(await checkEditedFile(root, { file, text: withLine('<Fact name="nope" />') })).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${lastLine}: unknown fact "nope"`)),
    ]);
  });

  it('refuses an unknown widget and a misspelt prop', async () => {
    expect(await checkEditedFile(root, { file, text: withLine('<Calout>Apply early.</Calout>') })).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${lastLine}: unknown widget <Calout>; did you mean <Callout>\\?`)),
    ]);
    expect(await checkEditedFile(root, { file, text: withLine('<Callout tone="info" titel="Apply">Apply early.</Callout>') })).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${lastLine}: <Callout>: unknown prop "titel"; did you mean "title"\\?`)),
    ]);
  });

  it('refuses MDX that cannot be read, with its line and what to type', async () => {
    expect(await checkEditedFile(root, { file, text: withLine('Fees are <5% of income.') })).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${lastLine}:\\d+: the MDX cannot be read: .*type \\\\<`)),
    ]);
  });

  it('checks a new page and a news post by their own schemas', async () => {
    expect(await checkEditedFile(root, { file: 'pages/admission/new-page.mdx', text: '---\ntitle: New\n---\n\nText.\n' })).toEqual([
      expect.stringMatching(/^pages\/admission\/new-page\.mdx:\d+: .*description/),
    ]);
    const post = fs.readdirSync('pages/news').find((f) => f.endsWith('.mdx'))!;
    const text = fs.readFileSync(`pages/news/${post}`, 'utf8');
    expect(await checkEditedFile(root, { file: `pages/news/${post}`, text })).toEqual([]);
  });
});

describe("the editor's check of a data file, as in the browser", () => {
  it('refuses an amount in words in a money field, naming the field, as `npm run check` does', async () => {
    const facts = fs.readFileSync('pages/_school.facts.yml', 'utf8');
    const words = facts.replace(/^formFee: .*$/m, 'formFee: ten thousand naira');
    setPhotoLookup(site.files);
    const problems = await check({ file: 'pages/_school.facts.yml', text: words }, site, widgetCatalog, { root: '/site', compileOptions });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^pages\/_school\.facts\.yml:\d+: field "formFee": write the amount in figures, not in words \("ten thousand naira"\), e\.g\. ₦10,000$/,
      ),
    ]);
    expect(problems[0].path).toEqual(['formFee']);
  });

  it("refuses a blank fee and an end before the start in the build's words, with the field's place in the data", async () => {
    const facts = fs.readFileSync('pages/_school.facts.yml', 'utf8');
    const blank = facts.replace(/^formFee: .*$/m, 'formFee: "   "');
    setPhotoLookup(site.files);
    const [fee] = await check({ file: 'pages/_school.facts.yml', text: blank }, site, widgetCatalog, { root: '/site', compileOptions });
    expect(formatProblem(fee)).toMatch(/^pages\/_school\.facts\.yml:\d+: field "formFee": write a value$/);
    expect(fee.path).toEqual(['formFee']);
    const calendar = fs.readFileSync('pages/_school.calendar.yml', 'utf8');
    const start = /^ {4}start: (\S+)/m.exec(calendar)![1];
    const reversed = calendar.replace(/^( {4}end: )\S+/m, `$1${String(Number(start.slice(0, 4)) - 1)}${start.slice(4)}`);
    const [end] = await check({ file: 'pages/_school.calendar.yml', text: reversed }, site, widgetCatalog, {
      root: '/site',
      compileOptions,
    });
    expect(formatProblem(end)).toMatch(/terms 1 \(".*"\) › field "end": .* is before the start/);
    expect(end.path).toEqual(['terms', 0, 'end']);
  });

  it('counts a photo uploaded with the entry, and refuses one that is nowhere', async () => {
    const staff = fs
      .readFileSync('pages/staff-profile/_academic.staff.yml', 'utf8')
      .replace(/photo: staff\/head-languages\n/, 'photo: staff/new-one\n');
    const problems = await checkEditedFile(root, { file: 'pages/staff-profile/_academic.staff.yml', text: staff });
    expect(problems).toEqual([expect.stringMatching(/field "photo": no such photo "staff\/new-one"/)]);
    expect(
      await checkEditedFile(root, { file: 'pages/staff-profile/_academic.staff.yml', text: staff, uploads: ['photos/staff/new-one.jpg'] }),
    ).toEqual([]);
  });
});

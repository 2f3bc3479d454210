import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkEditedFile } from '../../src/build/cms-check';

// The web editor's check before a save (POST /admin/check): a page's text is checked as the build
// checks it, so a slip in it is refused in the build's words before anything is written.

const root = process.cwd();
const file = 'pages/admission/scholarship.mdx';
const page = fs.readFileSync(file, 'utf8');
/** The page with `line` added at the end of its text. */
const withLine = (line: string) => `${page.trimEnd()}\n\n${line}\n`;
const lastLine = page.trimEnd().split('\n').length + 2;

describe("the editor's check of a page's text (src/build/cms-check.ts)", () => {
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

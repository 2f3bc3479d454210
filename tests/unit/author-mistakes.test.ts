import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The mistakes teachers make, seeded in one small site (tests/fixtures/author-mistakes), checked as a
// teacher meets them: `npm run check` (the build's own messages), in one run. Each message names the
// file and line, the field or prop, what was found, what is allowed, and says so once.
const site = path.join(__dirname, '../fixtures/author-mistakes');
const result = spawnSync(process.execPath, [path.join(__dirname, '../../scripts/check.mjs')], { cwd: site, encoding: 'utf8' });
const output = `${result.stdout}${result.stderr}`;
const lines = output.split('\n');

// [the mistake, the message as printed]
const mistakes: [string, string][] = [
  ['wrong frontmatter type', 'pages/info/typed.mdx:4: field "order": should be a number, found "first"'],
  [
    'unknown (misspelt) field',
    'pages/info/typed.mdx:5: unknown field "menuLable"; did you mean "menuLabel"? the fields are: title, description, menuLabel,',
  ],
  ['missing required field', 'pages/info/no-description.mdx:2: field "description": is missing'],
  [
    'broken Markdown link',
    'pages/index.mdx:6: broken link "/info/feess": no page at /info/feess (pages/info/feess.mdx does not exist); did you mean "/info/fees"?',
  ],
  [
    'broken widget link prop',
    'pages/info/widgets.mdx:10: broken link "/info/feez": no page at /info/feez (pages/info/feez.mdx does not exist); did you mean "/info/fees"?',
  ],
  ['unknown widget', 'pages/info/widgets.mdx:15: unknown widget <Cardd>; did you mean <Card>?'],
  ['unknown icon', 'pages/info/widgets.mdx:9: <Card> prop "icon": found "buk"; did you mean "book"? the icon names are: admission,'],
  ['missing required prop', 'pages/info/widgets.mdx:13: <Facility>: prop "image" is missing; write it like image="…"'],
  [
    'wrong prop type',
    'pages/info/widgets.mdx:8: <FeatureCards> prop "columns": found "3" in quotes; write a number without quotes: columns={3}',
  ],
  [
    'missing photo in a page',
    'pages/info/photos.mdx:6: no such photo "boarding/rooom" in photos/; did you mean "boarding/room"? Or add photos/boarding/rooom.jpg',
  ],
  [
    'missing photo in a data file',
    'pages/info/_people.staff.yml:9: groups 1 ("TEACHERS") › people 2 › field "photo": no such photo "staff/nobody" in photos/; add',
  ],
  [
    'misspelt board photo',
    'pages/info/_governors.board.yml:4: members 1 ("Chief Example Person") › field "photo": no such photo "governance/member-99" in photos/; did you mean "governance/member-1"?',
  ],
  [
    'misspelt data-file kind',
    'pages/info/_rooms.staf.yml: no such kind of data file "staf"; did you mean "staff"? name it _<name>.<kind>.yml with kind one of: answers, board,',
  ],
  [
    'import of a missing data file',
    'pages/info/imports.mdx:5: no such data file "./_governor.board.yml" beside this page; did you mean "./_governors.board.yml"?',
  ],
  [
    'import of a data file with a % in its name (read as typed, never as a URL escape)',
    'pages/info/imports.mdx:6: no such data file "./_fees-50%.yml" beside this page',
  ],
  ['data-file field typo', 'pages/info/_people.staff.yml:7: groups 1 ("TEACHERS") › people 2 › unknown field "nmae"; did you mean "name"?'],
  [
    'unclosed tag',
    'pages/info/unclosed.mdx:6:1: the MDX cannot be read: Expected a closing tag for `<Callout>` (6:1-6:23); end it with </Callout> after its text',
  ],
  ['a bare < in text', 'pages/info/less-than.mdx:8:16: the MDX cannot be read: Unexpected character `1` (U+0031) before name'],
  [
    'a bare { in text',
    'pages/info/brace.mdx:6: "{note}" is read as code, and "note" means nothing here; to write a { sign in text, type \\{ (as in \\{note})',
  ],
  [
    'YAML indentation slip',
    'pages/info/yaml-slip.mdx:5: the YAML cannot be read: Nested mappings are not allowed in compact mappings: check the spaces at the start of this line',
  ],
  ['folder without _meta.yml', 'pages/extra/: this folder has pages but no _meta.yml (it needs at least label, icon and order)'],
  ['nested folder', 'pages/info/deeper/page.mdx: pages go at most one folder deep'],
  [
    'file name with a capital and a space',
    'pages/info/Fees Policy.mdx: the file name "Fees Policy" becomes the page\'s address: use small letters, digits and hyphens only, e.g. fees-policy.mdx',
  ],
  ['two files, one address', 'pages/info/dup/index.mdx: the address /info/dup is also pages/info/dup.mdx: keep one of the two files'],
  [
    "a news post's date written another way",
    'pages/news/2026-09-14-sports.mdx:3: field "date": write the date as year-month-day, e.g. 2026-09-14',
  ],
  [
    'a news post dated a day that does not exist',
    'pages/news/2026-09-31-no-such-day.mdx:3: field "date": there is no such day "2026-09-31": check the month (01-12) and the day of the month',
  ],
  [
    'a news post dated more than a year ahead',
    'pages/news/2062-09-14-typo-year.mdx:3: field "date": is more than a year ahead: check the year',
  ],
  ['a news post without its summary', 'pages/news/2026-10-01-no-summary.mdx:2: field "summary": is missing'],
  [
    'two pages, one breadcrumb path',
    'pages/info/crumb-b.mdx:4: field "breadcrumb.path": /info/old-address is already the breadcrumb path of pages/info/crumb-a.mdx',
  ],
];

describe('npm run check on a site with every mistake a teacher makes', () => {
  it('fails, counting the mistakes of every file in one run', () => {
    expect(result.status).toBe(1);
    expect(output).toContain(`Content errors in pages/ (${mistakes.length}):`);
  });

  it.each(mistakes)('%s: said once, with file, line and what to do', (_, message) => {
    expect(
      lines.filter((line) => line.startsWith(message)),
      output,
    ).toHaveLength(1);
  });

  it('quotes what was typed in every "no such" message', () => {
    const noSuch = lines.filter((line) => line.includes('no such'));
    expect(noSuch.length).toBeGreaterThan(0);
    for (const line of noSuch) expect(line, line).toMatch(/no such [a-z ]+ "[^"]+"/);
  });

  it('says nothing else: no stack trace, no developer header, no broken link to a page that failed its own check', () => {
    expect(lines.filter((line) => line.startsWith('pages/'))).toHaveLength(mistakes.length);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/Error:|routes\.ts|node_modules/);
    // index.mdx links to /info/typed, whose frontmatter is wrong: that page exists, the link is fine.
    expect(output).not.toContain('"/info/typed"');
  });
});

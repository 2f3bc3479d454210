import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../src/content/reading/source.node';
import { formatProblem } from '../../src/content/problems/problem';
import { inspectSite, loadSite } from '../../src/build/site-model';

// A small site with the widget mistakes teachers make (tests/fixtures/widget-mistakes/pages/info/cards.mdx).
const root = path.join(__dirname, '../fixtures/widget-mistakes');
const file = 'pages/info/cards.mdx';

function problems(): readonly string[] {
  try {
    loadSite(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error('the fixture site should fail its check');
}

describe('widget props are checked against the widget manifest', () => {
  const found = problems();

  // [what the teacher did, line, the message (after "file:line: ")]
  const cases: [string, number, string][] = [
    ['a number written in quotes', 7, '<FeatureCards> prop "columns": found "3" in quotes; write a number without quotes: columns={3}'],
    ['an unknown icon', 8, '<Card> prop "icon": found "buk"; did you mean "book"? the icon names are: admission,'],
    ['a misspelt prop', 9, '<Card>: unknown prop "titel"; did you mean "title"? <Card> takes: icon, title, href, linkText, headingLevel'],
    [
      'a link prop to no page',
      10,
      'broken link "/info/feez": no page at /info/feez (pages/info/feez.mdx does not exist); did you mean "/info/fees"?',
    ],
    [
      'a photo prop naming no photo',
      13,
      'no such photo "leaders/principle" in photos/; did you mean "leaders/principal"? Or add photos/leaders/principle.jpg',
    ],
    ['a required prop left out', 15, '<Facility>: prop "image" is missing; write it like image="…"'],
    ['an unknown widget', 17, 'unknown widget <Cardd>; did you mean <Card>?'],
    ['a data file of the wrong kind', 21, '<StaffList> prop "data": "./_people.board.yml" is not a staff file'],
  ];

  it.each(cases)('%s: line %i says what to fix', (_, line, message) => {
    expect(found).toContainEqual(expect.stringContaining(`${file}:${line}: ${message}`));
  });

  it('says a misspelt prop once (not also the prop it meant as missing)', () => {
    expect(found.filter((problem) => problem.startsWith(`${file}:9:`))).toHaveLength(1);
  });

  it('reports nothing else, in the order of the lines: correct widgets (a bare boolean prop, a text prop) pass', () => {
    expect(found).toHaveLength(cases.length);
    const lines = found.map((p) => Number(/:(\d+):/.exec(p)?.[1]));
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('a value worked out when the page is built is allowed, and listed as a warning', () => {
    const { warnings } = inspectSite(root);
    expect(warnings.map(formatProblem)).toEqual([
      `${file}:19: <Callout> prop "tone": the value {…} is worked out when the page is built, so the build cannot check it here`,
    ]);
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataForDevServer } from '../../src/build/check/author-notices';
import { checkDataFile } from '../../src/content/schemas/data-schemas.node';
import { committedText } from '../../src/content/reading/committed.node';

// The dev server's reading of a data file with a mistake, when it never read the file correctly
// (the server started with the mistake): no page may fail to load because of it.

const root = process.cwd();

describe('a data file wrong since the dev server started (src/build/check/author-notices.ts)', () => {
  it('is shown as last committed, when that is correct', () => {
    const file = 'pages/staff-profile/_management.staff.yml';
    const committed = committedText(root, file);
    expect(committed).toBeDefined();
    const expected = checkDataFile(file, committed!);
    expect(expected.ok).toBe(true);
    const broken = fs.readFileSync(file, 'utf8').replace(/- name: [^\n]+/, '- name: M');
    expect(checkDataFile(file, broken).ok).toBe(false);
    expect(dataForDevServer(root, file, broken)).toEqual(expected.ok && expected.data);
  });

  it('is shown as it stands (plain YAML) when it was never committed, and as nothing when even that cannot be read', () => {
    const file = 'pages/admission/_never-committed.venues.yml';
    expect(committedText(root, file)).toBeUndefined();
    expect(dataForDevServer(root, file, 'venues:\n  - city: L\n')).toEqual({ venues: [{ city: 'L' }] });
    expect(dataForDevServer(root, 'pages/admission/_also-never.venues.yml', 'venues: [unclosed\n')).toBeNull();
  });
});

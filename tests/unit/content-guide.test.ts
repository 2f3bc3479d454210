import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../../src/ui/icon-names';
import { calloutTones } from '../../src/widgets/Callout/manifest';
import { generatedPart, REFERENCE_MARKER, widgetReference } from '../../src/build/generate/content-guide';

// CONTENT.md lists what editors may type; these lists come from the code and must not drift from it.
const root = path.join(__dirname, '../..');
const guide = fs.readFileSync(path.join(root, 'CONTENT.md'), 'utf8');

/** The text between `<!-- generated: name -->` and `<!-- /generated: name -->`. */
const generated = (name: string) =>
  new RegExp(`<!-- generated: ${name} -->\\n([\\s\\S]*?)\\n<!-- /generated: ${name} -->`).exec(guide)?.[1];
const codeList = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ');

describe('CONTENT.md, the guide for teachers', () => {
  it('lists every icon name, as src/ui/icon-names.ts has them', () => {
    expect(generated('icon-names'), 'paste this list into CONTENT.md').toBe(codeList([...iconNames].sort()));
  });

  it('lists the Callout tones, as the Callout widget has them', () => {
    expect(generated('callout-tones'), 'paste this list into CONTENT.md').toBe(codeList(calloutTones));
  });

  it('is the first document the README points to', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const firstLink = /\]\(([^)]+\.md)\)/.exec(readme)?.[1];
    expect(firstLink).toBe('CONTENT.md');
  });

  it('has each task an editor does, with the message a mistake gives', () => {
    for (const task of [
      'Change a figure',
      'Fix a typo on a page',
      'Add a staff member',
      'Post news',
      'Change the term dates',
      'Replace a photo',
      'Add a gallery photo',
      'Add a page',
      'Add a section',
    ]) {
      expect(guide).toMatch(new RegExp(`^## ${task}`, 'm'));
    }
    expect(guide.match(/\*\*If something is wrong\.\*\*/g)?.length).toBeGreaterThanOrEqual(9);
  });
});

describe("CONTENT.md's widget reference", () => {
  it('is the one the widget manifest generates (run npm run content-guide after changing a widget)', () => {
    expect(generatedPart(guide, REFERENCE_MARKER), 'run npm run content-guide').toBe(widgetReference());
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readNaira } from '../../src/content/facts/money';
import { checkDataFile } from '../../src/content/schemas/data-schemas.node';
import { formatProblem } from '../../src/content/problems/problem';
import { factTexts } from '../../src/config/school-facts';
import type { SchoolFacts } from '../../src/content/facts/facts.data';
import { cmsConfig, type CmsCollection } from '../../src/build/editor/cms-config';

// Money fields of the facts file (src/content/facts/money.ts, facts.data.ts): an amount as the office
// writes it is shown the site's one way; words, other currencies and stray text are refused.

const FEE = '₦10,000';
const facts = fs.readFileSync('pages/_school.facts.yml', 'utf8');
const withFee = (value: string) => facts.replace(/^formFee: .*$/m, `formFee: ${value}`);

describe('an amount as the office writes it', () => {
  it.each(['₦12,500', 'N12,500', '12500', '12,500', 'NGN 12,500', '12,500 naira', '₦ 12,500.00'])('reads "%s" as ₦12,500', (typed) => {
    expect(readNaira(typed, FEE)).toEqual({ ok: true, text: '₦12,500' });
  });

  it('reads a number (12500 without quotes in YAML) and a period where the field gives one', () => {
    expect(readNaira(12500, FEE)).toEqual({ ok: true, text: '₦12,500' });
    expect(readNaira('N300000 a term', '₦300,000 per session', true)).toEqual({ ok: true, text: '₦300,000 per term' });
    expect(readNaira('₦300,000 per session', FEE).ok).toBe(false);
  });

  it.each([
    ['ten thousand naira', 'write the amount in figures, not in words ("ten thousand naira"), e.g. ₦10,000'],
    ['$50', 'write the amount in naira (the site shows every amount in naira), e.g. ₦10,000'],
    ['50 dollars', 'write the amount in naira (the site shows every amount in naira), e.g. ₦10,000'],
    ['₦10,000 only', 'write only the amount, found "₦10,000 only", e.g. ₦10,000'],
    ['12,50', 'put the commas between thousands ("12,50"), e.g. ₦10,000'],
    ['0', 'write an amount above ₦0, e.g. ₦10,000'],
  ])('refuses "%s" in plain words', (typed, message) => {
    expect(readNaira(typed, FEE)).toEqual({ ok: false, message });
  });
});

describe('the facts file', () => {
  it('shows "N12,500" and 12500 the way the site shows ₦300,000', () => {
    for (const typed of ['N12,500', '12500', '"12,500"']) {
      const read = checkDataFile('pages/_school.facts.yml', withFee(typed));
      expect(read.ok).toBe(true);
      if (read.ok) expect(factTexts(read.data as SchoolFacts).formFee).toBe('₦12,500');
    }
  });

  it('refuses "ten thousand naira" in the form fee, naming the file, line and field', () => {
    const read = checkDataFile('pages/_school.facts.yml', withFee('ten thousand naira'));
    expect(read.ok).toBe(false);
    const line = facts.split('\n').findIndex((l) => l.startsWith('formFee:')) + 1;
    if (!read.ok)
      expect(read.problems.map(formatProblem)).toEqual([
        `pages/_school.facts.yml:${line}: field "formFee": write the amount in figures, not in words ("ten thousand naira"), e.g. ₦10,000`,
      ]);
  });

  it("gives the web editor a text box whose hint says to write figures (the editor's check is the same schema)", () => {
    const config = cmsConfig({ root: process.cwd() }) as { collections: CmsCollection[] };
    const file = config.collections.flatMap((c) => c.files ?? []).find((f) => f.file === 'pages/_school.facts.yml')!;
    const fee = file.fields.find((f) => f.name === 'formFee')!;
    expect(fee.widget).toBe('string');
    expect(fee.hint).toContain('in figures, e.g. ₦10,000');
  });
});

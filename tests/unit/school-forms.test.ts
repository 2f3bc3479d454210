import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { admissionFormPdf } from '../../src/build/generate/admission-form';
import { schoolFormProblems } from '../../src/build/check/school-forms';
import { formatProblem } from '../../src/content/problems/problem';

// Issue 52, item 3: a form the school uploads instead of the one the site makes (public/forms/) is
// checked against the fees in the facts file: a figure it states that is no longer a fee is named;
// a form whose text cannot be read, older (in git) than the last change of a fee, is a warning.
const facts = fs.readFileSync('pages/_school.facts.yml', 'utf8');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function site(fee: string, form: Buffer): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-forms-'));
  made.push(root);
  fs.mkdirSync(path.join(root, 'pages'));
  fs.mkdirSync(path.join(root, 'public/forms'), { recursive: true });
  fs.writeFileSync(path.join(root, 'pages/_school.facts.yml'), facts.replace(/^formFee: .*$/m, `formFee: ${fee}`));
  fs.writeFileSync(path.join(root, 'public/forms/admission-form.pdf'), form);
  return root;
}
const form = (formFee: string) =>
  admissionFormPdf({ schoolName: 'The College', formFee, formFeeDue: 'before the exam', eligibleYears: 'Years 7 to 11' });
const report = (root: string) => {
  const { problems, warnings } = schoolFormProblems(root);
  return { problems: problems.map(formatProblem), warnings: warnings.map(formatProblem) };
};

describe("the school's own form in public/forms/", () => {
  it('names a fee it states that the facts file no longer holds', () => {
    const { problems } = report(site('₦12,500', form('₦10,000')));
    expect(problems).toEqual([
      'public/forms/admission-form.pdf: states N10,000, which is no longer a fee in pages/_school.facts.yml; ' +
        "replace it with the school's form stating today's figures (formFee ₦12,500, scholarshipAmount ₦300,000 per session), " +
        'or delete it and the site makes the admission form from pages/_school.facts.yml',
    ]);
  });

  it('passes a form that states the fee the facts file holds', () => {
    expect(report(site('N12,500', form('₦12,500')))).toEqual({ problems: [], warnings: [] });
  });

  it('warns about a form whose text cannot be read, committed before the fee last changed', () => {
    // Text in hexadecimal strings, as some PDF writers save it: no words to read.
    const unreadable = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Length 20 >>\nstream\nBT <4E31302C303030> Tj ET\nendstream\nendobj\n%%EOF\n');
    const root = site('₦10,000', unreadable);
    const git = (date: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Office', '-c', 'user.email=office@example.org', ...args], {
        cwd: root,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
    git('2026-01-05T10:00:00Z', 'init', '-q');
    git('2026-01-05T10:00:00Z', 'add', '.');
    git('2026-01-05T10:00:00Z', 'commit', '-qm', 'the school form');
    expect(report(root).warnings).toEqual([]);
    const file = path.join(root, 'pages/_school.facts.yml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^formFee: .*$/m, 'formFee: ₦12,500'));
    git('2026-02-10T10:00:00Z', 'commit', '-qam', 'the new fee');
    expect(report(root)).toEqual({
      problems: [],
      warnings: [
        'public/forms/admission-form.pdf: last changed on 2026-01-05, before a fee in pages/_school.facts.yml changed on 2026-02-10, ' +
          'and its text cannot be read to check its figures; if it states a fee, ' +
          "replace it with the school's form stating today's figures (formFee ₦12,500, scholarshipAmount ₦300,000 per session), " +
          'or delete it and the site makes the admission form from pages/_school.facts.yml',
      ],
    });
  });
});

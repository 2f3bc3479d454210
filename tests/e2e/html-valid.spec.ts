import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';

// Every prerendered page is valid HTML. Rules switched off in .htmlvalidate.json are React's
// own output (camelCase charSet, style attributes, React's streaming ids) and Headless UI's
// hidden focus sentinel, which the site cannot change; and wcag/h32 ("a form must have a submit
// button"): the enquiry form is prerendered with Send as type="button" on purpose, so that
// without JavaScript it can neither send nor put a parent's details in a URL (its code makes
// Send a submit button; tests/e2e/no-javascript-content.spec.ts checks both).
const dist = path.join(process.cwd(), 'dist');
const pages: string[] = [];
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith('.html')) pages.push(file);
  }
};
walk(dist);

// One test per page: a slip names its page, and no single test has to read every page in one
// time limit (it once timed out on a machine busy with a second copy of the suite).
const validator = new HtmlValidate(new FileSystemConfigLoader());

test('the build has its pages to validate', () => {
  expect(pages.length).toBeGreaterThan(40);
});

for (const file of pages) {
  const page = path.relative(dist, file);
  test(`${page} passes html-validate`, async () => {
    const report = await validator.validateFile(file);
    const problems = report.results.flatMap((result) => result.messages.map((m) => `${page}:${m.line}: ${m.ruleId}: ${m.message}`));
    expect(problems).toEqual([]);
  });
}

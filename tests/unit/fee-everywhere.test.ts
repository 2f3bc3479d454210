import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../src/build/check/pdf-text';

// Issue 52, item 3: one place for every figure, every file. A small site (tests/fixtures/fee-change)
// built with the project's build, its form fee changed in the facts file, built again: every file
// the build wrote that stated the old fee states the new one, the admission form PDF's text included,
// and none states the old one. A copy of the project, so the worktree's dist/ is left alone.
const root = path.join(__dirname, '../..');
let project: string;

/** Each file of dist/ (not the .br/.gz copies) → its text; a PDF's is the text its page shows. */
function builtTexts(): Map<string, string> {
  const dist = path.join(project, 'dist');
  const texts = new Map<string, string>();
  for (const file of fs.readdirSync(dist, { recursive: true }) as string[]) {
    const full = path.join(dist, file);
    if (!fs.statSync(full).isFile() || /\.(br|gz)$/.test(file)) continue;
    const bytes = fs.readFileSync(full);
    texts.set(file, file.endsWith('.pdf') ? (pdfTextLines(bytes) ?? []).join('\n') : bytes.toString('utf8'));
  }
  return texts;
}

function build(): Map<string, string> {
  const result = spawnSync(process.execPath, [path.join(project, 'scripts/build.mjs')], { cwd: project, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`);
  return builtTexts();
}

/**
 * A file's name without the hash a bundle's name carries (assets/site-CTNYVKj7.js → assets/site.js), or a
 * search index part's (assets/search/f1-5l5tv.json → assets/search/f1.json, assets/search/p-6hexuBXK.json → assets/search/p.json: src/search/engine/part-files.ts): it changes with the file.
 */
const unhashed = (file: string) =>
  file.startsWith('assets/search/')
    ? file.replace(/^(assets\/search\/[fp]\d*)-[\w-]+(\.json)$/, '$1$2')
    : file.replace(/-[\w-]{8}(\.\w+)$/, '$1');
const stating = (texts: Map<string, string>, figure: string) =>
  [...texts].filter(([, text]) => text.includes(figure)).map(([file]) => unhashed(file));

let before: Map<string, string>;
let after: Map<string, string>;

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'fee-change-'));
  for (const entry of ['src', 'scripts', 'public', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'])
    fs.cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
  fs.cpSync(path.join(root, 'tests/fixtures/fee-change/pages'), path.join(project, 'pages'), { recursive: true });
  before = build();
  const facts = path.join(project, 'pages/_school.facts.yml');
  // As the office types it: "N", no naira sign. The site shows it its one way, ₦47,000.
  fs.writeFileSync(facts, fs.readFileSync(facts, 'utf8').replace(/^formFee: .*$/m, 'formFee: N47,000'));
  after = build();
}, 300_000);
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

describe('a changed form fee', () => {
  it('was stated by the pages, their descriptions, the feed, the search data and the admission form', () => {
    const files = stating(before, '42,500');
    expect(files).toEqual(
      expect.arrayContaining(['admission/fees.html', 'news/feed.xml', 'news/2026-11-06-registration.html', 'forms/admission-form.pdf']),
    );
    // The search index's files (src/search/engine/part-files.ts): the fees page's fragment at least.
    expect(files.filter((f) => f.startsWith('assets/search/')).length).toBeGreaterThan(0);
    expect(before.get('admission/fees.html')).toMatch(/<meta name="description" content="The ₦42,500 form fee/);
  });

  it('is stated by every file that stated the old one, and the old fee by none', () => {
    const stated = stating(before, '42,500');
    const now = stating(after, '47,000');
    expect(stated.filter((file) => !now.includes(file))).toEqual([]);
    expect(stating(after, '42,500')).toEqual([]);
    expect(after.get('admission/fees.html')).toContain('₦47,000');
    expect(after.get('admission/fees.html')).not.toContain('N47,000');
  });

  it('the admission form says the new fee (as N, the PDF fonts have no naira sign), and is a well-formed PDF', () => {
    expect(after.get('forms/admission-form.pdf')).toContain('The form fee of N47,000 is paid before the entrance exam.');
    const pdf = fs.readFileSync(path.join(project, 'dist/forms/admission-form.pdf')).toString('latin1');
    // Each object where the cross-reference table says it starts, and the table where startxref says.
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    // Tagged for screen readers: marked, a structure tree, a language and its title shown.
    expect(pdf).toMatch(/\/MarkInfo << \/Marked true >>/);
    expect(pdf).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(pdf).toContain('/Lang (en-GB)');
    expect(pdf).toContain('/DisplayDocTitle true');
  });
});

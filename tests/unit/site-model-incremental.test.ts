import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 41: a changed file is read again alone. Every page the site model parses goes through
// pageFromText; counted here, so a save that parsed any other page fails.
const parsed = vi.hoisted(() => [] as string[]);
vi.mock('../../src/content/reading/page-reading.ts', async (original) => {
  const actual = await original<typeof import('../../src/content/reading/page-reading.ts')>();
  return {
    ...actual,
    pageFromText: (...args: Parameters<typeof actual.pageFromText>) => {
      parsed.push(args[0]);
      return actual.pageFromText(...args);
    },
  };
});
const { loadSite } = await import('../../src/build/site-model');

describe('the site model reads a changed file again alone', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    fs.cpSync(path.join(__dirname, '../fixtures/good'), root, { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const edit = (file: string, change: (text: string) => string) => {
    const abs = path.join(root, file);
    fs.writeFileSync(abs, change(fs.readFileSync(abs, 'utf8')));
  };

  it('parses every page once, then only the page that changed, and it shows the change', () => {
    loadSite(root);
    expect(parsed.length).toBeGreaterThanOrEqual(3);
    parsed.length = 0;
    edit('pages/info/first.mdx', (text) => text.replace(/^title: .*$/m, 'title: "Renamed"'));
    const site = loadSite(root);
    expect(parsed).toEqual(['info/first.mdx']);
    expect(site.content.pages.find((p) => p.path === '/info/first')?.title).toBe('Renamed');
  });

  it("parses no page when a folder's _meta.yml changed, and the menus show the change", () => {
    loadSite(root);
    parsed.length = 0;
    edit('pages/info/_meta.yml', (text) => text.replace(/^label: .*$/m, 'label: Renamed group'));
    const site = loadSite(root);
    expect(parsed).toEqual([]);
    expect(site.content.sections.find((s) => s.slug === 'info')?.label).toBe('Renamed group');
  });

  it('parses again, when a school fact changed, only the pages that name that fact', () => {
    fs.copyFileSync(path.join(__dirname, '../../pages/_school.facts.yml'), path.join(root, 'pages/_school.facts.yml'));
    edit('pages/info/first.mdx', (text) => `${text}\nThe form costs <Fact name="formFee" />.\n`);
    edit('pages/info/second.mdx', (text) => text.replace(/^description: .*$/m, 'description: "Rooms hold $studentsPerRoom students."'));
    loadSite(root);
    parsed.length = 0;
    edit('pages/_school.facts.yml', (text) => text.replace(/^formFee: .*$/m, 'formFee: ₦12,345'));
    const site = loadSite(root);
    expect(parsed).toEqual(['info/first.mdx']);
    const first = site.sources.find((s) => s.file === 'pages/info/first.mdx');
    expect(JSON.stringify(first?.tree)).toContain('₦12,345');
  });
});

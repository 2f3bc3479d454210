import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from 'decap-cms-locales/dist/esm/en/index.js';
import { cmsConfig, type CmsCollection, type CmsField } from '../../src/build/editor/cms-config';
import { editorWords } from '../../src/build/editor/editor-words';

// CONTENT.md's steps in the web editor name what the office presses and reads in the words the
// screens show: each bold word of those steps is a word of the editor (src/config/editor-words.yml,
// the labels generated from the schemas, or Decap's own English), so a renamed button fails here.

const root = process.cwd();
const words = editorWords(root);

/** Every text of Decap's English locale with the site's own replacements laid over it. */
function decapTexts(): string[] {
  const out: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string') out.push(words.decap[at] ?? node);
    else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, at ? `${at}.${key}` : key);
  };
  walk(en, '');
  return out;
}

/** Every word the editor's screens show: labels of lists, files and fields, the site's messages and Decap's texts, filled in. */
function screenWords(): Set<string> {
  const config = cmsConfig({ root }) as { collections: CmsCollection[] };
  const labels: string[] = [];
  const fields = (list: CmsField[] = []) => {
    for (const field of list) {
      labels.push(field.label);
      if (field.label_singular) labels.push(field.label_singular);
      fields(field.fields);
      if (field.field) fields([field.field]);
    }
  };
  // A list's own name, and the name of one entry where it has one ("New news post", not "New News").
  const names: string[] = [];
  for (const collection of config.collections) {
    labels.push(collection.label);
    names.push(collection.label_singular ?? collection.label);
    fields(collection.fields);
    for (const file of collection.files ?? []) {
      labels.push(file.label);
      fields(file.fields);
    }
  }
  const fieldNames = labels.filter((label) => !config.collections.some((c) => c.label === label && c.label_singular));
  names.push(...fieldNames);
  const texts = [...decapTexts(), ...Object.values(words.messages)];
  const filled = texts.flatMap((text) =>
    /%\{\w+\}/.test(text) ? names.map((name) => text.replace(/%\{\w+\}/g, name)) : [text.replace(/:$/, '')],
  );
  return new Set([...labels, ...filled].map((t) => t.trim()));
}

/** The bold words of CONTENT.md's steps in the web editor ("How an edit goes live", "**In the web editor.** …" and "(In the web editor …)"). */
function guideWords(): string[] {
  const guide = fs.readFileSync('CONTENT.md', 'utf8');
  // "How an edit goes live" says the web editor's way first, up to "There are three ways to edit".
  const live = guide.slice(guide.indexOf('## How an edit goes live'), guide.indexOf('There are three ways to edit'));
  const others = guide.split(/\n\s*\n/).filter((p) => p.startsWith('**In the web editor.**') || p.includes('(In the web editor'));
  const steps = [
    ...live
      .split(/\n\s*\n/)
      .slice(1)
      .map((p) => `**In the web editor.** ${p}`),
    ...others,
  ];
  expect(steps.length).toBeGreaterThan(5);
  return steps
    .map((p) => (p.startsWith('**In the web editor.**') ? p : p.slice(p.indexOf('(In the web editor'))))
    .flatMap((p) => [...p.matchAll(/\*\*(.+?)\*\*/gs)].map((m) => m[1].replace(/\s+/g, ' ')))
    .flatMap((bold) => bold.split(' → '))
    .filter((bold) => bold !== 'In the web editor.' && !bold.includes('<'));
}

describe("CONTENT.md's web editor steps use the screens' words", () => {
  it('every bold word of the steps is shown by the editor', () => {
    const shown = screenWords();
    const missing = guideWords().filter((word) => !shown.has(word));
    expect(missing, 'words in CONTENT.md the editor does not show (change the guide or src/config/editor-words.yml)').toEqual([]);
  });

  it('fails for a word the screens do not show', () => {
    expect(screenWords().has('New News')).toBe(false);
    expect(screenWords().has('School calendar')).toBe(true);
  });
});

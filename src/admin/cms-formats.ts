/**
 * Loaded by /admin after Decap CMS (a classic script, so it runs before Decap reads its config):
 * the YAML formats of the data files.
 * - "yaml-data": a file with fields at the top (staff, facts…);
 * - "yaml-list": a file that is a list at the top (hero, testimonials, gallery, partners), which
 *   Decap's forms cannot show as such (decap-cms#531): it is shown as the field "items".
 * Both write the new values into the file as it was: comments for editors, block texts (`|`) and
 * the order of fields stay, so a saved file differs from the old one only where a value changed.
 */
import { siteData } from './site-data.ts';
import { PAGE_FORMAT, PAGE_SETTINGS, PAGE_TEXT_FIELDS } from './page-form.ts';
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { CMS, Formatter } from 'decap-cms-core';

/** Where the text the entry was read from travels with the entry (Decap keeps fields it has no widget for). */
const SOURCE = '_yamlSource';

/** Puts `value` into `node` in place where the shape allows, so what is around it stays. */
function update(doc: Document, node: unknown, value: unknown): unknown {
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    node.value = value;
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    value.forEach((item, i) => {
      if (i < node.items.length) node.items[i] = update(doc, node.items[i], item) as Node;
      else node.items.push(doc.createNode(item));
    });
    node.items.splice(value.length);
    return node;
  }
  if (isMap(node) && value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = value as Record<string, unknown>;
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in entries) || entries[key] === undefined) node.delete(pair.key);
    }
    for (const [key, item] of Object.entries(entries)) {
      if (item === undefined) continue;
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key);
      if (pair) pair.value = update(doc, pair.value, item) as Node;
      else node.set(key, doc.createNode(item));
    }
    return node;
  }
  return doc.createNode(value);
}

/** The file's text with `value` written into it. */
function write(source: string, value: unknown): string {
  const doc = parseDocument(source) as Document;
  doc.contents = update(doc, doc.contents, value) as Document['contents'];
  // Flow lists as people write them: [fees, cost], not [ fees, cost ].
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/** The photos in photos/, name → file ("staff/head-languages" → "staff/head-languages.jpg"), from /admin/site-data.js. */
const photos = siteData.photos;
const UPLOADED = /^\/photos\/(.+)\.(?:jpe?g|png|webp)$/i;

/** Counts a photo saved from the editor (photos/campus/debate-final.jpg) among the photos, so the entry opened again shows it. */
export function knowPhoto(file: string): void {
  const match = /^\/?photos\/((.+)\.(?:jpe?g|png|webp))$/i.exec(file);
  if (match) photos[match[2]] = match[1];
}

/**
 * Photo names as the editor shows them: "/photos/staff/head-languages.jpg", the path of the file,
 * so its preview loads and its media library finds it (Decap looks a bare name up as a file name).
 * The file keeps the short name: `toNames` turns every such path back, uploads included.
 */
const eachText = (value: unknown, change: (text: string) => string): unknown => {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => eachText(item, change));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, eachText(v, change)]));
  return value;
};
const toPaths = (value: unknown) => eachText(value, (text) => (text in photos ? `/photos/${photos[text]}` : text));
const toNames = (value: unknown) => eachText(value, (text) => UPLOADED.exec(text)?.[1] ?? text);

/** A file's values as the form shows them (photos by their paths). */
const read = (text: string) => toPaths(parseDocument(text).toJS() ?? null);

const cms = (window as unknown as { CMS: CMS }).CMS;

const dataFormat: Formatter = {
  fromFile: (text) => ({ ...(read(text) as object), [SOURCE]: text }),
  toFile(data) {
    const { [SOURCE]: source = '', ...value } = data as Record<string, unknown>;
    return write(String(source), toNames(value));
  },
};

const listFormat: Formatter = {
  fromFile: (text) => ({ items: read(text) ?? [], [SOURCE]: text }),
  toFile(data) {
    const { [SOURCE]: source = '', items = [] } = data as { items?: unknown[]; [SOURCE]?: string };
    return write(String(source), toNames(items));
  },
};

/** Where a page's frontmatter text travels with the entry (beside SOURCE, so the two formats are told apart). */
const PAGE_SOURCE = '_pageSource';

/**
 * "mdx-page": a page (frontmatter and Markdown body). Its settings are written into the frontmatter
 * as it was, like the data files, and its body as typed: a one-letter fix changes one line.
 */
const pageFormat: Formatter = {
  fromFile(text) {
    const match = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?/.exec(text);
    const yaml = match?.[1] ?? '';
    const body = match ? text.slice(match[0].length) : text;
    // A post's photo is shown by its file's path, as in the data files (its preview loads).
    const all = toPaths(parseDocument(yaml).toJS() ?? {}) as Record<string, unknown>;
    const main = Object.fromEntries(Object.entries(all).filter(([k]) => PAGE_TEXT_FIELDS.includes(k)));
    const settings = Object.fromEntries(Object.entries(all).filter(([k]) => !PAGE_TEXT_FIELDS.includes(k)));
    return { ...main, [PAGE_SETTINGS]: settings, body, [PAGE_SOURCE]: yaml };
  },
  toFile(data) {
    const { [PAGE_SOURCE]: source = '', [PAGE_SETTINGS]: settings = {}, body = '', ...main } = data as Record<string, unknown>;
    const before = (parseDocument(String(source)).toJS() ?? {}) as Record<string, unknown>;
    // A setting the file did not have and the form left at nothing (Decap fills some in) stays out.
    const values = toNames({ ...main, ...(settings as object) }) as Record<string, unknown>;
    const kept = Object.fromEntries(Object.entries(values).filter(([k, v]) => k in before || !isBlank(v)));
    return `---\n${write(String(source), kept)}---\n${String(body)}`;
  },
};

/** Values a form holds for a field left alone: nothing, an empty text or list, false. */
function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isBlank))
  );
}

cms.registerCustomFormat('yaml-data', 'yml', dataFormat);
cms.registerCustomFormat('yaml-list', 'yml', listFormat);
cms.registerCustomFormat(PAGE_FORMAT, 'mdx', pageFormat);

/** An entry's data as Decap holds it (a page's text is its `body`). */
export type EntryData = Record<string, unknown> & { body?: string; [SOURCE]?: string };

/** The text a data file's form was read from (it travels with the form's values), if the entry is a data file. */
export function sourceText(data: EntryData): string | undefined {
  const source = data[SOURCE];
  return typeof source === 'string' ? source : undefined;
}

/** The text of the file an entry is saved as, through its format above (for the checks, src/admin/cms-checks.ts). */
export function fileText(data: EntryData): string {
  const source = data[SOURCE];
  if (typeof source === 'string') return (isSeq(parseDocument(source).contents) ? listFormat : dataFormat).toFile(data);
  return pageFormat.toFile(data);
}

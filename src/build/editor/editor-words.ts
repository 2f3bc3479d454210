/**
 * The web editor's words for the office (src/config/editor-words.yml): read once, and applied to
 * the fields generated from the schemas (src/build/editor/cms-config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { CmsField } from './cms-config.ts';

export interface FieldWords { label?: string; hint?: string; item?: string }
export interface EditorWords {
  collections: Record<string, string>;
  files: Record<string, string>;
  fields: Record<string, FieldWords>;
  messages: Record<string, string>;
  /** Decap's own English texts replaced: "ui.toast.onFailToPersist" → the office's words. */
  decap: Record<string, string>;
}

export const WORDS_FILE = 'src/config/editor-words.yml';

export function editorWords(root: string): EditorWords {
  return parse(fs.readFileSync(path.join(root, WORDS_FILE), 'utf8')) as EditorWords;
}

/**
 * The fields with the office's words: label, hint and, for a list, the name of one entry; a list of
 * words without an entry name is one box of words separated by commas (search words).
 * `kind`: the data file's kind, "page" or "menu" (words for "<kind>.<field>" win over "<field>").
 */
export function withWords(fields: CmsField[], kind: string, words: EditorWords): CmsField[] {
  return fields.map((field) => {
    const said = words.fields[`${kind}.${field.name}`] ?? words.fields[field.name] ?? {};
    const next: CmsField = { ...field, ...(said.label ? { label: said.label } : {}), ...(said.hint ? { hint: said.hint } : {}) };
    if (next.fields) next.fields = withWords(next.fields, kind, words);
    if (next.field) {
      if (said.item) next.field = { ...next.field, label: said.item };
      else delete next.field;
    }
    if (field.widget === 'list' && said.item && next.fields) next.label_singular = said.item;
    return next;
  });
}

/**
 * The web editor's configuration (Decap CMS, /admin/config.yml), generated from the schemas the
 * build validates with, so a form accepts what the build accepts and nothing is written twice:
 * - pages: one folder collection per folder of pages/, frontmatter fields from `frontmatterSchema`,
 *   the body as plain text (the rich Markdown editor would rewrite `<Widget ...>` MDX);
 * - data files: every `_<name>.<kind>.yml` under pages/ whose kind `dataSchemas` knows, and every
 *   folder's `_meta.yml`, as forms (objects → groups of fields, arrays → lists, photos → uploads).
 * The zod schemas go through `z.toJSONSchema` (input side: fields with defaults are optional).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { stringify } from 'yaml';
import { frontmatterSchema, sectionMetaSchema } from '../../content/schemas/schema.ts';
import { dataSchemas } from '../../content/schemas/data-schemas.node.ts';
import type { FieldMark } from '../../content/problems/field-marks.ts';
import { postFrontmatterSchema } from '../../content/schemas/post-schema.ts';
import { NEWS_SECTION } from '../../content/listings/news.ts';
import { routePathFor } from '../../content/nav/route-path.ts';
import { FACTS_FILE } from '../../content/facts/facts.ts';
import { FACT_TAG } from '../../content/facts/fact-syntax.ts';
import { cms, settings } from '#site/index.ts';
import { photoNamesOnDisk } from '../../content/reading/photos.node.ts';
import { editorWords, withWords, type EditorWords } from './editor-words.ts';
import { fill } from '../../admin/words.ts';
import { PAGE_FORMAT, PAGE_SETTINGS, PAGE_TEXT_FIELDS } from '../../admin/page-form.ts';
import { filesUnder, readIfPresent } from '../../content/reading/files-under.node.ts';

/** The subset of JSON Schema that zod writes for our schemas. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  description?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  /** A field's mark (src/content/problems/field-marks.ts): z.toJSONSchema writes a schema's meta as is. */
  role?: FieldMark;
  /** The words each value of a choice is shown with (field-marks.ts). */
  choiceWords?: Record<string, string>;
}

/** A field of Decap's config (only the options we write). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  /** A select's values, each shown as its words where the schema gives them ("PTA meeting" for pta-meeting). */
  options?: (string | { label: string; value: string })[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  /** A list's name for one of its entries ("Add Person"). */
  label_singular?: string;
  /** Image fields: where an upload goes and how the field then names it (see photoFolderFor). */
  media_folder?: string;
  public_folder?: string;
}

export interface CmsCollection {
  name: string;
  label: string;
  /** One entry's name: "New <this>" on the list's button (src/config/editor-words.yml). */
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  /** Always false: Decap's "Delete entry" and "Unpublish" would remove a published file at once, unreviewed (decap-cms#5650). */
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  preview_path?: string;
  editor?: { preview: boolean };
  fields?: CmsField[];
  files?: { name: string; label: string; file: string; fields: CmsField[]; preview_path?: string }[];
}

export interface CmsConfigOptions {
  /** Project root (holds pages/). */
  root: string;
  /** Address of the local backend (the dev server's, see cms-backend.ts) to use from localhost; none on the live site. */
  localBackendUrl?: string;
  /** Where "View this page" leads (the dev server's own address); the live site's by default. */
  siteUrl?: string;
}

const SAFE = Number.MAX_SAFE_INTEGER;

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** "menuLabel" → "Menu label", "_academic" → "Academic". */
export function humanize(name: string): string {
  const words = name.replace(/^_+/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_.]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One option of a union the form can offer: a text box takes numbers too; else the first simple type. */
function pickUnionOption(options: JsonSchema[]): JsonSchema {
  return options.find((o) => o.type === 'string')
    ?? options.find((o) => o.type !== 'array' && o.type !== 'object')
    ?? options[0];
}

/** A Decap field for one property of a schema. */
export function fieldFor(name: string, schema: JsonSchema, required: boolean): CmsField {
  const s = schema.anyOf ? { ...pickUnionOption(schema.anyOf), default: schema.default, description: schema.description } : schema;
  const field: CmsField = { name, label: humanize(name), widget: 'string' };
  if (!required) field.required = false;
  if (s.description) field.hint = s.description;
  if (s.default !== undefined) field.default = s.default;

  if (s.role === 'photo') {
    // A photo (its mark in the schema, src/content/problems/field-marks.ts): chosen among the photos or
    // uploaded, never typed: a typed name is how a page lost its photo.
    Object.assign(field, { widget: 'image', choose_url: false });
  } else if (s.enum) {
    const words = s.choiceWords ?? {};
    Object.assign(field, {
      widget: 'select',
      options: s.enum.map((value) => (String(value) in words ? { label: words[String(value)], value: String(value) } : String(value))),
    });
  } else if (s.type === 'boolean') {
    field.widget = 'boolean';
  } else if (s.type === 'integer' || s.type === 'number') {
    field.widget = 'number';
    field.value_type = s.type === 'integer' ? 'int' : 'float';
    const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (s.type === 'integer' ? 1 : 0) : undefined);
    if (min !== undefined && Math.abs(min) < SAFE) field.min = min;
    if (s.maximum !== undefined && Math.abs(s.maximum) < SAFE) field.max = s.maximum;
  } else if (s.type === 'object') {
    Object.assign(field, { widget: 'object', fields: fieldsOf(s) });
  } else if (s.type === 'array') {
    field.widget = 'list';
    if (s.minItems) field.min = s.minItems;
    if (s.maxItems !== undefined) field.max = s.maxItems;
    const item = s.items ?? { type: 'string' };
    if (item.type === 'object') {
      field.fields = fieldsOf(item).map(madeForTheOffice);
      const title = field.fields.find((f) => f.widget === 'string');
      if (title) field.summary = `{{fields.${title.name}}}`;
      // Open, so every field is in view and found by its label (collapsed items show only a summary).
      field.collapsed = false;
    } else {
      field.field = fieldFor('item', item, true);
    }
  } else {
    // Long texts (descriptions, biographies, quotes) get a text area.
    if ((s.maxLength ?? 0) > 150 || (s.minLength ?? 0) >= 20) field.widget = 'text';
    // No pattern: Decap would word its refusal itself ("didn't match the pattern"); the check before
    // saving (src/admin/cms-checks.ts) refuses the same values in the build's words.
  }
  return field;
}

/**
 * A list item's number `id` (a gallery photo's) is a key the office should not have to invent:
 * left empty, it is given the next free number when the entry is saved (src/admin/cms-checks.ts).
 */
function madeForTheOffice(field: CmsField): CmsField {
  if (field.name !== 'id' || field.widget !== 'number') return field;
  return { ...field, required: false };
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldFor(name, property, required.has(name)));
}

const posix = (p: string) => p.split(path.sep).join('/');

/** Folders of pages/ (pages/ itself first), each with the files directly inside it. */
function pageFolders(root: string): { dir: string; files: string[] }[] {
  const found: { dir: string; files: string[] }[] = [];
  const walk = (dir: string) => {
    const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    found.push({ dir, files: entries.filter((e) => e.isFile()).map((e) => e.name) });
    for (const e of entries) if (e.isDirectory() && !e.name.startsWith('.')) walk(posix(path.join(dir, e.name)));
  };
  walk('pages');
  return found;
}

/** A collection name Decap accepts: letters, digits, hyphens. */
const slug = (s: string) => s.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();

/** A folder collection for the pages directly in `dir`, or none when it has no page. */
function pagesCollection(dir: string, files: string[], frontmatterFields: CmsField[], words: EditorWords, kind = 'page'): CmsCollection | undefined {
  if (!files.some((f) => f.endsWith('.mdx'))) return undefined;
  const folder = dir.slice('pages/'.length);
  return {
    name: `pages-${slug(dir.slice('pages'.length)) || 'top'}`,
    label: dir === 'pages' ? words.collections.topPages : fill(words.collections.folderPages, { folder }),
    label_singular: dir === 'pages' ? words.collections.topPage : fill(words.collections.folderPage, { folder }),
    description: fill(words.collections.folderPagesHint, { folder: folder || 'top' }),
    folder: dir,
    // "View this page" after publishing (the page's address: its folder and file name).
    preview_path: folder ? `${folder}/{{filename}}` : '{{filename}}',
    extension: 'mdx',
    // The settings are written into the file as they were, the text as typed (src/admin/cms-formats.ts).
    format: PAGE_FORMAT,
    create: true,
    // A published page leaves the site through review: "Take this page down" (src/admin/take-down.ts).
    delete: false,
    slug: '{{slug}}',
    identifier_field: 'title',
    // The preview shows the school facts the page uses and the text with their figures (src/admin/page-preview.ts).
    editor: { preview: true },
    fields: withWords([
      ...frontmatterFields.filter((f) => PAGE_TEXT_FIELDS.includes(f.name)),
      // Plain text, not the rich Markdown editor: it would rewrite <Widget ...> tags and {…}.
      { name: 'body', label: 'Page text', widget: 'text' },
      // Folded below the text; its fields are written at the top of the file as before (src/admin/page-form.ts).
      { name: PAGE_SETTINGS, label: 'Settings', widget: 'object', collapsed: true, fields: frontmatterFields.filter((f) => !PAGE_TEXT_FIELDS.includes(f.name)) },
    ], kind, words),
  };
}

/**
 * The news posts: a folder collection whose form is the post schema's; a new post's file name starts
 * with the post's own date (the form's Date field, not the day it is written: Decap's {{year}} is
 * today for a date typed as text); its photo is chosen from, and uploaded to, the folder most posts'
 * photos are in.
 */
function newsCollection(root: string, dir: string, files: string[], words: EditorWords): CmsCollection {
  const folder = photoFolderFor(root, files.filter((f) => f.endsWith('.mdx')).map((f) => `${dir}/${f}`), 'news');
  const page = pagesCollection(dir, ['post.mdx'], withPhotoFolder(fieldsOf(toJson(postFrontmatterSchema)), folder), words, 'news')!;
  return {
    ...page,
    name: 'news',
    label: words.collections.news,
    label_singular: words.collections.newsPost,
    description: words.collections.newsHint,
    slug: '{{fields.date}}-{{slug}}',
  };
}

/** Kind of a data file from its name (`_<name>.<kind>.yml`), when the schemas know it. */
function dataKind(file: string): string | undefined {
  const kind = /^_[^.]+\.([a-z][a-z-]*)\.ya?ml$/.exec(file)?.[1];
  return kind && kind in dataSchemas ? kind : undefined;
}

/**
 * A data file's or a folder's menu group's name in the editor ("Staff: Academic", "Menu group: admission"),
 * or none for a file the editor does not show; `file` is project-relative (pages/staff-profile/_academic.staff.yml).
 */
export function fileLabel(file: string, words: EditorWords): string | undefined {
  const dir = path.posix.dirname(file);
  const where = dir === 'pages' ? words.files.everywhere : dir.slice('pages/'.length);
  const base = path.posix.basename(file);
  if (base === '_meta.yml') return fill(words.files.menu, { where });
  const kind = dataKind(base);
  if (!kind) return undefined;
  const name = base.replace(/^_/, '').split('.')[0];
  return fill(words.files[kind] ?? `${humanize(name)} ({where})`, { name: humanize(name), where });
}

/**
 * Formats of the data files (registered by src/admin/cms-formats.ts): they write new values into
 * the file as it was, keeping its comments; the list format also edits files that are a bare list.
 */
export const DATA_FORMAT = 'yaml-data';
export const LIST_FORMAT = 'yaml-list';

/**
 * The folder of photos/ the photos of a data file (or of a folder's pages: the news posts) live in:
 * the one most of their photos are in now (staff files: photos/staff, the board: photos/governance,
 * the news: photos/campus…), else one named after their kind. Uploads from their forms go there, and
 * a photo field's library lists that folder's photos.
 */
export function photoFolderFor(root: string, files: string | string[], kind: string): string {
  // A file removed since it was listed (npm start) names no photo.
  const text = [files].flat().map((file) => readIfPresent(path.join(root, file)) ?? '').join('\n');
  const names = photoNamesOnDisk(root);
  const counts = new Map<string, number>();
  for (const [, value] of text.matchAll(/:\s*["']?([^\s"'#]+?)["']?\s*$/gm)) {
    if (names.has(value) && value.includes('/')) counts.set(value.split('/')[0], (counts.get(value.split('/')[0]) ?? 0) + 1);
  }
  const [folder] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [kind];
  return `/photos/${folder}`;
}

/** The fields with every photo field (however deep) sending uploads to `folder`. */
function withPhotoFolder(fields: CmsField[], folder: string): CmsField[] {
  return fields.map((field) => ({
    ...field,
    ...(field.widget === 'image' ? { media_folder: folder, public_folder: folder } : {}),
    ...(field.fields ? { fields: withPhotoFolder(field.fields, folder) } : {}),
    ...(field.field ? { field: withPhotoFolder([field.field], folder)[0] } : {}),
  }));
}

/**
 * The address of the page that shows a data file (its "View this page" after a publish): the page that
 * imports it; for the school facts, the page that shows the most of them; for a folder's menu group
 * (_meta.yml), the folder's overview. None when no page shows it.
 */
export function pageShowing(root: string, file: string): string | undefined {
  const dir = path.posix.dirname(file);
  if (path.posix.basename(file) === '_meta.yml') return routePathFor(`${dir.slice('pages/'.length)}/index.mdx`);
  const pages = filesUnder(path.join(root, 'pages')).filter((entry) => entry.endsWith('.mdx') && !entry.split('/').some((part) => part.startsWith('_')));
  let best: { address: string; score: number } | undefined;
  for (const rel of pages) {
    const text = readIfPresent(path.join(root, 'pages', rel)) ?? '';
    const pageDir = path.posix.dirname(`pages/${rel}`);
    const imports = [...text.matchAll(/^import\s+\w+\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => path.posix.join(pageDir, m[1]));
    const score = imports.includes(file) ? Infinity : file === FACTS_FILE ? [...text.matchAll(FACT_TAG)].length : 0;
    if (score > (best?.score ?? 0)) best = { address: routePathFor(rel), score };
  }
  return best?.address;
}

/** Where photos live (their sources: the build makes the web copies); uploads from the main media library go here. */
export const MEDIA_FOLDER = 'photos';

/** The whole configuration object. */
export function cmsConfig({ root, localBackendUrl, siteUrl = settings.url }: CmsConfigOptions): Record<string, unknown> {
  const words = editorWords(root);
  const frontmatterFields = fieldsOf(toJson(frontmatterSchema));
  const folders = pageFolders(root);
  const pageCollections = folders
    .map((f) => (f.dir === `pages/${NEWS_SECTION}` ? newsCollection(root, f.dir, f.files, words) : pagesCollection(f.dir, f.files, frontmatterFields, words)))
    .filter((c): c is CmsCollection => Boolean(c));

  // The file collections, by name (their titles in editor-words.yml are under the same names).
  const fileCollections: Record<'data' | 'lists' | 'menus', NonNullable<CmsCollection['files']>> = { data: [], lists: [], menus: [] };
  const sectionFields = withWords(fieldsOf(toJson(sectionMetaSchema)), 'menu', words);
  // "View this page" after a publish: the page that shows the file (Decap's default is the home page).
  const previewPath = (file: string) => {
    const address = pageShowing(root, file);
    return address ? { preview_path: address.slice(1) } : {};
  };
  const dataFields = new Map<string, JsonSchema>(Object.entries(dataSchemas).map(([kind, schema]) => [kind, toJson(schema)]));
  for (const { dir, files } of folders) {
    for (const file of files) {
      const full = `${dir}/${file}`;
      if (file === '_meta.yml') {
        fileCollections.menus.push({ name: slug(full), label: fileLabel(full, words)!, file: full, fields: sectionFields, ...previewPath(full) });
        continue;
      }
      const kind = dataKind(file);
      const schema = kind && dataFields.get(kind);
      if (!kind || !schema) continue;
      const label = fileLabel(full, words)!;
      // A list at the top of the file: the "yaml-list" format (src/admin/cms-formats.ts) shows it as "items".
      const generated = schema.type === 'array' ? [fieldFor('items', schema, true)] : fieldsOf(schema);
      const fields = withWords(withPhotoFolder(generated, photoFolderFor(root, full, kind)), kind, words);
      fileCollections[schema.type === 'array' ? 'lists' : 'data'].push({ name: slug(full), label, file: full, fields, ...previewPath(full) });
    }
  }

  const filesCollection = (name: keyof typeof fileCollections, format: string): CmsCollection[] =>
    fileCollections[name].length ? [{ name, label: words.collections[name], format, delete: false, editor: { preview: false }, files: fileCollections[name] }] : [];
  // Decap reads the format per collection, so the files that are a bare list have their own.
  const collections = [...filesCollection('data', DATA_FORMAT), ...filesCollection('lists', LIST_FORMAT), ...pageCollections, ...filesCollection('menus', DATA_FORMAT)];

  return {
    backend: {
      name: 'github',
      repo: cms.repo,
      branch: cms.branch,
      // Sign-in is answered by the site's own host (functions/api/auth/); the editor's script sets
      // base_url to the address /admin is served from (the live site or a preview), src/admin/main.ts.
      auth_endpoint: 'api/auth',
      // The draft's preview: the commit status the deploy workflow posts (.github/workflows/site.yml).
      preview_context: 'deploy/preview',
    },
    // Only answered from localhost (Decap ignores it elsewhere): the office computer's files, saved
    // at once. On the live site every save is a draft: a branch and a pull request that the site's
    // checks test and preview, and Publish merges it.
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : { publish_mode: 'editorial_workflow' }),
    // Uploads go to photos/, which the build turns into sized images; a field then holds
    // "/photos/<file>", which the data schemas read as the photo's name.
    site_url: siteUrl,
    // The login screen shows the school's logo (its name is in the page title, src/build/editor/admin-page.ts).
    logo: { src: settings.logo.src },
    media_folder: MEDIA_FOLDER,
    public_folder: `/${MEDIA_FOLDER}`,
    collections,
  };
}

/** config.yml text (of `config` when the caller made it already: it reads every page). */
export function cmsConfigYaml(options: CmsConfigOptions, config = cmsConfig(options)): string {
  const header = '# Generated from src/content/schemas/schema.ts and src/content/schemas/data-schemas.node.ts by src/build/editor/cms-config.ts: do not edit.\n';
  return header + stringify(JSON.parse(JSON.stringify(config)), { lineWidth: 0 });
}

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
import { frontmatterSchema, sectionMetaSchema } from '../content/schema.ts';
import { dataSchemas, photo } from '../content/data-schemas.node.ts';
import { postFrontmatterSchema } from '../content/post-schema.node.ts';
import { NEWS_SECTION } from '../content/news.ts';
import { cms } from '../config/cms.ts';

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
  /** Set here for photo fields (see `toJson`). */
  'x-photo'?: boolean;
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
  options?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
}

export interface CmsCollection {
  name: string;
  label: string;
  description?: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  slug?: string;
  identifier_field?: string;
  editor?: { preview: boolean };
  fields?: CmsField[];
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
}

export interface CmsConfigOptions {
  /** Project root (holds pages/). */
  root: string;
  /** Port of the local backend (decap-server) to use from localhost; none on the live site. */
  localBackendPort?: number;
}

const SAFE = Number.MAX_SAFE_INTEGER;

function toJson(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override(ctx) {
      if (ctx.zodSchema === photo) (ctx.jsonSchema as JsonSchema)['x-photo'] = true;
    },
  }) as JsonSchema;
}

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

/** Length rules as a pattern (Decap's string widgets have no min/max length of their own). */
function lengthPattern(s: JsonSchema): [string, string] | undefined {
  const min = s.minLength ?? 0;
  const max = s.maxLength;
  if (min <= 1 && max === undefined) return undefined;
  const message = max === undefined ? `Write at least ${min} characters.` : `Write between ${min} and ${max} characters.`;
  return [`^[\\s\\S]{${min},${max ?? ''}}$`, message];
}

/** A Decap field for one property of a schema. */
export function fieldFor(name: string, schema: JsonSchema, required: boolean): CmsField {
  const s = schema.anyOf ? { ...pickUnionOption(schema.anyOf), default: schema.default, description: schema.description } : schema;
  const field: CmsField = { name, label: humanize(name), widget: 'string' };
  if (!required) field.required = false;
  if (s.description) field.hint = s.description;
  if (s.default !== undefined) field.default = s.default;

  if (s['x-photo']) {
    Object.assign(field, { widget: 'image', choose_url: true });
  } else if (s.enum) {
    Object.assign(field, { widget: 'select', options: s.enum.map(String) });
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
      field.fields = fieldsOf(item);
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
    const pattern = s.pattern ? ([s.pattern, `Does not match the expected form (${s.pattern}).`] as [string, string]) : lengthPattern(s);
    if (pattern) field.pattern = pattern;
  }
  return field;
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
function pagesCollection(dir: string, files: string[], frontmatterFields: CmsField[]): CmsCollection | undefined {
  if (!files.some((f) => f.endsWith('.mdx'))) return undefined;
  const section = dir === 'pages' ? 'Top-level pages' : `Pages: ${dir.slice('pages/'.length)}`;
  return {
    name: `pages-${slug(dir.slice('pages'.length)) || 'top'}`,
    label: section,
    description: `The pages in ${dir}/. A new page's file name comes from its title (lower case, hyphens).`,
    folder: dir,
    extension: 'mdx',
    format: 'frontmatter',
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    // The preview would render MDX as plain Markdown: the dev server shows the real page.
    editor: { preview: false },
    fields: [
      ...frontmatterFields,
      {
        name: 'body',
        label: 'Page text',
        // Plain text, not the rich Markdown editor: it would rewrite <Widget ...> tags and {…}.
        widget: 'text',
        hint: 'Markdown, with widgets such as <Callout> written as in CONTENT.md. Saved exactly as typed.',
      },
    ],
  };
}

/** The news posts: a folder collection whose form is the post schema's; a new post's file name starts with its date. */
function newsCollection(dir: string): CmsCollection {
  const fields = fieldsOf(toJson(postFrontmatterSchema));
  const page = pagesCollection(dir, ['post.mdx'], fields)!;
  return {
    ...page,
    name: 'news',
    label: 'News',
    description: `The news posts in ${dir}/, newest shown first on /news. A new post's file name is its date and title.`,
    slug: '{{year}}-{{month}}-{{day}}-{{slug}}',
    fields: page.fields!.map((f) => (f.name === 'body' ? { ...f, label: 'Post text' } : f)),
  };
}

/** Kind of a data file from its name (`_<name>.<kind>.yml`), when the schemas know it. */
function dataKind(file: string): string | undefined {
  const kind = /^_[^.]+\.([a-z][a-z-]*)\.ya?ml$/.exec(file)?.[1];
  return kind && kind in dataSchemas ? kind : undefined;
}

/**
 * Formats of the data files (registered by src/admin/cms-formats.ts): they write new values into
 * the file as it was, keeping its comments; the list format also edits files that are a bare list.
 */
export const DATA_FORMAT = 'yaml-data';
export const LIST_FORMAT = 'yaml-list';

/** The whole configuration object. */
export function cmsConfig({ root, localBackendPort }: CmsConfigOptions): Record<string, unknown> {
  const frontmatterFields = fieldsOf(toJson(frontmatterSchema));
  const folders = pageFolders(root);
  const pageCollections = folders.map((f) => (f.dir === `pages/${NEWS_SECTION}` ? newsCollection(f.dir) : pagesCollection(f.dir, f.files, frontmatterFields)))
    .filter((c): c is CmsCollection => Boolean(c));

  const dataFiles: NonNullable<CmsCollection['files']> = [];
  const menuFiles: NonNullable<CmsCollection['files']> = [];
  const listFiles: NonNullable<CmsCollection['files']> = [];
  const sectionFields = fieldsOf(toJson(sectionMetaSchema));
  const dataFields = new Map<string, JsonSchema>(Object.entries(dataSchemas).map(([kind, schema]) => [kind, toJson(schema)]));
  for (const { dir, files } of folders) {
    const where = dir === 'pages' ? 'home and whole site' : dir.slice('pages/'.length);
    for (const file of files) {
      const full = `${dir}/${file}`;
      if (file === '_meta.yml') {
        menuFiles.push({ name: slug(full), label: `Menu group: ${where}`, file: full, fields: sectionFields });
        continue;
      }
      const kind = dataKind(file);
      const schema = kind && dataFields.get(kind);
      if (!kind || !schema) continue;
      const name = file.replace(/^_/, '').split('.')[0];
      const label = `${humanize(name)} ${kind} (${where})`;
      if (schema.type === 'array') {
        // A list at the top of the file: the "yaml-list" format (src/admin/cms-formats.ts) shows it as "items".
        listFiles.push({ name: slug(full), label, file: full, fields: [fieldFor('items', schema, true)] });
      } else {
        dataFiles.push({ name: slug(full), label, file: full, fields: fieldsOf(schema) });
      }
    }
  }

  const collections: CmsCollection[] = [
    ...(dataFiles.length ? [{ name: 'data', label: 'People, figures and lists', format: DATA_FORMAT, editor: { preview: false }, files: dataFiles }] : []),
    // Decap reads the format per collection, so the files that are a bare list have their own.
    ...(listFiles.length ? [{ name: 'lists', label: 'Photos, testimonials and partners', format: LIST_FORMAT, editor: { preview: false }, files: listFiles }] : []),
    ...pageCollections,
    ...(menuFiles.length ? [{ name: 'menus', label: 'Menu groups', format: DATA_FORMAT, editor: { preview: false }, files: menuFiles }] : []),
  ];

  return {
    backend: {
      name: 'github',
      repo: cms.repo,
      branch: cms.branch,
      ...(cms.authBaseUrl ? { base_url: cms.authBaseUrl } : {}),
    },
    // Only answered from localhost (Decap ignores it elsewhere): the office computer's files.
    ...(localBackendPort ? { local_backend: { url: `http://localhost:${localBackendPort}/api/v1` } } : {}),
    // Uploads go to photos/, which the build turns into sized images; a field then holds
    // "/photos/<file>", which the data schemas read as the photo's name.
    media_folder: 'photos',
    public_folder: '/photos',
    collections,
  };
}

/** config.yml text. */
export function cmsConfigYaml(options: CmsConfigOptions): string {
  const header = '# Generated from src/content/schema.ts and src/content/data-schemas.node.ts by src/build/cms-config.ts: do not edit.\n';
  return header + stringify(JSON.parse(JSON.stringify(cmsConfig(options))), { lineWidth: 0 });
}

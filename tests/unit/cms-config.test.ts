// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cmsConfig, cmsConfigYaml, DATA_FORMAT, LIST_FORMAT, type CmsCollection, type CmsField } from '../../src/build/editor/cms-config';
import { frontmatterSchema, sectionMetaSchema } from '../../src/content/schemas/schema';
import { dataSchemas, photoName } from '../../src/content/schemas/data-schemas.node';
import { postFrontmatterSchema } from '../../src/content/schemas/post-schema';
import { adminHtml } from '../../src/build/editor/admin-page';
import { PAGE_FORMAT, PAGE_SETTINGS, PAGE_TEXT_FIELDS } from '../../src/admin/page-form';

const root = process.cwd();
const config = cmsConfig({ root, localBackendUrl: 'http://localhost:5173/admin/api/v1' });
const collections = config.collections as CmsCollection[];
const files = collections.flatMap((c) => (c.files ?? []).map((f) => ({ ...f, collection: c })));

/** zod's own view of a schema, read independently of the generator (which goes through JSON Schema). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
}
/** A page collection's frontmatter fields: the ones shown with the text and the folded settings. */
const pageFields = (collection: CmsCollection): CmsField[] =>
  collection.fields!.flatMap((f) => (f.name === 'body' ? [] : f.name === PAGE_SETTINGS ? f.fields! : [f]));

const def = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strips optional/default/pipe wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  const d = def(schema);
  if (d.type === 'optional' || d.type === 'default' || d.type === 'nullable') return unwrap(d.innerType!);
  if (d.type === 'pipe') return unwrap(d.in!);
  return schema;
}

/** Every field of the schema has a form field of the same name, and required agrees; recurses into objects and lists. */
function expectFieldsMatch(schema: z.ZodType, fields: CmsField[], where: string): void {
  const inner = unwrap(schema);
  const shape = (inner as unknown as { shape: Record<string, z.ZodType> }).shape;
  expect(fields.map((f) => f.name).sort(), where).toEqual(Object.keys(shape).sort());
  for (const [name, property] of Object.entries(shape)) {
    const field = fields.find((f) => f.name === name)!;
    // The form may leave out exactly what the schema may do without.
    // A list item's number id is the exception: the editor fills it in when left empty (src/admin/cms-checks.ts).
    const optional = property.safeParse(undefined).success || (name === 'id' && field.widget === 'number');
    expect(field.required === false, `${where}.${name} optional`).toBe(optional);
    expectNested(property, field, `${where}.${name}`);
  }
}

function expectNested(schema: z.ZodType, field: CmsField, where: string): void {
  const inner = unwrap(schema);
  const d = def(inner);
  if (d.type === 'object') {
    expect(field.widget, where).toBe('object');
    expectFieldsMatch(inner, field.fields!, where);
  } else if (d.type === 'array' && def(unwrap(d.element!)).type === 'object') {
    expect(field.widget, where).toBe('list');
    expectFieldsMatch(d.element!, field.fields!, `${where}[]`);
  } else if (d.type === 'array') {
    expect(field.widget, where).toBe('list');
  }
}

describe('web editor configuration generated from the schemas (src/build/editor/cms-config.ts)', () => {
  const pageCollections = collections.filter((c) => c.folder);

  it("has one page collection per folder of pages/ with pages, each with every field of its frontmatter schema (news: a post's)", () => {
    const folders = new Set(
      fs
        .readdirSync('pages', { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => path.posix.join('pages', path.dirname(f)).replace(/\/\.$/, '')),
    );
    expect(pageCollections.map((c) => c.folder).sort()).toEqual([...folders].sort());
    for (const collection of pageCollections) {
      const schema = collection.folder === 'pages/news' ? postFrontmatterSchema : frontmatterSchema;
      expect(collection).toMatchObject({ extension: 'mdx', format: PAGE_FORMAT, create: true });
      expectFieldsMatch(schema, pageFields(collection), collection.name);
      // The text first; the settings folded into one group below it.
      const textFields = Object.keys(schema.shape).filter((name) => PAGE_TEXT_FIELDS.includes(name));
      expect(collection.fields!.map((f) => f.name)).toEqual([...textFields, 'body', PAGE_SETTINGS]);
      expect(collection.fields!.at(-1)).toMatchObject({ widget: 'object', collapsed: true });
    }
  });

  it('edits page bodies as plain text, never with the rich Markdown editor (it would rewrite <Widget> MDX)', () => {
    for (const collection of pageCollections) {
      expect(collection.fields!.find((f) => f.name === 'body')?.widget).toBe('text');
      expect(collection.fields!.some((f) => f.widget === 'markdown')).toBe(false);
    }
  });

  it('carries the schema rules: enums as selects with the same options, integer numbers; no pattern (the check before saving words it)', () => {
    const fields = pageFields(pageCollections[0]);
    const layout = fields.find((f) => f.name === 'layout')!;
    expect(layout).toMatchObject({ widget: 'select', options: ['page', 'full'], default: 'page', required: false });
    expect(fields.find((f) => f.name === 'title')).toMatchObject({ widget: 'string' });
    expect(fields.find((f) => f.name === 'title')!.required).toBeUndefined();
    expect(fields.find((f) => f.name === 'order')).toMatchObject({ widget: 'number', value_type: 'int' });
    expect(fields.filter((f) => f.pattern)).toEqual([]);
    // Every field has a hint in the office's words (src/config/editor-words.yml) or the schema's description.
    for (const field of fields) expect(field.hint, field.name).toBeTruthy();
  });

  it('has a form for every data file under pages/ whose kind the schemas know, with every field of its schema', () => {
    const dataFiles = fs
      .readdirSync('pages', { recursive: true, encoding: 'utf8' })
      .map((f) => path.posix.join('pages', f.split(path.sep).join('/')))
      .filter((f) => /\/_[^/.]+\.[a-z-]+\.ya?ml$/.test(f));
    expect(dataFiles.length).toBeGreaterThan(0);
    for (const file of dataFiles) {
      const kind = /\.([a-z-]+)\.ya?ml$/.exec(file)![1];
      const entry = files.find((f) => f.file === file);
      expect(entry, file).toBeDefined();
      const schema = dataSchemas[kind];
      if (def(unwrap(schema)).type === 'array') {
        // A bare list: shown as "items" by the yaml-list format.
        expect(entry!.collection.format).toBe(LIST_FORMAT);
        expect(entry!.fields.map((f) => f.name)).toEqual(['items']);
        expectNested(schema, entry!.fields[0], file);
      } else {
        expect(entry!.collection.format).toBe(DATA_FORMAT);
        expectFieldsMatch(schema, entry!.fields, file);
      }
    }
  });

  it('has the menu groups (_meta.yml) with every field of their schema', () => {
    const metas = files.filter((f) => f.file.endsWith('/_meta.yml'));
    expect(metas.length).toBeGreaterThan(0);
    for (const meta of metas) expectFieldsMatch(sectionMetaSchema, meta.fields, meta.file);
  });

  it('offers photo fields as uploads into photos/, and reads back what an upload writes', () => {
    const staff = files.find((f) => f.file.endsWith('_academic.staff.yml'))!;
    const person = staff.fields[0].fields!.find((f) => f.name === 'people')!.fields!;
    expect(person.find((f) => f.name === 'photo')).toMatchObject({ widget: 'image', required: false });
    expect(config).toMatchObject({ media_folder: 'photos', public_folder: '/photos' });
    expect(photoName('/photos/staff/new-teacher.jpg')).toBe('staff/new-teacher');
    expect(photoName('staff/head-languages')).toBe('staff/head-languages');
    expect(photoName('/images/logo.svg')).toBe('/images/logo.svg');
  });

  it('uses the local backend only when given its address (the dev server), GitHub otherwise', () => {
    expect(config.local_backend).toEqual({ url: 'http://localhost:5173/admin/api/v1' });
    const live = parse(cmsConfigYaml({ root }));
    expect(live.local_backend).toBeUndefined();
    expect(live.backend).toMatchObject({ name: 'github', branch: 'main' });
    expect(live.collections).toEqual(JSON.parse(JSON.stringify(collections)));
  });

  it('the admin page is kept out of search engines and loads only files under /admin', () => {
    const html = adminHtml();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/admin/config.json',
      '/admin/site-data.js',
      '/admin/decap-cms.js',
      '/admin/cms-formats.js',
    ]);
  });
});

describe('the web editor is kept apart from the site', () => {
  it("gets its own policy on /admin/* only, which replaces the site's (dist/_headers, the preview server, nginx)", async () => {
    const { adminContentSecurityPolicy, contentSecurityPolicy, headerRules, headersFile } =
      await import('../../src/build/generate/security-headers');
    const { loadHeaders } = await import('../../tools/servers/static-headers.mjs');
    const text = headersFile(headerRules({}, ['/', '/about/governance', '/administration']));
    expect(text).toContain(`/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${adminContentSecurityPolicy()}`);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'headers-')), '_headers');
    fs.writeFileSync(file, text);
    const headersFor = loadHeaders(file);
    expect(headersFor('/admin/')['Content-Security-Policy']).toBe(adminContentSecurityPolicy());
    expect(headersFor('/admin/')['X-Robots-Tag']).toBe('noindex, nofollow');
    // No eval anywhere, the editor included (it holds the sign-in's token).
    expect(adminContentSecurityPolicy()).not.toContain('unsafe-eval');
    for (const page of ['/', '/about/governance', '/administration']) {
      expect(headersFor(page)['Content-Security-Policy']).toBe(contentSecurityPolicy());
      expect(headersFor(page)['Content-Security-Policy']).not.toContain('unsafe-eval');
    }
    const nginx = fs.readFileSync('deploy/nginx.conf', 'utf8');
    const adminBlock = /location \/admin\/ \{([\s\S]*?)\n {4}\}/.exec(nginx)?.[1] ?? '';
    expect(/add_header Content-Security-Policy "([^"]+)" always;/.exec(adminBlock)?.[1]).toBe(adminContentSecurityPolicy());
    expect(adminBlock).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
  });
});

describe('photo fields', () => {
  it("send uploads to the folder where the file's photos live, and never take a typed name", () => {
    const staff = files.find((f) => f.file === 'pages/staff-profile/_academic.staff.yml')!;
    const people = staff.fields[0].fields!.find((f) => f.name === 'people')!;
    expect(people.fields!.find((f) => f.name === 'photo')).toMatchObject({
      widget: 'image',
      choose_url: false,
      media_folder: '/photos/staff',
      public_folder: '/photos/staff',
    });
    const gallery = files.find((f) => f.file === 'pages/about/_gallery.gallery.yml')!;
    expect(gallery.fields[0].fields!.find((f) => f.name === 'src')).toMatchObject({ media_folder: '/photos/gallery' });
  });
});

describe("the office's words (src/config/editor-words.yml)", () => {
  const labels: string[] = [];
  const hints: string[] = [];
  const walk = (fields: CmsField[]) => {
    for (const f of fields) {
      labels.push(f.label, ...(f.label_singular ? [f.label_singular] : []), ...(f.field ? [f.field.label] : []));
      if (f.hint) hints.push(f.hint);
      walk(f.fields ?? []);
    }
  };
  for (const c of collections) {
    labels.push(c.label);
    walk(c.fields ?? []);
    for (const f of c.files ?? []) {
      labels.push(f.label);
      walk(f.fields);
    }
  }

  it('has no label with a word said twice ("Venues venues")', () => {
    const doubled = labels.filter((label) => {
      const words: string[] = label.toLowerCase().match(/[a-z]+/g) ?? [];
      return words.some((w, i) => w.length > 3 && words.indexOf(w) !== i);
    });
    expect(doubled).toEqual([]);
  });

  it('uses no code words in labels and hints', () => {
    const code = /\b(h1|meta|src|id|slug|public\/|pattern)\b/i;
    expect([...labels, ...hints].filter((text) => code.test(text))).toEqual([]);
  });

  it('shows a list of search words as the words, not one box per word called "Item"', () => {
    const keywords = pageFields(collections.find((c) => c.folder)!).find((f) => f.name === 'keywords')!;
    expect(keywords).toMatchObject({ widget: 'list', label: 'Search words' });
    expect(keywords.field).toBeUndefined();
  });

  it("puts the school's logo on the login screen and its name in the page title", () => {
    expect(config.logo).toEqual({ src: '/images/logo.svg' });
    expect(adminHtml()).toContain('<title>Web editor · Example International College</title>');
  });
});

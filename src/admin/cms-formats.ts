/**
 * Loaded by /admin after Decap CMS (a classic script, so it runs before Decap reads its config):
 * the "yaml-list" format for data files that are a list at the top (the hero, testimonials,
 * gallery, partners). Decap's forms need an object at the top (decap-cms#531), so the list is
 * shown as the field "items" and written back as the bare list.
 */
import { parse, stringify } from 'yaml';

interface DecapGlobal {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: unknown): string }): void;
}

const cms = (window as unknown as { CMS: DecapGlobal }).CMS;
cms.registerCustomFormat('yaml-list', 'yml', {
  fromFile: (text) => ({ items: parse(text) ?? [] }),
  toFile: (data) => stringify((data as { items?: unknown[] }).items ?? [], { lineWidth: 0 }),
});

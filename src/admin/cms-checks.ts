/**
 * Loaded by /admin after Decap CMS: what happens around a save.
 * - preSave: keys the office should not invent (a gallery photo's id) are given the next free
 *   number; then the file as it will be written goes through the build's own checks (the dev
 *   server's POST /admin/check, src/build/cms-check.ts). A mistake stops the save and is shown
 *   in the build's words (file, line, field, what to write); the file on disk is left as it was.
 * - postPublish: the entry is opened again from disk, so the form compares later changes with
 *   what the file now holds (Decap compares with the entry as first opened: changing a field back
 *   after a publish would otherwise look saved while the file still held the old value).
 */
import { fileText, type EntryData } from './cms-formats.ts';
import { siteData } from './site-data.ts';

/** The parts of Decap's entry (an Immutable.js map) used here. */
interface ImmutableMap {
  get(key: string): unknown;
  setIn(path: (string | number)[], value: unknown): ImmutableMap;
  toJS(): unknown;
}
interface EventHandler {
  name: string;
  handler: (event: { entry: ImmutableMap }) => unknown;
}
type Phrases = { [key: string]: string | Phrases };
interface DecapGlobal {
  registerEventListener(listener: EventHandler): void;
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
}
const cms = (window as unknown as { CMS: DecapGlobal }).CMS;

// Decap's own words the office meets, in the office's words (src/config/editor-words.yml, "decap").
const english = cms.getLocale?.('en');
if (english) {
  for (const [where, text] of Object.entries(siteData.decap)) {
    const keys = where.split('.');
    let node: Phrases = english;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Phrases;
    node[keys.at(-1)!] = text;
  }
  cms.registerLocale('en', english);
}

type Path = (string | number)[];

/** Lists of items with a numeric `id`: the path of each item whose id is empty, with the next free number. */
export function missingIds(data: unknown, at: Path = []): { path: Path; id: number }[] {
  if (Array.isArray(data)) {
    const items = data.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object' && !Array.isArray(item));
    const hasIds =
      items.length > 0 &&
      items.some((item) => typeof item.id === 'number') &&
      items.every((item) => 'id' in item || Object.keys(item).length > 0);
    const found: { path: Path; id: number }[] = [];
    if (hasIds) {
      let next = Math.max(0, ...items.map((item) => (typeof item.id === 'number' ? item.id : 0))) + 1;
      data.forEach((item, i) => {
        const id = (item as Record<string, unknown> | null)?.id;
        if (item && typeof item === 'object' && (id === undefined || id === null || id === ''))
          found.push({ path: [...at, i, 'id'], id: next++ });
      });
    }
    data.forEach((item, i) => found.push(...missingIds(item, [...at, i])));
    return found;
  }
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => missingIds(value, [...at, key]));
  return [];
}

/** Photos uploaded with the entry and not yet written (they are saved with it). */
function uploads(entry: ImmutableMap): string[] {
  const files = (entry.get('mediaFiles') as ImmutableMap | undefined)?.toJS() as { path?: string }[] | undefined;
  return (files ?? []).map((f) => f.path ?? '').filter(Boolean);
}

/** Where a new page will be saved, near enough for its check: its folder and a file name made from its title (a post's starts with its date). */
export function newPageFile(collection: string, data: EntryData): string {
  const folder = siteData.pageFolders[collection];
  if (!folder) return `${collection}: new entry`;
  const words = String(data.title ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  const date = typeof data.date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(data.date) ? `${data.date.slice(0, 10)}-` : '';
  return `${folder}/${date}${words || 'new-page'}.mdx`;
}

/** Raised to stop a save; Decap shows "…: <name>: <message>". */
class NotSaved extends Error {
  constructor(problems: string[]) {
    super(`\n${problems.join('\n')}`);
    this.name = siteData.messages.notSaved ?? 'Nothing was saved';
  }
}

cms.registerEventListener({
  name: 'preSave',
  async handler({ entry }) {
    let data = entry.get('data') as ImmutableMap;
    for (const { path, id } of missingIds(data.toJS())) data = data.setIn(path, id);
    const file = (entry.get('path') as string | undefined) || newPageFile(String(entry.get('collection')), data.toJS() as EntryData);
    const text = fileText(data.toJS() as EntryData);
    const answer = await fetch('/admin/check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ file, text, uploads: uploads(entry) }),
    }).catch(() => null);
    // No checker (the live site: the pull request's check does it), or it failed: save as Decap would.
    if (answer?.ok) {
      const { problems } = (await answer.json()) as { problems: string[] };
      if (problems.length) throw new NotSaved(problems);
    }
    return data;
  },
});

/** Resolves when the editor's form has left the page (Decap discards its draft then). */
function formGone(): Promise<void> {
  return new Promise((resolve) => {
    const gone = () => !document.querySelector('[class*="ControlPaneContainer"], [class*="EditorControlPane"]');
    if (gone()) return resolve();
    const observer = new MutationObserver(() => {
      if (!gone()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

cms.registerEventListener({
  name: 'postPublish',
  handler({ entry }) {
    const entryHash = location.hash;
    const collection = String(entry.get('collection'));
    // After Decap has finished its own steps of the publish (this handler runs inside them).
    setTimeout(() => {
      if (location.hash !== entryHash) return; // a new entry: Decap opens it from disk itself
      location.replace(`#/collections/${collection}`);
      void formGone().then(() => location.replace(entryHash));
    }, 0);
  },
});

/**
 * What file an entry of the editor becomes: where a new page is saved, and the keys the office should
 * not have to invent (a gallery photo's number), filled in before the save and its check.
 */
import { siteData } from './site-data.ts';

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

/** Where a new page will be saved, near enough for its check: its folder and a file name made from its title (a post's starts with its date). */
export function newPageFile(collection: string, data: Record<string, unknown>): string {
  const folder = siteData.pageFolders[collection];
  if (!folder) return `${collection}: new entry`;
  const words = String(data.title ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  const date = typeof data.date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(data.date) ? `${data.date.slice(0, 10)}-` : '';
  return `${folder}/${date}${words || 'new-page'}.mdx`;
}

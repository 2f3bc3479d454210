/**
 * What a page's route module tells the document around it (`export const handle`, written by the
 * build for every MDX page: src/build/site-plugin.ts; read in src/app/root.tsx).
 */
export interface PageHandle {
  /** One of the page's islands wakes at load (the hero, the gallery): the boot script is wanted at once. */
  islandAtLoad: boolean;
}

/** Whether a matched route's handle asks for the boot script at once. */
export function wantsBootAtOnce(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as Partial<PageHandle>).islandAtLoad === true;
}

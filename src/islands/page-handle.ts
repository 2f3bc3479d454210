/**
 * What a page's route module tells the document around it (`export const handle`, written by the
 * build for every MDX page, src/build/plugins/site-plugin.ts, and by hand in src/app/routes/not-found.tsx;
 * read in src/app/document.tsx).
 */
export interface PageHandle {
  /** The page has islands: its inline script holds presses for them (src/islands/early-islands.ts). */
  islands: boolean;
  /**
   * The boot script is wanted at once, not after the first paint: one of the page's islands wakes
   * at load (the search results), or the page may send the visitor elsewhere (the 404 page).
   */
  bootAtOnce: boolean;
}

/**
 * What the service worker (./service-worker.ts) and a page (src/islands/saved-copy-watch.ts) say to
 * each other about a page the worker answered from its saved copy, because the network was too slow
 * or not there. Types and three short strings only: both sides bundle this.
 */

/** A page asks, with a port for the answer: was I answered from a saved copy? (The copy, or null.) */
export const ASK_SAVED_COPY = 'saved-copy?';
/** A page asks for the newer copy the worker now holds: its next load is answered from the cache at once. */
export const SHOW_NEWER = 'show-newer';

/**
 * - `checking`: the saved copy is shown, the network is still being waited for;
 * - `offline`: the network failed: the saved copy is all there is;
 * - `newer`: the network has brought a different copy, now saved;
 * - `current`: the network has brought the same page: the copy shown is up to date.
 */
export type SavedCopyState = 'checking' | 'offline' | 'newer' | 'current';

export type SavedCopy = {
  type: 'saved-copy';
  state: SavedCopyState;
  /** When the copy shown was fetched: its response's Date header, if it had one. */
  saved: string | null;
};

export function isSavedCopy(data: unknown): data is SavedCopy {
  return (data as SavedCopy | null)?.type === 'saved-copy';
}

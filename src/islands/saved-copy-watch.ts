/**
 * A page the service worker answered from its saved copy (src/worker/saved-copies.ts) says so: the
 * boot script listens for what the network brings, and asks the worker how the page was answered.
 * Only for such a page is the notice's code fetched (./saved-copy-notice.ts, precached by the worker,
 * so it shows offline too); a page the network answered costs this listener only.
 */
import { isSavedCopy, type SavedCopy } from '../worker/saved-copy-message';
import { askSavedCopy } from './saved-copy-ask';

export function watchSavedCopy(): void {
  const worker = navigator.serviceWorker;
  if (!worker?.controller) return;
  const show = (copy: SavedCopy) => import('./saved-copy-notice').then((notice) => notice.showSavedCopy(copy)).catch(() => undefined);
  worker.addEventListener('message', ({ data }) => isSavedCopy(data) && show(data));
  askSavedCopy(worker.controller, show);
}

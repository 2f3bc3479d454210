/**
 * Asks the service worker how it answered this page (src/worker/saved-copies.ts): `told` hears of a
 * saved copy, and nothing is heard of a page the network answered. Used by the page's inline script
 * (./boot-loading.ts) and the boot script (./saved-copy-watch.ts): a few bytes.
 */
import { ASK_SAVED_COPY, isSavedCopy, type SavedCopy } from '../worker/saved-copy-message';

export function askSavedCopy(worker: ServiceWorker, told: (copy: SavedCopy) => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = ({ data }) => isSavedCopy(data) && told(data);
  worker.postMessage(ASK_SAVED_COPY, [channel.port2]);
}

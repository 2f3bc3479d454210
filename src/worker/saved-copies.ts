/// <reference lib="webworker" />
/**
 * Never a silent stale page: when the pages' NetworkFirst strategy answers a page from its cache (the
 * network took longer than its timeout, or failed), the page is told so, with the copy's date, and
 * told again when the network has settled it: a newer copy saved, the same page, or no network.
 * Workbox's strategy does the caching; this only watches it, through its plugin hooks
 * (`cachedResponseWillBeUsed`, `fetchDidFail`, `fetchDidSucceed`, `cacheDidUpdate`).
 * Workbox's BroadcastUpdatePlugin was not enough: it tells every tab, only when a copy changed, and
 * judges that by headers (a rebuilt but identical page gets a new ETag); here the one page answered
 * from its cache is told every outcome, judged by the page's text.
 */
import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types.js';
import type { Strategy } from 'workbox-strategies';
import { ASK_SAVED_COPY, SHOW_NEWER, type SavedCopy } from './saved-copy-message';

declare const self: ServiceWorkerGlobalScope;

/** The pages answered from their saved copy, by their client's id, and what they were last told. */
const copies = new Map<string, SavedCopy>();
/** At most this many are remembered (a page that never asks, with script off, is forgotten). */
const REMEMBERED = 50;
/** Pages whose newer copy was asked for: their next load is answered from the cache. */
const showFromCache = new Set<string>();
/** Ends the wait of a page load answered from its copy (see `keepAlive`), by its client's id. */
const waits = new Map<string, () => void>();
/** The page loads whose network failed. */
const failed = new WeakSet<ExtendableEvent>();

/** The page a navigation makes (its client exists once the response arrives). */
function clientOf(event: ExtendableEvent | undefined): string | undefined {
  if (!(event instanceof FetchEvent) || event.request.mode !== 'navigate') return undefined;
  return event.resultingClientId || event.clientId || undefined;
}

function tell(id: string, copy: SavedCopy): void {
  copies.delete(id);
  copies.set(id, copy);
  if (copies.size > REMEMBERED) copies.delete(copies.keys().next().value!);
  // Before the page exists there is no client: it asks itself when its script runs.
  void self.clients.get(id).then((client) => client?.postMessage(copy));
}

function settle(event: ExtendableEvent | undefined, state: 'offline' | 'newer' | 'current'): void {
  const id = clientOf(event);
  const copy = id && copies.get(id);
  if (!id || !copy || copy.state !== 'checking') return;
  tell(id, { ...copy, state });
  waits.get(id)?.();
  waits.delete(id);
}

/**
 * The page load's event lasts until the network has settled its copy: the strategy's own wait ends
 * with its answer, and the browser would then cancel the navigation preload still on its way (and
 * may stop the worker), so the newer copy would never arrive.
 */
function keepAlive(event: ExtendableEvent, id: string): void {
  try {
    event.waitUntil(new Promise<void>((resolve) => waits.set(id, resolve)));
  } catch {
    // The event is over already: nothing can be kept.
  }
}

/** The network failed (or answered with an error) for this page: what it shows is all there is. */
function networkFailed(event: ExtendableEvent | undefined): void {
  if (!event) return;
  failed.add(event);
  settle(event, 'offline');
}
/**
 * For the pages' NetworkFirst strategy. The network's answer reaches the plugin hooks as a fetch
 * (`fetchDidSucceed`, `fetchDidFail`), or, with navigation preload, as the browser's preloaded
 * response, which they do not see: that one is watched here.
 */
export const savedCopyPlugin: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ event, cachedResponse }) {
    const id = clientOf(event);
    if (!id || !cachedResponse || copies.has(id)) return cachedResponse;
    const offline = failed.has(event!);
    tell(id, { type: 'saved-copy', state: offline ? 'offline' : 'checking', saved: cachedResponse.headers.get('date') });
    if (offline) return cachedResponse;
    keepAlive(event!, id);
    const preloaded = (event as FetchEvent).preloadResponse as Promise<Response | undefined> | undefined;
    preloaded?.then(
      (response) => response && isError(response) && networkFailed(event),
      () => networkFailed(event),
    );
    return cachedResponse;
  },
  async fetchDidFail({ event }) {
    networkFailed(event);
  },
  async fetchDidSucceed({ event, response }) {
    if (isError(response)) networkFailed(event);
    return response;
  },
  async cacheDidUpdate({ event, oldResponse, newResponse }) {
    const id = clientOf(event);
    if (!id || copies.get(id)?.state !== 'checking') return;
    const same = oldResponse && (await oldResponse.text()) === (await newResponse.text());
    settle(event, same ? 'current' : 'newer');
  },
};

/** An answer that is not the page (a redirect is: the browser follows it). */
function isError(response: Response): boolean {
  return response.status >= 400;
}

/** The pages' route: `network` (NetworkFirst with savedCopyPlugin), or `cached` right after the page asked for its newer copy. */
export function pagesHandler(network: Strategy, cached: Strategy): RouteHandlerCallback {
  return ({ event, request }) => (showFromCache.delete(withoutHash(request.url)) ? cached : network).handle({ event, request });
}

function withoutHash(url: string): string {
  return url.split('#')[0];
}

/** A page's questions (src/islands/saved-copy-watch.ts, saved-copy-notice.ts). */
export function answerPages(): void {
  self.addEventListener('message', (event) => {
    const page = event.source;
    if (!(page instanceof WindowClient)) return;
    if (event.data === ASK_SAVED_COPY) event.ports[0]?.postMessage(copies.get(page.id) ?? null);
    else if (event.data === SHOW_NEWER) {
      showFromCache.add(withoutHash(page.url));
      copies.delete(page.id);
      event.ports[0]?.postMessage(SHOW_NEWER);
    }
  });
}

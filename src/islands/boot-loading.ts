/**
 * When the page's inline script (./early.ts, ./early-islands.ts) fetches the boot script
 * (./boot.ts): once the page has loaded and painted, at once when the visitor reaches for the page
 * first (a pointer, a touch, a key or a focus: the search, the next page and the menu are wanted
 * now) or when the page asks for it at once (`data-boot-at-once`), and never in between: on a slow
 * phone the stylesheet and photos are not kept waiting behind it, and no script file is fetched
 * before the first paint. Returns the request, for the islands' script to make sooner.
 */
import { askSavedCopy } from './saved-copy-ask';
import { afterLoadAndFirstPaint } from './wake-at-load';

export function loadBootWhenWanted(script: HTMLScriptElement, onError: (error: Error) => void = () => undefined): () => void {
  let requested = false;
  const requestBoot = () => {
    if (requested) return;
    requested = true;
    const boot = document.createElement('script');
    boot.type = 'module';
    boot.src = script.dataset.boot ?? '';
    boot.onerror = () => onError(new Error(`The boot script ${boot.src} could not load`));
    document.head.append(boot);
  };
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown'])
    document.addEventListener(type, requestBoot, { capture: true, passive: true, once: true });
  if (script.dataset.bootAtOnce !== undefined) requestBoot();
  // A browser that reports no paints (Safari before 14.1) fetches it at the load event.
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) afterLoadAndFirstPaint(requestBoot);
  else addEventListener('load', requestBoot);
  bootAtOnceIfSavedCopy(requestBoot);
  return requestBoot;
}

/**
 * A page the service worker answered from its saved copy wants the boot script at once, which says so
 * (./saved-copy-watch.ts): the photos a load event waits for may be on the slow network. Asked here,
 * in the page's <head>, the worker's answer arrives as the page is read (it knows before it answers).
 */
function bootAtOnceIfSavedCopy(requestBoot: () => void): void {
  try {
    const worker = navigator.serviceWorker?.controller;
    if (worker) askSavedCopy(worker, requestBoot);
  } catch {
    // A browser that refuses the worker's API here (storage blocked) has no saved copies either.
  }
}

/**
 * No press lost: a press on an island that has not woken yet (React and the widget's code still on
 * their way, seconds on a slow phone) is kept here and replayed on the same control once the
 * island is awake, so it takes effect once, as if the island had been awake.
 *
 * Why here and not an early hydrateRoot: React can replay a press only on a root it is already
 * hydrating, and hydrateRoot needs React itself, which is most of what is still downloading.
 * Until this module arrives, the page's inline script holds a press for it (./early-islands.ts),
 * then lends it the code that tells a press and marks it pending (`EarlyRuntime`, ./schedule.ts).
 *
 * What counts as a press: ./presses.ts. Only the latest press of each island is kept.
 */
import type { Press } from './presses';
import type { EarlyRuntime } from './schedule';

const kept = new WeakMap<HTMLElement, Press>();
const failed = new WeakSet<HTMLElement>();
let runtime: EarlyRuntime;

/** Takes what the page's inline script lends (./schedule.ts calls it first). */
export function lendPressRuntime(lent: EarlyRuntime): void {
  runtime = lent;
}

/** Keeps the island's latest press (a new one replaces the one before) and wakes the island. */
export function keepPress(island: HTMLElement, press: Press, wake: (island: HTMLElement) => void): void {
  if (failed.has(island)) return runtime.showWakeFailure(island, press.control);
  const previous = kept.get(island);
  if (previous && previous.control !== press.control) runtime.clearPending(previous.control);
  kept.set(island, press);
  runtime.markPending(press.control);
  wake(island);
}

/** Listens (capturing, on the document, so nothing else sees the press first) and wakes the island pressed. */
export function keepPresses(wake: (island: HTMLElement) => void): void {
  const { PRESS_EVENTS, pressOf, sleepingIsland } = runtime;
  const listener = (event: Event) => {
    const island = sleepingIsland(event.target);
    const press = island && pressOf(event, island);
    if (!island || !press) return;
    event.preventDefault();
    event.stopPropagation();
    keepPress(island, press, wake);
  };
  for (const type of PRESS_EVENTS) document.addEventListener(type, listener, true);
}

/**
 * Runs once the island has been still for a frame (at most ~10 frames): a widget may settle over
 * a few renders after it wakes (a carousel's engine starts in an effect of the render after).
 */
function whenSettled(island: HTMLElement, run: () => void): void {
  let changed = false;
  let frames = 0;
  const observer = new MutationObserver(() => (changed = true));
  observer.observe(island, { subtree: true, childList: true, attributes: true, characterData: true });
  const check = () => {
    if (changed && ++frames < 10) {
      changed = false;
      return requestAnimationFrame(() => setTimeout(check));
    }
    observer.disconnect();
    run();
  };
  requestAnimationFrame(() => setTimeout(check));
}

/** The island is awake (its first render committed): its kept press takes effect, once, when it has settled. */
export function replayPress(island: HTMLElement): void {
  if (kept.has(island)) whenSettled(island, () => replayNow(island));
}

function replayNow(island: HTMLElement): void {
  const press = kept.get(island);
  if (!press) return;
  kept.delete(island);
  const { control, submit, submitter } = press;
  runtime.clearPending(control);
  // Never on a control that is gone or can no longer be used (the island re-rendered without it).
  if (!control.isConnected || !island.contains(control) || control.checkVisibility?.() === false) return;
  if (submit && control instanceof HTMLFormElement) {
    const by =
      submitter instanceof HTMLButtonElement && submitter.type === 'submit' && submitter.form === control && !submitter.disabled
        ? submitter
        : null;
    control.requestSubmit(by);
  } else if (!control.matches(':disabled')) {
    control.click();
  }
}

/** The island's code could not load: a kept press says so, and so does every later one. */
export function pressFailed(island: HTMLElement): void {
  failed.add(island);
  const press = kept.get(island);
  kept.delete(island);
  if (press) runtime.showWakeFailure(island, press.control);
}

/**
 * Decides when each island on the page hydrates (its `data-hydrate`, from the widget registry):
 * 'load' at once, 'visible' when scrolled near, 'idle' when the browser is free, 'interaction' at
 * the first press or focus inside it (every island also wakes at that). Nothing here
 * loads React: React (./hydrate-root.ts with it) is fetched only when an island wakes.
 * A press that reaches an island before it is awake is kept and replayed (./press-replay.ts).
 */
import { hydrateIsland } from './hydrate';
import { keepPress, keepPresses, pressFailed, replayPress, lendPressRuntime } from './press-replay';
import type * as presses from './presses';
import type * as wakeAtLoad from './wake-at-load';
import type * as wakeStatus from './wake-status';

/** What the page's inline script saw before this module listened: an island woken (focus, pointer) and maybe pressed. */
export interface Held {
  island: HTMLElement;
  press: presses.Press | null;
}

/**
 * What the inline script lends this module and ./press-replay.ts when it hands over: the code that
 * tells a press, marks it pending or failed, and decides when an island wakes. It is already on
 * the page, so this file does not carry it again.
 */
export type EarlyRuntime = Pick<typeof presses, 'PRESS_EVENTS' | 'pressOf' | 'sleepingIsland'> &
  Pick<typeof wakeStatus, 'markPending' | 'clearPending' | 'showWakeFailure'> &
  Pick<typeof wakeAtLoad, 'afterLoadAndFirstPaint' | 'wantedAtLoad'>;

function start(element: HTMLElement): void {
  if (element.dataset.hydrating) return;
  element.dataset.hydrating = 'true';
  hydrateIsland(element).then(
    () => replayPress(element),
    (error: unknown) => {
      console.error(error);
      pressFailed(element);
    },
  );
}

const idle = (run: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1);
};

export function scheduleIslands(held: Held[], runtime: EarlyRuntime): void {
  const { afterLoadAndFirstPaint, wantedAtLoad } = runtime;
  lendPressRuntime(runtime);
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (elements.length) keepPresses(start);
  for (const { island, press } of held) {
    if (press) keepPress(island, press, start);
    else start(island);
  }
  const near =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer.unobserve(entry.target);
              const island = entry.target.closest<HTMLElement>('[data-island]');
              if (island) start(island);
            }
          },
          { rootMargin: '300px 0px' },
        )
      : undefined;
  for (const element of elements) {
    const when = element.dataset.hydrate;
    // A press or a key inside an island that has not woken yet wakes it.
    element.addEventListener('pointerdown', () => start(element), { once: true });
    element.addEventListener('focusin', () => start(element), { once: true });
    const wanted = wantedAtLoad(element);
    if (when === 'interaction' && !wanted) continue;
    // The wrapper has no box of its own (display: contents): watch what it holds.
    if (when === 'visible' && near) near.observe(element.firstElementChild ?? element);
    else if (when === 'idle' && !wanted) afterLoadAndFirstPaint(() => idle(() => start(element)));
    else start(element);
  }
}

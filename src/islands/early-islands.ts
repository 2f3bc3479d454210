/**
 * The inline script of a page with islands (src/build/generate/early-script.ts writes it into the <head>,
 * so it listens before any of the page can be pressed, yet costs no request before the first paint):
 * - it fetches the boot script when it is wanted (./boot-loading.ts), or at once when an island is
 *   reached or must wake;
 * - it holds what reaches an island that has not woken (a focus, a pointer, a press) until the
 *   islands' scheduler (./schedule.ts) listens, fetched through the boot script: a press is stopped
 *   (a prerendered button would do nothing), shows it is pending, and is handed over to be replayed.
 *   If the code cannot load, a press says so as the island's own code would (./wake-status.ts).
 */
import { loadBootWhenWanted } from './boot-loading';
import { PRESS_EVENTS, pressOf, sleepingIsland } from './presses';
import type { EarlyRuntime, Held } from './schedule';
import { afterLoadAndFirstPaint, wakesAtOnce, wakesUnasked, wantedAtLoad } from './wake-at-load';
import { clearPending, markPending, showWakeFailure } from './wake-status';

export type LoadScheduler = () => Promise<typeof import('./schedule')>;

declare global {
  interface Window {
    /** Set here; the boot script calls it with its way to fetch the scheduler (./boot.ts). */
    wakeIslandsWith?: (load: LoadScheduler) => void;
  }
}

const held: Held[] = [];
const holdTypes = ['pointerdown', 'focusin', ...PRESS_EVENTS];
let loadScheduler: LoadScheduler | undefined;
let schedulerWanted = false;
let schedulerStarted = false;
let failed = false;

function fail(error: unknown): void {
  console.error(error);
  failed = true;
  for (const { island, press } of held) if (press) showWakeFailure(island, press.control);
}

const requestBoot = loadBootWhenWanted(document.currentScript as HTMLScriptElement, fail);

/**
 * Fetches the scheduler once it is wanted and the boot script has lent the way to it (it does so
 * once the page has been read, whenParsed in ./boot.ts, so the scheduler lists every island).
 */
function startScheduler(): void {
  if (!schedulerWanted || !loadScheduler || schedulerStarted) return;
  schedulerStarted = true;
  loadScheduler().then(({ scheduleIslands }) => {
    for (const type of holdTypes) document.removeEventListener(type, hold, true);
    const runtime: EarlyRuntime = {
      PRESS_EVENTS,
      pressOf,
      sleepingIsland,
      markPending,
      clearPending,
      showWakeFailure,
      afterLoadAndFirstPaint,
      wantedAtLoad,
    };
    scheduleIslands(held, runtime);
  }, fail);
}

/** The scheduler is wanted: fetched now if the boot script has arrived, or as soon as it does. */
function wakeIslands(): void {
  schedulerWanted = true;
  requestBoot();
  startScheduler();
}

function hold(event: Event): void {
  const island = sleepingIsland(event.target);
  if (!island) return;
  const press = pressOf(event, island);
  if (press) {
    event.preventDefault();
    event.stopPropagation();
    if (failed) return showWakeFailure(island, press.control);
    markPending(press.control);
  } else if (event.type === 'click' || event.type === 'keydown') return; // a link, or a key that acts on nothing yet
  held.push({ island, press });
  wakeIslands();
}

window.wakeIslandsWith = (load) => {
  loadScheduler = load;
  startScheduler();
};

for (const type of holdTypes) document.addEventListener(type, hold, true);
document.addEventListener('DOMContentLoaded', () => {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (islands.some(wakesAtOnce)) wakeIslands();
  // Islands that wake when the browser is idle or when scrolled near: their scheduler is fetched
  // after the page's load event and its first paint.
  else if (islands.some(wakesUnasked)) afterLoadAndFirstPaint(wakeIslands);
});

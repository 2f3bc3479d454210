/**
 * No press lost: a press on an island that has not woken yet (React and the widget's code still on
 * their way, seconds on a slow phone) is kept here and replayed on the same control once the
 * island is awake, so it takes effect once, as if the island had been awake.
 *
 * Why here and not an early hydrateRoot: React can replay a press only on a root it is already
 * hydrating, and hydrateRoot needs React itself, which is most of what is still downloading.
 * These few lines in the boot script are there from the first paint.
 *
 * Kept: a click (a tap, Enter or Space on a button give one) on a control that acts, a form's
 * submission, and Enter in a single-line field (which submits the form once it is awake). Links
 * are not kept: they work without the island's code (in-page anchors, photo files), which is also
 * what a visitor gets when the code cannot load. Only the latest press of each island is kept.
 */
import { markPending, showWakeFailure, clearPending } from './wake-status';

interface Press {
  control: HTMLElement;
  /** A form's submission (replayed with requestSubmit) rather than a click. */
  submit: boolean;
  submitter?: HTMLElement | null;
}

const ACTS =
  'button, input[type="submit"], input[type="button"], input[type="reset"], input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"]';
/** Fields where Enter submits the form (implicit submission). */
const SINGLE_LINE = /^(text|email|tel|url|search|number|password|date|month|week|time|datetime-local)$/;

const kept = new WeakMap<HTMLElement, Press>();
const failed = new WeakSet<HTMLElement>();

function sleepingIsland(target: EventTarget | null): HTMLElement | null {
  const island = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
  return island && island.dataset.hydrated !== 'true' ? island : null;
}

/** Listens (capturing, on the document, so nothing else sees the press first) and wakes the island pressed. */
export function keepPresses(wake: (island: HTMLElement) => void): void {
  const keep = (event: Event, island: HTMLElement, press: Press) => {
    event.preventDefault();
    event.stopPropagation();
    if (failed.has(island)) return showWakeFailure(island, press.control);
    const previous = kept.get(island);
    if (previous && previous.control !== press.control) clearPending(previous.control);
    kept.set(island, press);
    markPending(press.control);
    wake(island);
  };
  document.addEventListener(
    'click',
    (event) => {
      const island = sleepingIsland(event.target);
      const control = island && (event.target as Element).closest<HTMLElement>(ACTS);
      if (!island || !control || !island.contains(control) || control.matches(':disabled')) return;
      keep(event, island, { control, submit: false });
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const island = sleepingIsland(event.target);
      if (island) keep(event, island, { control: event.target as HTMLFormElement, submit: true, submitter: event.submitter });
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const field = event.target;
      if (
        event.key !== 'Enter' ||
        event.isComposing ||
        !(field instanceof HTMLInputElement) ||
        !field.form ||
        !SINGLE_LINE.test(field.type)
      )
        return;
      const island = sleepingIsland(field);
      if (island) keep(event, island, { control: field.form, submit: true });
    },
    true,
  );
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
  clearPending(control);
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
  if (press) showWakeFailure(island, press.control);
}

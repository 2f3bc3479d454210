/**
 * What counts as a press on an island that has not woken (read by the page's inline script,
 * ./early-islands.ts, which holds presses until ./schedule.ts arrives, and by ./press-replay.ts,
 * which keeps them until the island is awake): a click (a tap, Enter or Space on a button give one) on a control that acts, a form's
 * submission, and Enter in a single-line field (which submits the form once it is awake). Links
 * are not presses: they work without the island's code; nor is sending a form that has an action
 * (the results page's search): the browser sends it at once, as it would without script.
 */
export interface Press {
  control: HTMLElement;
  /** A form's submission (replayed with requestSubmit) rather than a click. */
  submit: boolean;
  submitter?: HTMLElement | null;
}

export const PRESS_EVENTS = ['click', 'submit', 'keydown'] as const;

const ACTS =
  'button, input[type="submit"], input[type="button"], input[type="reset"], input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"]';
/** Fields where Enter submits the form (implicit submission). */
const SINGLE_LINE = /^(text|email|tel|url|search|number|password|date|month|week|time|datetime-local)$/;

/** The island (not yet awake) an event happened in. */
export function sleepingIsland(target: EventTarget | null): HTMLElement | null {
  const island = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
  return island && island.dataset.hydrated !== 'true' ? island : null;
}

const sendsItself = (form: HTMLFormElement | null | undefined): boolean => Boolean(form?.hasAttribute('action'));

/** The press an event is, inside `island`, or null (a focus or pointerdown is never one). */
export function pressOf(event: Event, island: HTMLElement): Press | null {
  const target = event.target as Element;
  if (event.type === 'submit') {
    const form = target as HTMLFormElement;
    return sendsItself(form) ? null : { control: form, submit: true, submitter: (event as SubmitEvent).submitter };
  }
  if (event.type === 'click') {
    const control = target.closest<HTMLElement>(ACTS);
    if (!control || !island.contains(control) || control.matches(':disabled')) return null;
    const sends = (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit';
    return sends && sendsItself((control as HTMLButtonElement).form) ? null : { control, submit: false };
  }
  const { key, isComposing } = event as KeyboardEvent;
  return key === 'Enter' &&
    !isComposing &&
    target instanceof HTMLInputElement &&
    SINGLE_LINE.test(target.type) &&
    target.form &&
    !sendsItself(target.form)
    ? { control: target.form, submit: true }
    : null;
}

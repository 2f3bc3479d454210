/**
 * What counts as a press on an island that has not woken (read by the boot script, which holds
 * presses until ./schedule.ts arrives, and by ./press-replay.ts, which keeps them until the island
 * is awake): a click (a tap, Enter or Space on a button give one) on a control that acts, a form's
 * submission, and Enter in a single-line field (which submits the form once it is awake). Links
 * are not presses: they work without the island's code.
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

/** The press an event is, inside `island`, or null. */
export function pressOf(event: Event, island: HTMLElement): Press | null {
  const target = event.target as Element;
  if (event.type === 'submit') return { control: target as HTMLFormElement, submit: true, submitter: (event as SubmitEvent).submitter };
  if (event.type === 'click') {
    const control = target.closest<HTMLElement>(ACTS);
    return control && island.contains(control) && !control.matches(':disabled') ? { control, submit: false } : null;
  }
  const { key, isComposing } = event as KeyboardEvent;
  return key === 'Enter' && !isComposing && target instanceof HTMLInputElement && target.form && SINGLE_LINE.test(target.type)
    ? { control: target.form, submit: true }
    : null;
}

/** What a press on an island that has not woken may act on (shared by the boot script and ./press-replay.ts). */
export const ACTS =
  'button, input[type="submit"], input[type="button"], input[type="reset"], input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"]';
/** Fields where Enter submits the form (implicit submission). */
export const SINGLE_LINE = /^(text|email|tel|url|search|number|password|date|month|week|time|datetime-local)$/;

/**
 * What the page's inline script (./early-islands.ts) lends the islands' scheduler and press
 * replay (./schedule.ts, ./press-replay.ts) when it hands over: the code that tells a press, marks
 * it pending or failed, and decides when an island wakes. The inline script already carries it, so
 * the scheduler's file does not carry it again. Types only here: the code is the inline script's.
 */
import type * as presses from './presses';
import type * as wakeAtLoad from './wake-at-load';
import type * as wakeStatus from './wake-status';

export type EarlyRuntime = Pick<typeof presses, 'PRESS_EVENTS' | 'pressOf' | 'sleepingIsland'> &
  Pick<typeof wakeStatus, 'markPending' | 'clearPending' | 'showWakeFailure'> &
  Pick<typeof wakeAtLoad, 'afterLoadAndFirstPaint' | 'wantedAtLoad'>;

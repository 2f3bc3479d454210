/**
 * Whether an island wakes without being asked (read by the boot script, which fetches the scheduler
 * only then or at the first focus or press inside an island, and by ./schedule.ts).
 */

/** Something kept in the browser for this island (a draft), or asked of it by the address. */
export function wantedAtLoad(element: HTMLElement): boolean {
  const { wakeStored, wakeQuery } = element.dataset;
  const params = new URLSearchParams(location.search);
  if (wakeQuery?.split(' ').some((name) => params.has(name))) return true;
  try {
    return Boolean(wakeStored && localStorage.getItem(wakeStored));
  } catch {
    return false; // storage blocked (private mode): nothing can be kept there either
  }
}

/** An island that wakes on its own (at load, when idle or scrolled near), not only at a focus or press. */
export const wakesUnasked = (element: HTMLElement): boolean => element.dataset.hydrate !== 'interaction' || wantedAtLoad(element);

/** An island that wakes as soon as the page is read (the search results), not once it has loaded. */
export const wakesAtOnce = (element: HTMLElement): boolean => element.dataset.hydrate === 'load' || wantedAtLoad(element);

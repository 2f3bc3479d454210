/**
 * Whether and when an island wakes without being asked (read by the page's inline script,
 * ./early-islands.ts, which fetches the scheduler only then or at the first focus or press inside an
 * island, and by ./schedule.ts), and when the page is ready for a script that reads it whole.
 */

/**
 * Calls `run` once the page has been read to its end. A script added by another (the boot script,
 * fetched at a first touch or at once) may run before then, not only after, as one in the HTML does.
 */
export function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

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

/**
 * Calls `run` once the page's load event has fired and it has painted its first text or image (a
 * busy phone may paint well after load, a fast connection load before the paint), so an island's
 * code never shares the line with the first paint and the photos. Browsers that do not report
 * paints (Safari before 14.1) never call it: their islands wake at a press, as on the contact page.
 */
export function afterLoadAndFirstPaint(run: () => void): void {
  const afterPaint = () =>
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      run();
    }).observe({ type: 'paint', buffered: true });
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint); // the load event fires once
}

/** An island that wakes as soon as the page is read (the search results), not once it has loaded. */
export const wakesAtOnce = (element: HTMLElement): boolean => element.dataset.hydrate === 'load' || wantedAtLoad(element);

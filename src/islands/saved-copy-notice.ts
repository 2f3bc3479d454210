/**
 * The notice on a page shown from its saved copy (./saved-copy-watch.ts): what the copy is and how
 * old, while the network is awaited; "Show the newer page" once a newer copy has arrived; gone once
 * the network brought the same page. A polite status for screen readers; fixed to the bottom of the
 * window, so the page's text does not move (styles: .saved-copy in src/styles/global.css).
 */
import { SHOW_NEWER, type SavedCopy } from '../worker/saved-copy-message';

let notice: { box: HTMLElement; status: HTMLElement; show: HTMLButtonElement } | undefined;
let latest: SavedCopy;

function create(): NonNullable<typeof notice> {
  const box = document.createElement('aside');
  box.className = 'saved-copy';
  box.setAttribute('aria-label', 'Saved copy');
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const show = document.createElement('button');
  show.type = 'button';
  show.textContent = 'Show the newer page';
  show.hidden = true;
  show.addEventListener('click', showNewer);
  box.append(status, show);
  document.body.append(box);
  return { box, status, show };
}

/** "28 November" (with the year when it is not this one), in the visitor's time. */
function dayOf(saved: string | null): string {
  const date = saved ? new Date(saved) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const year = date.getFullYear() === new Date().getFullYear() ? undefined : 'numeric';
  return ` from ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year })}`;
}

function textOf({ state, saved }: SavedCopy): string {
  const copy = `saved copy${dayOf(saved)}`;
  if (state === 'checking') return `S${copy.slice(1)}. Checking for a newer one…`;
  if (state === 'offline') return `${navigator.onLine ? 'The site cannot be reached' : 'You are offline'}: this is a ${copy}.`;
  if (state === 'newer') return 'A newer version of this page has arrived.';
  return 'This page is up to date.';
}

export function showSavedCopy(copy: SavedCopy): void {
  // The status is in the page before its text is set: screen readers announce a change to a live
  // region they already know, not a region that arrives with its text.
  latest = copy;
  const firstTime = !notice;
  const { box, status, show } = (notice ??= create());
  const say = () => (status.textContent = textOf(latest));
  if (firstTime) requestAnimationFrame(say);
  else say();
  show.hidden = copy.state !== 'newer';
  // Up to date: the notice goes from sight; a screen reader still hears the news.
  box.classList.toggle('visually-hidden', copy.state === 'current');
}

/** The worker answers this page's next load from the newer copy it holds, at once; then the page loads again. */
function showNewer(): void {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return location.reload();
  const channel = new MessageChannel();
  channel.port1.onmessage = () => location.reload();
  worker.postMessage(SHOW_NEWER, [channel.port2]);
}

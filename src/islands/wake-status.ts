/**
 * What a pressed control says while its island wakes (src/islands/press-replay.ts): after about
 * 300 ms it is marked busy (aria-busy and a visible pending state, styled in global.css); if the
 * island's code cannot load (offline, blocked) a note beside it says so plainly and offers the
 * page's way without JavaScript: the widget's own `[data-if-code-fails]` text (the form's e-mail
 * address and phone) or else the page's links, which work without the code.
 */
const PENDING_AFTER_MS = 300;
const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

export function markPending(control: HTMLElement): void {
  if (timers.has(control)) return;
  timers.set(
    control,
    setTimeout(() => {
      control.setAttribute('aria-busy', 'true');
      control.dataset.waking = '';
    }, PENDING_AFTER_MS),
  );
}

export function clearPending(control: HTMLElement): void {
  clearTimeout(timers.get(control));
  timers.delete(control);
  control.removeAttribute('aria-busy');
  delete control.dataset.waking;
}

export function showWakeFailure(island: HTMLElement, control: HTMLElement): void {
  clearPending(control);
  island.querySelector('.island-failed')?.remove();
  const note = document.createElement('p');
  note.className = 'island-failed';
  note.setAttribute('role', 'alert');
  note.textContent = 'Sorry, this part of the page could not load: check your connection, then reload the page. ';
  const way = island.querySelector('[data-if-code-fails]');
  if (way) note.append(...[...way.cloneNode(true).childNodes]);
  else note.append('Its links still work.');
  // After the control (for a form, its last button), where the visitor is looking.
  const anchor = control instanceof HTMLFormElement ? ([...control.querySelectorAll('button')].pop() ?? control) : control;
  anchor.after(note);
}

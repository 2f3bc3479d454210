/**
 * The search dialog's frame, built the moment the search is asked for (before its code has
 * arrived): a native modal <dialog> with the labelled input, a close button and a status line.
 * The input works at once, so nothing typed is lost; dialog.ts later takes over the same input.
 * Small on purpose: it is part of the launcher, which every page loads.
 */

/** 24×24 stroke icons (the same shapes as the layout's Icon). */
const ICON_PATHS = {
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

type Child = Node | string;

/** An element with attributes and children; strings become text nodes (never parsed as HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** A decorative 20-pixel icon: hidden from screen readers; the control around it carries the name. */
function icon(name: keyof typeof ICON_PATHS, className: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const attributes: Record<string, string> = {
    class: className,
    width: '20',
    height: '20',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICON_PATHS[name]);
  svg.append(path);
  return svg;
}

import { searchPlaceholder } from '#site/search.ts';

const DIALOG_LABEL = 'Search the website';

export type SearchShell = ReturnType<typeof createSearchShell>;

export function createSearchShell() {
  const input = el('input', {
    type: 'text',
    class: 'search-dialog__input',
    'aria-label': DIALOG_LABEL,
    placeholder: searchPlaceholder,
    autocomplete: 'off',
    enterkeyhint: 'search',
    spellcheck: 'false',
  });
  const closeButton = el(
    'button',
    { type: 'button', class: 'search-dialog__close' },
    el('span', { class: 'visually-hidden' }, 'Close search'),
    icon('close', 'search-dialog__close-icon'),
  );
  // A live region: "Loading the search…" until dialog.ts takes it over.
  const status = el('div', { role: 'status', class: 'search-dialog__status' });
  // The scrolling part under the input: the status now; results and topics once dialog.ts runs.
  const body = el('div', { class: 'search-dialog__body' }, status);
  const panel = el(
    'div',
    { class: 'search-dialog__panel' },
    el('div', { class: 'search-dialog__field' }, icon('search', 'search-dialog__field-icon'), input, closeButton),
    body,
  );
  const dialog = el('dialog', { class: 'search-dialog', 'aria-label': DIALOG_LABEL }, panel);

  let opener: HTMLElement | null = null;
  let returnFocus = true;
  let lockedScroll = false;

  /** Closes; `false` when a page is being opened (focus then belongs to the new page). */
  const close = (giveFocusBack = true) => {
    returnFocus = giveFocusBack;
    if (dialog.open) dialog.close();
  };
  /** Says the search is on its way (until dialog.ts takes the status over). */
  const showLoading = () => status.replaceChildren(el('p', {}, 'Loading the search…'));

  dialog.addEventListener('close', () => {
    if (lockedScroll) document.body.classList.remove('scroll-locked');
    lockedScroll = false;
    if (returnFocus) opener?.focus({ preventScroll: true });
  });
  closeButton.addEventListener('click', () => close());
  // A press outside the panel (on the backdrop) closes, as a click that started inside and
  // ended outside (selecting text) does not.
  let pressedOutside = false;
  dialog.addEventListener('pointerdown', (event) => (pressedOutside = event.target === dialog));
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog && pressedOutside) close();
  });
  showLoading();

  return {
    dialog,
    panel,
    input,
    closeButton,
    body,
    status,
    close,
    showLoading,
    /** Opens with an empty field; focus goes back to `from` when it closes. */
    open(from: HTMLElement | null) {
      opener = from;
      returnFocus = true;
      if (!dialog.isConnected) document.body.append(dialog);
      if (!dialog.open) {
        input.value = '';
        // The page behind must not scroll under the dialog (the menu may have locked it already).
        lockedScroll = !document.body.classList.contains('scroll-locked');
        document.body.classList.add('scroll-locked');
        dialog.showModal();
      }
      input.focus();
    },
    /** Says the dialog's code could not be fetched, and offers the search page instead. */
    showLoadError() {
      status.replaceChildren(
        el(
          'p',
          {},
          'The search could not load. Check your connection and try again, or use the ',
          el('a', { href: '/search' }, 'search page'),
          '.',
        ),
      );
    },
  };
}

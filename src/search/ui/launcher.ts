/**
 * What every page loads of the search (a few KB, nothing heavy): makes each
 * `[data-search-launcher]` link (a plain link to /search without JavaScript) and the shortcuts
 * Ctrl+K, ⌘K and / open the search dialog. The dialog's code, the engine and the index are
 * fetched on first use, or as soon as the visitor shows the intent (pointer over, focus, touch).
 */
import type { SearchShell } from './shell.ts';
import { isSearchShortcut, SHORTCUT_KEYS, shortcutHint } from './shortcuts.ts';

const LAUNCHER = '[data-search-launcher]';
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

let installed = false;
let shell: SearchShell | null = null;
let view: ReturnType<typeof import('./dialog.ts').enhanceSearchDialog> | null = null;

const ignore = () => {};

/** A module fetched once; a failed fetch (flaky network) is tried again at the next use. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load();
    pending.catch(() => (pending = null));
    return pending;
  };
}

/** The dialog's frame (about 1 KB): fetched with the first sign of intent, so a page pays nothing for it up front. */
const loadShell = once(() => import('./shell.ts'));
const loadDialog = once(() => import('./dialog.ts'));

/**
 * Fetches the dialog, the engine and the index's core together. The engine and the core are loaded
 * by load.ts once the dialog runs; starting them here as well fetches them alongside the dialog
 * instead of one round trip after another (load.ts fetches the core once).
 */
function prefetch(): void {
  loadShell().catch(ignore);
  loadDialog().catch(ignore);
  import('./load.ts').then(({ loadSearch }) => loadSearch(), ignore).catch(ignore);
}

function launcherOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(LAUNCHER) : null;
}

/** The launcher a shortcut belongs to (focus goes back there on close): the first one on screen. */
function visibleLauncher(): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>(LAUNCHER)];
  return all.find((a) => a.getClientRects().length > 0) ?? all[0] ?? null;
}

/** Opens the dialog as soon as its frame is here; its code takes over the same input when it arrives. */
function open(opener: HTMLElement | null): void {
  prefetch();
  loadShell().then(({ createSearchShell }) => show(createSearchShell, opener), ignore);
}

function show(createSearchShell: typeof import('./shell.ts').createSearchShell, opener: HTMLElement | null): void {
  if (shell?.dialog.open) return;
  shell ??= createSearchShell();
  const frame = shell;
  if (!view) frame.showLoading();
  frame.open(opener);
  loadDialog().then(
    (code) => {
      view ??= code.enhanceSearchDialog(frame);
      view.refresh();
    },
    () => frame.showLoadError(),
  );
}

function onClick(event: MouseEvent): void {
  // A modified click opens /search in a new tab, as a link does.
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const launcher = launcherOf(event.target);
  if (!launcher) return;
  event.preventDefault();
  open(launcher);
}

function onKeyDown(event: KeyboardEvent): void {
  // Ctrl or ⌘ held down may be the start of the shortcut: fetch the frame already.
  if (event.key === 'Control' || event.key === 'Meta') loadShell().catch(ignore);
  if (!isSearchShortcut(event)) return;
  event.preventDefault();
  if (shell?.dialog.open) {
    shell.input.focus();
    return;
  }
  const launcher = visibleLauncher();
  // Focus goes back to the button when the dialog closes.
  launcher?.focus({ preventScroll: true });
  open(launcher);
}

function onIntent(event: Event): void {
  if (!launcherOf(event.target)) return;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
  prefetch();
}

/** Wires the launchers and the shortcuts (once per page; calling again does nothing). */
export function installSearchLauncher(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  // The prerendered page cannot know the keyboard: it says Ctrl K until now.
  const hint = shortcutHint(navigator.userAgent);
  for (const launcher of document.querySelectorAll<HTMLElement>(LAUNCHER)) {
    launcher.setAttribute('aria-haspopup', 'dialog');
    launcher.setAttribute('aria-keyshortcuts', SHORTCUT_KEYS);
    for (const kbd of launcher.querySelectorAll('[data-shortcut-hint]')) kbd.textContent = hint;
  }
}

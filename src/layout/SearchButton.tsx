/**
 * The search button of the top bar and its shortcuts (Ctrl+K, ⌘K, and / when not typing).
 * Only this stays in the layout: the dialog, Fuse and the index are lazy chunks, fetched when the
 * search opens or is about to (pointer over, focus, press).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';
import styles from './SearchButton.module.css';

const loadDialog = () => import('../search/SearchDialog');
const SearchDialog = lazy(loadDialog);

/** Fetches the dialog and the index ahead of use. */
function preload(): void {
  void loadDialog();
  void import('../search/load').then((m) => m.loadSearch()).catch(() => undefined);
}

/** The shortcut as the visitor's keyboard labels it: ⌘ on Apple devices, Ctrl elsewhere. */
export function shortcutHint(userAgent: string): string {
  return /Macintosh|iPhone|iPad/.test(userAgent) ? '⌘ K' : 'Ctrl K';
}

/** Whether a key press is going into a text field (then '/' is just a character). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file'].includes(target.type);
}

/**
 * Shown while the dialog's code is still arriving (slow networks): the same input, already
 * usable, so nothing typed is lost; the dialog takes the text over when it opens.
 */
function PendingDialog({ value, onChange, onClose }: { value: string; onChange: (value: string) => void; onClose: () => void }) {
  return (
    <div className={styles.pending} role="dialog" aria-modal="true" aria-label="Search the website" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className={styles.pendingPanel}>
        <input
          autoFocus
          className={styles.pendingInput}
          aria-label="Search the website"
          placeholder="Search: fees, boarding, scholarship…"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <p role="status" className={styles.pendingStatus}>Loading the search…</p>
      </div>
    </div>
  );
}

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [early, setEarly] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The prerendered page cannot know the keyboard: it says Ctrl K until the code runs.
  const [hint, setHint] = useState('Ctrl K');
  useEffect(() => setHint(shortcutHint(navigator.userAgent)), []);

  const show = useCallback(() => {
    preload();
    setMounted(true);
    setOpen(true);
  }, []);
  // Escape and the close button give focus back to this button; opening a result does not
  // (the layout then focuses the new page).
  const returnFocus = useRef(false);
  const close = useCallback((giveFocusBack = true) => {
    returnFocus.current = giveFocusBack;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    const frame = requestAnimationFrame(() => buttonRef.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const modK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      // Focus goes back here when the dialog closes.
      buttonRef.current?.focus({ preventScroll: true });
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
      >
        <Icon name="search" size={22} />
        <span className={styles.label}>Search</span>
        <kbd className={styles.hint} aria-hidden="true">{hint}</kbd>
      </button>
      {mounted && (
        <Suspense fallback={open ? <PendingDialog value={early} onChange={setEarly} onClose={close} /> : null}>
          <SearchDialog open={open} onClose={close} initialQuery={early} />
        </Suspense>
      )}
    </>
  );
}

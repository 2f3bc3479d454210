/** The keyboard shortcuts that open the search: Ctrl+K, ⌘K, and / when not typing. Pure. */

/** The shortcut as the visitor's keyboard labels it: ⌘ on Apple devices, Ctrl elsewhere. */
export function shortcutHint(userAgent: string): string {
  return /Macintosh|iPhone|iPad/.test(userAgent) ? '⌘ K' : 'Ctrl K';
}

/** For assistive technology: the keys that open the search (aria-keyshortcuts). */
export const SHORTCUT_KEYS = 'Control+K Meta+K /';

const NON_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image']);

/** Whether a key press is going into a text field (then '/' is just a character). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'>;

/** Whether a key press asks for the search. */
export function isSearchShortcut(event: KeyPress): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  const modK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
  return modK || slash;
}

/**
 * A list's "Add …" shows the office its new entry: Decap adds it at the end of the list (20th of 20
 * for the calendar's events, below the screen), so it is scrolled into view with its first field
 * focused, ready to type in. It stays at the end (not Decap's `add_to_top`): the file's formats
 * write a list item by item in place (src/admin/cms-formats.ts), so an entry added at the top would
 * rewrite every entry after it, and their comments would move.
 */
const CONTROLS = 'input:not([type="hidden"]), textarea, select';

if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const add = (event.target as Element | null)?.closest?.("[class*='-AddButton']");
      if (!add) return;
      const before = new Set(document.querySelectorAll(CONTROLS));
      const observer = new MutationObserver(() => {
        const added = [...document.querySelectorAll<HTMLElement>(CONTROLS)].find((control) => !before.has(control));
        if (!added) return;
        observer.disconnect();
        added.scrollIntoView({ block: 'center' });
        added.focus({ preventScroll: true });
      });
      observer.observe(document.body, { childList: true, subtree: true });
      // A list at its maximum adds nothing: stop watching soon after.
      setTimeout(() => observer.disconnect(), 2000);
    },
    true,
  );
}

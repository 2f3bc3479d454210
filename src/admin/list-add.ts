/**
 * A list's "Add …" puts the new entry where the office is looking: a list the site shows in date
 * order (the calendar's events) gets it at the top (`add_to_top`, src/build/editor/cms-config.ts),
 * and any list's new entry is scrolled into view with its first field focused, ready to type in.
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

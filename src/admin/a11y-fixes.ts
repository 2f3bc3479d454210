/**
 * What Decap's screens miss for assistive technology, added as they are drawn: landmarks (its header,
 * its main area, the editor), names for a list entry's buttons (fold, remove, drag to move), and no
 * announcement of its decorative canvas. Colours it draws too faint are in src/admin/phone.css.
 */
import { siteData } from './site-data.ts';

const words = () => siteData.messages;

function fix(root: ParentNode): void {
  const set = (selector: string, name: string, value: string) =>
    root.querySelectorAll(selector).forEach((element) => {
      if (!element.hasAttribute(name)) element.setAttribute(name, value);
    });
  set("[class*='-AppHeaderContainer']", 'role', 'banner');
  // The editor (drawn outside Decap's own <main>) is a region of its own.
  set("[class*='-EditorContainer']", 'role', 'region');
  set("[class*='-EditorContainer']", 'aria-label', words().editorRegion);
  set('canvas', 'aria-hidden', 'true');
  // The preview's frame (Decap gives it an id only).
  set('iframe#preview-pane', 'title', words().previewFrame);
  // A list entry's top bar: fold or unfold, [drag handle], remove.
  root.querySelectorAll("[class*='-StyledListItemTopBar']").forEach((bar) => {
    const buttons = bar.querySelectorAll(':scope > button');
    if (buttons[0] && !buttons[0].hasAttribute('aria-label')) buttons[0].setAttribute('aria-label', words().foldEntry);
    const last = buttons[buttons.length - 1];
    if (buttons.length > 1 && last && !last.hasAttribute('aria-label')) last.setAttribute('aria-label', words().removeEntry);
    bar.querySelectorAll(':scope > [role="button"]').forEach((handle) => {
      if (!handle.hasAttribute('aria-label')) handle.setAttribute('aria-label', words().moveEntry);
    });
  });
}

if (typeof document !== 'undefined') {
  // Once a burst of drawing is over (Decap draws a screen in many steps), not at each step.
  let timer: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => fix(document), 100);
  }).observe(document.documentElement, { childList: true, subtree: true });
}

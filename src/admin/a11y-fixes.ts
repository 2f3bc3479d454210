/**
 * What Decap's screens miss for assistive technology, added as they are drawn: landmarks (its header,
 * its main area, the editor, the log-in screen, the workflow board), a heading for the log-in screen,
 * names for a list entry's buttons (fold, remove, drag to move), the preview's frame and the photo
 * library's dialog, no alt text read twice for a photo card, and no announcement of its decorative canvas. Colours it draws too faint are in src/admin/phone.css.
 */
import { siteData } from './site-data.ts';

const words = () => siteData.messages;

let dialogHeadings = 0;

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
  // Decap's notices ("Entry saved") come and go at the top of the page, outside its landmarks.
  set('.Toastify', 'role', 'region');
  set('.Toastify', 'aria-label', words().noticesRegion);
  // The preview's frame (Decap gives it an id only).
  set('iframe#preview-pane', 'title', words().previewFrame);
  // The log-in screen is the page's main part, its logo the page's heading, named as the page is
  // ("Web editor · <school>"); the workflow board, drawn outside Decap's own <main>, is the main part too.
  set("[class*='-StyledAuthenticationPage'], [class*='-WorkflowContainer']", 'role', 'main');
  set("[class*='-StyledAuthenticationPage'] > span:first-child", 'role', 'heading');
  set("[class*='-StyledAuthenticationPage'] > span:first-child", 'aria-level', '1');
  set("[class*='-StyledAuthenticationPage'] > span:first-child", 'aria-label', document.title);
  set("[class*='-StyledAuthenticationPage'] > span:first-child img", 'alt', '');
  // A list of entries holds, past a screenful, an empty marker that loads more as it scrolls into view
  // (not an entry of the list).
  root.querySelectorAll("[class*='-CardsGrid'] > :not(li)").forEach((marker) => {
    if (!marker.textContent?.trim() && !marker.hasAttribute('aria-hidden')) marker.setAttribute('aria-hidden', 'true');
  });
  // A photo card's picture: its name is written under it (CardText), so the picture itself is not announced.
  set("[class*='-CardImageWrapper'] img", 'alt', '');
  // A dialog (the photo library) is named by its heading.
  root.querySelectorAll('[role="dialog"]:not([aria-label]):not([aria-labelledby])').forEach((dialog) => {
    const heading = dialog.querySelector('h1, h2');
    if (!heading) return;
    heading.id ||= `dialog-heading-${(dialogHeadings += 1)}`;
    dialog.setAttribute('aria-labelledby', heading.id);
  });
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

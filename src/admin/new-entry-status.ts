/**
 * A new entry's form, before its first save: Decap writes "Changes saved" beside "Back to …" whenever
 * nothing was typed since the last save, a new entry included. The office is told it is not saved yet.
 */
import { siteData } from './site-data.ts';

const isNewEntry = () => /^#\/collections\/[^/]+\/new\b/.test(location.hash);

/** Decap's own words, kept on the element while ours are shown (React does not write the same text again). */
const KEPT = 'data-decap-text';

function fix(): void {
  const words = siteData.messages.notSavedYet;
  document.querySelectorAll("[class*='-BackStatusUnchanged']").forEach((status) => {
    if (isNewEntry() && words) {
      if (status.textContent === words) return;
      status.setAttribute(KEPT, status.textContent ?? '');
      status.textContent = words;
    } else if (status.hasAttribute(KEPT)) {
      // Saved: the entry has its own address now, and Decap's "Changes saved" is true.
      status.textContent = status.getAttribute(KEPT);
      status.removeAttribute(KEPT);
    }
  });
}

if (typeof document !== 'undefined') {
  new MutationObserver(fix).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
}

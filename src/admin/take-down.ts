/**
 * "Take this page down": how a published page or post leaves the site. Decap's own "Delete entry"
 * is switched off (`delete: false`, src/build/editor/cms-config.ts): on GitHub it removes the file
 * from the live site at once, with no review (decaporg/decap-cms#5650). Instead this button, beside
 * Save on a page's form, ticks the page's "Taken down" setting and saves: a draft like any other
 * change (a pull request with its preview), which the site's check refuses while other pages, menus,
 * answers or data link to the page (src/content/reading/edited-file.ts, stillLinked), naming them. Once
 * published, the build leaves the page out; "Put this page back" unticks it the same way.
 */
import { PAGE_SETTINGS } from './page-form.ts';
import { onStateChange, openEntry, setTopField, type ImmutableMap } from './decap-store.ts';
import { isFormAddress } from './site-check-loader.ts';
import { siteData } from './site-data.ts';
import { clearProblems, showProblems } from './problem-notice.ts';
import { stillLinked, type LinksTo } from '../content/reading/still-linked.ts';
import { routePathFor } from '../content/nav/route-path.ts';
import type { Problem } from '../content/problems/problem.ts';

const BUTTON_ID = 'site-take-down';
const NOTICE_ID = 'site-taken-down';

const STYLE = `
#${BUTTON_ID} { margin: 0 10px; padding: 0 16px; height: 36px; border: 0; border-radius: 5px; cursor: pointer;
  font: 500 14px/36px inherit; background: #fcefea; color: #a3290d; white-space: nowrap; }
#${BUTTON_ID}:hover, #${BUTTON_ID}:focus-visible { background: #f9ddd3; }
#${BUTTON_ID}:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
#${NOTICE_ID} { margin: 0 0 16px; padding: 10px 14px; border-left: 4px solid #a3290d; background: #fcefea; color: #1f2937;
  font: 15px/1.45 system-ui, sans-serif; }
`;

type Settings = ImmutableMap & { set(key: string, value: unknown): ImmutableMap };

/** The open entry's settings group, when it is a page or post already saved (a new one has nothing to take down). */
function openPage(): { settings: Settings; file: string } | undefined {
  const entry = openEntry();
  if (!entry || entry.get('newRecord') || !siteData.pageCollections.includes(String(entry.get('collection')))) return undefined;
  const settings = (entry.get('data') as ImmutableMap | undefined)?.get(PAGE_SETTINGS) as Settings | undefined;
  const file = entry.get('path');
  return settings && typeof settings.set === 'function' && typeof file === 'string' ? { settings, file } : undefined;
}

const isTakenDown = (settings: ImmutableMap) => settings.get('takenDown') === true;

/** Decap's Save button (editorial workflow), once it can be pressed. */
function whenSaveEnabled(): Promise<HTMLButtonElement | undefined> {
  const find = () => document.querySelector<HTMLButtonElement>("[class*='-SaveButton']");
  return new Promise((resolve) => {
    const ready = () => {
      const save = find();
      if (!save) return resolve(undefined);
      if (save.disabled) return false;
      resolve(save);
      return true;
    };
    if (ready() !== false) return;
    const observer = new MutationObserver(() => {
      if (ready() !== false) observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  });
}

/** What links to the page now (/admin/site-index.json), as the check of the save would say it. */
async function stillLinkedNow(file: string): Promise<Problem[]> {
  const answer = await fetch('/admin/site-index.json', { cache: 'no-cache', credentials: 'same-origin' });
  if (!answer.ok) return []; // the check of the save says it cannot run
  const { linksTo } = (await answer.json()) as { linksTo?: LinksTo };
  return stillLinked(file, routePathFor(file.slice('pages/'.length)), { linksTo });
}

/**
 * Ticks or unticks "Taken down" and saves, as a draft (on `npm start`, Publish saves: it is then
 * focused). A page still linked to is refused first, the form left as it was: the box names the places.
 */
async function toggle(): Promise<void> {
  const page = openPage();
  if (!page) return;
  const takingDown = !isTakenDown(page.settings);
  if (takingDown) {
    const problems = await stillLinkedNow(page.file);
    if (problems.length) {
      showProblems(siteData.messages.notSaved, problems, () => [PAGE_SETTINGS, 'takenDown']);
      window.addEventListener('hashchange', clearProblems, { once: true });
      return;
    }
  }
  setTopField(PAGE_SETTINGS, page.settings.set('takenDown', takingDown));
  const save = await whenSaveEnabled();
  if (save) save.click();
  else document.querySelector<HTMLElement>("[class*='-PublishButton']")?.focus();
}

function style(): void {
  if (document.getElementById(`${BUTTON_ID}-style`)) return;
  document.head.append(Object.assign(document.createElement('style'), { id: `${BUTTON_ID}-style`, textContent: STYLE }));
}

/** The button beside Save, and the line above a taken-down page's form, as the open entry stands. */
function draw(): void {
  const page = isFormAddress(location.hash) ? openPage() : undefined;
  const toolbar = document.querySelector("[class*='-ToolbarSubSectionFirst']");
  let button = document.getElementById(BUTTON_ID) as HTMLButtonElement | null;
  let notice = document.getElementById(NOTICE_ID);
  if (!page || !toolbar) {
    button?.remove();
    notice?.remove();
    return;
  }
  style();
  const words = siteData.messages;
  const down = isTakenDown(page.settings);
  if (!button || button.parentElement !== toolbar) {
    button?.remove();
    button = Object.assign(document.createElement('button'), { id: BUTTON_ID, type: 'button', onclick: () => void toggle() });
    toolbar.append(button);
  }
  const label = down ? words.putBack : words.takeDown;
  if (button.textContent !== label) button.textContent = label;
  const form = document.querySelector("[class*='-ControlPaneContainer']");
  if (!down || !form) {
    notice?.remove();
    return;
  }
  if (!notice || notice.parentElement !== form) {
    notice?.remove();
    notice = Object.assign(document.createElement('p'), { id: NOTICE_ID, textContent: words.takenDownNotice });
    form.prepend(notice);
  }
}

if (typeof document !== 'undefined') {
  // Decap draws the form in steps: drawn again after each burst, and when the entry's data changes.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(draw, 50);
  };
  new MutationObserver(later).observe(document.documentElement, { childList: true, subtree: true });
  onStateChange(later);
}

/**
 * Loaded by /admin after Decap CMS: what happens around a save.
 * - preSave: keys the office should not invent (a gallery photo's id) are given the next free
 *   number; then the file as it will be written goes through the build's own checks (src/admin/site-check.ts).
 *   A mistake stops the save and is shown until it is fixed (src/admin/problem-notice.ts).
 * - postPublish: the entry is opened again from disk, so the form compares later changes with
 *   what the file now holds (Decap compares with the entry as first opened: changing a field back
 *   after a publish would otherwise look saved while the file still held the old value).
 */
import { fileText, knowPhoto, sourceText, type EntryData } from './cms-formats.ts';
import { missingIds, newPageFile } from './entry-file.ts';
import { siteData } from './site-data.ts';
import { PAGE_SETTINGS, PAGE_TEXT_FIELDS } from './page-form.ts';
import type { Problem } from '../content/problems/problem.ts';
import { forgetDraft, onStateChange, openEntry, openEntryErrors, readFile, type ImmutableMap } from './decap-store.ts';
import { clearProblems, problemsShown, showChanged, showProblems, showRefusal, type FormPath } from './problem-notice.ts';
import { addressTakenWords, takenAddress } from './duplicate-address.ts';
import { isFormAddress, siteCheck } from './site-check-loader.ts';
import type { CMS } from 'decap-cms-core';

const cms = (window as unknown as { CMS: CMS }).CMS;

/** Photos uploaded with the entry and not yet written (they are saved with it). */
function uploads(entry: ImmutableMap): string[] {
  const files = (entry.get('mediaFiles') as ImmutableMap | undefined)?.toJS() as { path?: string }[] | undefined;
  return (files ?? []).map((f) => f.path ?? '').filter(Boolean);
}

/** Raised to stop a save; Decap's notice shows "<name>: <message>" for a few seconds (the box below stays). */
class NotSaved extends Error {
  constructor(message: string, name = siteData.messages.notSaved) {
    super(message);
    this.name = name ?? 'Nothing was saved';
  }
}

/** How the form nests a file's data: a list file's entries under "items", a page's settings in their group, its text in "body". */
function formPathFor(collection: string): FormPath {
  if (siteData.pageCollections.includes(collection))
    return ({ path, field }) => {
      if (!path) return [field ?? 'body'];
      return PAGE_TEXT_FIELDS.includes(String(path[0])) ? path : [PAGE_SETTINGS, ...path];
    };
  if (collection === 'lists') return ({ path }) => ['items', ...(path ?? [])];
  return ({ path, field }) => path ?? field?.split('.') ?? [];
}

/** The mistakes of the entry as it stands (the file as it would write it), in the build's words (as data). */
async function problemsOf(entry: ImmutableMap, data: ImmutableMap): Promise<Problem[]> {
  const checker = await siteCheck();
  const values = withIds(data).toJS() as EntryData;
  const file = (entry.get('path') as string | undefined) || newPageFile(String(entry.get('collection')), values);
  return checker.check({ file, text: fileText(values), uploads: uploads(entry) });
}

/** The data with each empty list id given the next free number (what a save writes). */
function withIds(data: ImmutableMap): ImmutableMap {
  for (const { path, id } of missingIds(data.toJS())) data = data.setIn(path, id);
  return data;
}

/** While mistakes are shown: the form checked again as the office changes it, until they are fixed or the form is left. */
let stopWatching: (() => void) | undefined;
function watchUntilFixed(collection: string, shownFor: string): void {
  stopWatching?.();
  let lastData: unknown;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = 0;
  const stop = () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener('hashchange', left);
    stopWatching = undefined;
  };
  const left = () => {
    if (location.hash === shownFor) return;
    clearProblems();
    stop();
  };
  const unsubscribe = onStateChange(() => {
    const entry = openEntry();
    const data = entry?.get('data');
    if (!entry || data === lastData) return;
    lastData = data;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const run = ++running;
      void problemsOf(entry, data as ImmutableMap).then(
        (problems) => {
          if (run !== running || !problemsShown()) return;
          if (problems.length) showProblems(siteData.messages.notSaved, problems, formPathFor(collection));
          else {
            clearProblems();
            stop();
          }
        },
        () => undefined,
      );
    }, 400);
  });
  window.addEventListener('hashchange', left);
  stopWatching = stop;
}

/**
 * Whether the file changed since the form was opened (another tab, another person, a merged change):
 * the text the form's values were read from (a data file's travels with them, so a draft Decap offers
 * back is caught too; a page's is the entry's) against the file as the repository holds it now.
 */
async function changedSinceOpened(entry: ImmutableMap, data: ImmutableMap): Promise<boolean> {
  const path = entry.get('path');
  if (typeof path !== 'string' || !path || entry.get('newRecord')) return false;
  // A draft in review (its status set) is read from its own branch, not from the live file: the
  // repository itself refuses a save made from an older draft ("not a fast forward", save-errors.ts).
  if (entry.get('status')) return false;
  const opened = sourceText(data.toJS() as EntryData) ?? entry.get('raw');
  if (typeof opened !== 'string') return false;
  const now = await readFile(path).catch(() => undefined);
  return now !== undefined && now !== opened;
}

/** Says so, with the way to open the file as it is now (the draft Decap keeps of the form is forgotten first). */
function sayChanged(entry: ImmutableMap): void {
  const words = siteData.messages;
  showChanged(words.changedSinceOpened, words.reloadToSee, words.reload, () => {
    void forgetDraft(String(entry.get('collection')), String(entry.get('slug'))).finally(() => location.reload());
  });
}

cms.registerEventListener({
  name: 'preSave',
  async handler({ entry }) {
    const data = withIds(entry.get('data') as ImmutableMap);
    const collection = String(entry.get('collection'));
    if (await changedSinceOpened(entry, data)) {
      stopWatching?.();
      sayChanged(entry);
      throw new NotSaved(siteData.messages.changedMeanwhile, siteData.messages.nothingSaved);
    }
    const taken = await takenAddress(entry, data).catch(() => undefined);
    if (taken) {
      stopWatching?.();
      const said = addressTakenWords(taken);
      showRefusal(said.title, said.text, { label: said.link, href: taken.href });
      throw new NotSaved(said.text, siteData.messages.nothingSaved);
    }
    let problems: Problem[];
    try {
      problems = await problemsOf(entry, data);
    } catch {
      // Without the check nothing is saved: a slip would reach the site.
      throw new NotSaved(siteData.messages.checkUnavailable);
    }
    if (problems.length) {
      showProblems(siteData.messages.notSaved, problems, formPathFor(collection));
      watchUntilFixed(collection, location.hash);
      throw new NotSaved(siteData.messages.seeBelow);
    }
    clearProblems();
    stopWatching?.();
    uploads(entry).forEach(knowPhoto);
    return data;
  },
});

/**
 * Decap's own refusal before a save (a blank required field: it never calls preSave then) is said in
 * the box too, in the build's words: the form is checked as a save would check it. Decap's errors are
 * those not of the site's own kind ('CUSTOM', src/admin/decap-store.ts's showFieldErrors).
 */
let decapRefused = '';
onStateChange(() => {
  const entry = openEntry();
  const errors = (openEntryErrors()?.toJS() ?? {}) as Record<string, { type?: string }[]>;
  const refused = Object.keys(errors)
    .filter((id) => errors[id].some((error) => error.type !== 'CUSTOM'))
    .sort()
    .join(' ');
  if (refused === decapRefused) return;
  decapRefused = refused;
  if (!entry || !refused) return;
  const collection = String(entry.get('collection'));
  void problemsOf(entry, entry.get('data') as ImmutableMap).then(
    (problems) => {
      if (!problems.length) return;
      showProblems(siteData.messages.notSaved, problems, formPathFor(collection));
      watchUntilFixed(collection, location.hash);
    },
    () => undefined,
  );
});

// The check is fetched when a form is first opened, so the first save does not wait for it.
const loadWithForm = () => {
  if (isFormAddress(location.hash)) void siteCheck().catch(() => undefined);
};
window.addEventListener('hashchange', loadWithForm);
loadWithForm();

/** Resolves when the editor's form has left the page (Decap discards its draft then). */
function formGone(): Promise<void> {
  return new Promise((resolve) => {
    const gone = () => !document.querySelector('[class*="ControlPaneContainer"], [class*="EditorControlPane"]');
    if (gone()) return resolve();
    const observer = new MutationObserver(() => {
      if (!gone()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

cms.registerEventListener({
  name: 'postPublish',
  handler({ entry }) {
    const entryHash = location.hash;
    const collection = String(entry.get('collection'));
    // After Decap has finished its own steps of the publish (this handler runs inside them).
    setTimeout(() => {
      if (location.hash !== entryHash) return; // a new entry: Decap opens it from disk itself
      location.replace(`#/collections/${collection}`);
      void formGone().then(() => location.replace(entryHash));
    }, 0);
  },
});

/**
 * Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for the four parts of Decap
 * its App shows after logging in (Collection, Workflow, Editor, MediaLibrary): each one as it is,
 * from src/admin/decap-later.ts, loaded when first shown (nothing is shown in its place until then).
 * The chunk is fetched as soon as decap-cms.js runs (preloadLater) and run as soon as Decap's first
 * screen is shown (loadLaterOnceShown), so that logging in does not wait for it either.
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';

let loaded: Promise<typeof import('./decap-later.ts')> | undefined;

/** The chunk of what is shown after logging in: fetched and run at the first call, once. */
export const later = () => (loaded ??= import('./decap-later.ts'));

export function lazily(name: 'Collection' | 'Workflow' | 'Editor' | 'MediaLibrary'): ComponentType<object> {
  const Part = lazy(async () => ({ default: (await later())[name] as ComponentType<object> }));
  return (props: object) => createElement(Suspense, { fallback: null }, createElement(Part, props));
}

type Store = (typeof import('decap-cms-core/dist/esm/redux/index.js'))['store'];

/**
 * Fetches and compiles the chunk (its file name is fixed by src/build/editor/decap-build.ts) without
 * running it: called once decap-cms.js runs, so that the chunk's download no longer competes with
 * decap-cms.js's own, and is under way or done when the login screen is shown.
 */
const LATER_FILE = 'decap-later.js';
export function preloadLater(): void {
  // Beside decap-cms.js, wherever that is served from (a variable, so the bundler leaves the address alone).
  document.head.append(
    Object.assign(document.createElement('link'), { rel: 'modulepreload', href: new URL(LATER_FILE, import.meta.url).href }),
  );
}

/**
 * Runs the chunk once Decap's first screen is shown, when the browser is next idle: Decap has then
 * checked for a kept log-in and shows the login screen (or, for someone still logged in, their lists,
 * which load it anyway). The login screen waits for none of it; the office reads it while it loads.
 */
export function loadLaterOnceShown(store: Store): void {
  let checking = false;
  const unsubscribe = store.subscribe(() => {
    const { auth } = store.getState() as { auth: { isFetching: boolean; user?: unknown } };
    checking ||= auth.isFetching;
    if (!auth.user && (auth.isFetching || !checking)) return;
    unsubscribe();
    const load = () => void later();
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 1000 });
    else setTimeout(load, 100);
  });
}

/**
 * Decap CMS as /admin loads it: decap-cms-core with only what this site's configuration uses
 * (src/build/editor/cms-config.ts), instead of the prebuilt decap-cms.js (every backend, widget, media
 * library and 40 locales, 5.2 MB). Built once per Decap version by src/build/editor/decap-build.ts.
 * - backends: `proxy` (the local backend, `local_backend` in the configuration), `github`
 *   (the live site's) and `test-repo` (the tests');
 * - widgets: those cms-config.ts writes, registered by src/admin/decap-later.ts (the login screen does not wait for them);
 * - locale: English (the editor's words are laid over it by cms-checks.ts).
 * It then does what decap-cms.js does last: Decap starts unless window.CMS_MANUAL_INIT is set
 * (/admin/site-data.js sets it; src/admin/main.ts starts it), and window.CMS and window.h
 * (React's createElement, for previews) are set, window.DECAP_REACT (React itself, for the site's
 * widgets in the preview), and window.DECAP_SITE, what the site's script
 * reads of Decap (src/admin/decap-store.ts). The backends carry the site's rules (src/admin/site-backend.ts).
 */
import * as React from 'react';
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { GitHubBackend } from 'decap-cms-backend-github';
import { TestBackend } from 'decap-cms-backend-test';
import { en } from 'decap-cms-locales';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { currentBackend } from 'decap-cms-core/dist/esm/backend.js';
import { slugFormatter } from 'decap-cms-core/dist/esm/lib/formatters.js';
import { selectEntryPath } from 'decap-cms-core/dist/esm/reducers/collections.js';
import { selectUseWorkflow } from 'decap-cms-core/dist/esm/reducers/config.js';
import { withSiteRules } from './site-backend.ts';
import { relistWhenOpened, withListedPhotos } from './listed-photos.ts';
import { loadMedia } from 'decap-cms-core/dist/esm/actions/mediaLibrary.js';
import { loadLaterOnceShown, preloadLater } from './decap-lazy.ts';

// With the site's rules: a used photo is not deleted, a refused save is said in plain words.
// The local one's media libraries list photos by their previews' addresses (src/admin/listed-photos.ts).
CMS.registerBackend('proxy', withSiteRules(withListedPhotos(ProxyBackend)));
CMS.registerBackend('github', withSiteRules(GitHubBackend));
// Decap's in-memory repository: used only when a configuration names it, which only the browser
// tests of the built editor do (tests/host/admin.spec.ts); the site's configuration names github.
CMS.registerBackend('test-repo', withSiteRules(TestBackend));
CMS.registerLocale('en', en);

type DecapState = { config: { slug?: unknown }; collections: { get(name: string): unknown } };
const backend = () =>
  currentBackend((store.getState() as DecapState).config) as unknown as {
    implementation: { getEntry(path: string): Promise<{ data: string }> };
    deleteLocalDraftBackup(collection: unknown, slug: string): Promise<void>;
    entryExist(collection: unknown, path: string, slug: string, useWorkflow: boolean): Promise<unknown>;
  };

/**
 * The entry already at the address a new entry would get (Decap's own slug and its own look-up: a
 * published file, or a draft in review), or none; Decap itself would save the new one beside it as "…-1".
 */
async function entryAtAddress(collectionName: string, data: unknown) {
  const { config, collections } = store.getState() as DecapState;
  const collection = collections.get(collectionName);
  const slug = slugFormatter(collection, data, config.slug);
  const path = selectEntryPath(collection, slug);
  const found = await backend().entryExist(collection, path, slug, selectUseWorkflow(config));
  return found ? { slug, path, text: typeof found === 'string' ? found : undefined } : undefined;
}
const page = window as unknown as {
  CMS_MANUAL_INIT?: boolean;
  CMS: typeof CMS;
  h: typeof React.createElement;
  DECAP_SITE: unknown;
  DECAP_REACT: typeof React;
};
page.CMS = CMS;
// For the site's own script (src/admin/decap-store.ts): Decap's state (the open entry, its field
// errors), a file as the repository holds it now, and the way to forget a form's kept draft.
page.DECAP_SITE = {
  store,
  readFile: async (path: string) => (await backend().implementation.getEntry(path)).data,
  forgetDraft: (collection: string, slug: string) =>
    backend().deleteLocalDraftBackup((store.getState() as DecapState).collections.get(collection), slug),
  entryAtAddress,
};
page.h = React.createElement;
// The React that draws the editor, for the site's components in its preview (src/admin/decap-react.ts).
page.DECAP_REACT = React;
// What is shown after logging in: fetched from now on, run once the login screen is shown (src/admin/decap-lazy.ts).
preloadLater();
loadLaterOnceShown(store);
relistWhenOpened(store, loadMedia);
if (!page.CMS_MANUAL_INIT) CMS.init();

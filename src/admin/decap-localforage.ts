/**
 * Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for decap-cms-lib-util's
 * localForage (Decap's cache of files read and its kept drafts, in the browser's IndexedDB): the
 * same three calls Decap makes (getItem, setItem, removeItem; all of them promises), with the
 * localforage library (about 30 KB minified) loaded at the first call, from the chunk of what is
 * shown after logging in (src/admin/decap-later.ts), instead of before the login screen. Decap's own
 * module also stores a test key when it loads, to warn when the browser's storage is full: done
 * here once the library is loaded.
 */
type Store = typeof import('localforage');

let loaded: Promise<Store> | undefined;
function store(): Promise<Store> {
  return (loaded ??= import('./decap-later.ts').then(({ localForage }) => {
    const testKey = 'localForageTest';
    localForage
      .setItem(testKey, { expires: Date.now() + 300000 })
      .then(() => localForage.removeItem(testKey))
      .catch((error: { code?: number }) => {
        if (error.code === 22) console.warn('Unable to set localStorage key. Quota exceeded! Full disk?');
        console.log(error);
      });
    return localForage;
  }));
}

export default {
  getItem: async <T>(key: string): Promise<T | null> => (await store()).getItem<T>(key),
  setItem: async <T>(key: string, value: T): Promise<T> => (await store()).setItem(key, value),
  removeItem: async (key: string): Promise<void> => (await store()).removeItem(key),
};

/**
 * The media libraries on `npm start` as the dev server lists them (src/build/servers/cms-backend.ts):
 * each photo by the address of its small preview, not its bytes. Decap's proxy backend expects every
 * file's content (base64) and makes a blob of each; here each is given to Decap with that address as
 * its URL, which the library's card loads (lazily, as it is drawn) like any web address.
 */
import type { CmsBackendClass } from 'decap-cms-core';

/** A photo as the dev server lists it (ListedPhoto in cms-backend.ts). */
interface ListedPhoto {
  name: string;
  path: string;
  url: string;
}

type Proxy = {
  branch: string;
  mediaFolder: string;
  request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
};

export function withListedPhotos(Base: CmsBackendClass): CmsBackendClass {
  const Parent = Base as unknown as new (...args: unknown[]) => Proxy;
  class ListedPhotosBackend extends Parent {
    async getMedia(mediaFolder = this.mediaFolder) {
      const files = (await this.request({ action: 'getMedia', params: { branch: this.branch, mediaFolder } })) as ListedPhoto[];
      // The path is the photo's id: its card, and what is chosen, are known by it.
      return files.map(({ name, path, url }) => ({ id: path, name, path, url, displayURL: url }));
    }
  }
  return ListedPhotosBackend as unknown as CmsBackendClass;
}

interface Store {
  getState(): unknown;
  subscribe(listener: () => void): () => void;
  dispatch(action: unknown): unknown;
}

/**
 * Decap's Photos list asks for the photos once, when /admin opens. On the local backend it asks
 * again each time it is opened, so a photo added, removed or renamed on disk meanwhile is shown as it
 * now is (on the live site the list is GitHub's, changed only through the editor itself).
 */
export function relistWhenOpened(store: Store, loadMedia: () => unknown): void {
  let shown = false;
  store.subscribe(() => {
    const state = store.getState() as { config?: { backend?: { name?: string } }; mediaLibrary?: { get(key: string): unknown } };
    const now = Boolean(state.mediaLibrary?.get('isVisible'));
    if (now && !shown && state.config?.backend?.name === 'proxy') store.dispatch(loadMedia());
    shown = now;
  });
}

/**
 * Browser modules that hold the whole site's content (the search index), rather than code. Every page
 * loads the boot script, which imports them lazily: were they named by a content hash, that name
 * would be written into the boot script, its own hash would follow every edit, and so would every
 * page that names it (one edit rewrote all of dist/'s HTML). They are written under names that never
 * change instead, in their own folder, which hosts and the service worker revalidate rather than keep.
 */

/** The folder of dist/ they are written in (`/site-data/search-index.js`). */
export const SITE_DATA_DIR = 'site-data';

/** Each such module's (resolved) id, and the name its chunk is written under. */
const SITE_DATA_MODULES: Readonly<Record<string, string>> = { '\0virtual:search-index': 'search-index' };

/** The file name of a chunk of the browser build: a site-data module's fixed name, else its content hash. */
export function browserChunkFileName(chunk: { facadeModuleId: string | null }): string {
  const fixed = chunk.facadeModuleId ? SITE_DATA_MODULES[chunk.facadeModuleId] : undefined;
  return fixed ? `${SITE_DATA_DIR}/${fixed}.js` : 'assets/[name]-[hash].js';
}

/**
 * Stands in, in /admin's Decap build (src/admin/decap.ts), for two libraries Decap bundles that
 * this site's configuration never reaches:
 * - @jsquash/webp (with 750 KB of WebAssembly): Decap's `media_processing` option (photos turned
 *   into WebP on upload), which src/build/editor/cms-config.ts does not set: the site makes its own copies;
 * - esprima: js-yaml's `!!js/function` tag inside front matter (gray-matter), which the site's
 *   formats (src/admin/cms-formats.ts) never read; js-yaml then treats the tag as unknown, as its
 *   own browser build does.
 */
function unused(): never {
  throw new Error('Not part of this site’s web editor (src/admin/decap-unused.ts)');
}
export const encode = unused;
export const decode = unused;
export const parse = unused;

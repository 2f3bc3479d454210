/**
 * Stands in, in /admin's Decap build (src/admin/decap.ts), for libraries Decap bundles that this
 * site's editor never reaches:
 * - @jsquash/webp (with 750 KB of WebAssembly): Decap's `media_processing` option (photos turned
 *   into WebP on upload), which src/build/editor/cms-config.ts does not set: the site makes its own copies;
 * - js-yaml (about 40 KB minified): gray-matter's default YAML engine for front matter, which
 *   Decap always replaces with its own (decap-cms-core's formats/frontmatter.js passes `engines`);
 * - react-style-proptype (a list of every CSS property): a propTypes check of react-split-pane's,
 *   and React 19 checks no propTypes.
 */
function unused(): never {
  throw new Error('Not part of this site’s web editor (src/admin/decap-unused.ts)');
}
export const encode = unused;
export const decode = unused;
export const safeLoad = unused;
export const safeDump = unused;
/** react-style-proptype's check: never called (see above). */
export default function styleChecked(): null {
  return null;
}

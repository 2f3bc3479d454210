/**
 * Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for Decap's TOML format (@iarna/toml
 * and tomlify, about 30 KB minified): the site's files are YAML, JSON and Markdown/MDX with YAML
 * front matter (src/admin/cms-formats.ts, src/build/editor/cms-config.ts), never TOML.
 */
function unused(): never {
  throw new Error('TOML is not part of this site’s web editor (src/admin/decap-toml-unused.ts)');
}
export default { fromFile: unused, toFile: unused };

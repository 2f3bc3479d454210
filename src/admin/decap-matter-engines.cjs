// Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for gray-matter's default
// engines: Decap always gives gray-matter its own (YAML, TOML, JSON: decap-cms-core's
// formats/frontmatter.js), so these are never used, and the one for front matter written as
// JavaScript runs it with `eval`, which keeps the minifier from shortening any top-level name of
// decap-cms.js, the script the login screen waits for.
module.exports = {};

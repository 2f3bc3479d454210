// Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for the `object.entries`
// polyfill that node-polyglot (Decap's translations) requires: every browser the editor supports has
// Object.entries, and the polyfill brings its chain of helpers (get-intrinsic, call-bound,
// define-properties, object-keys and more, about 25 KB) to the login screen.
module.exports = Object.entries;

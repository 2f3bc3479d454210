/**
 * The four functions of lodash/fp that Decap's shared code imports (decap-cms-lib-util:
 * backendUtil, git-lfs), each from its own module, in /admin's Decap build (src/build/plugins/cms-plugin.ts):
 * `lodash/fp` itself loads the whole of lodash (about 70 KB minified) to convert every function.
 */
export { default as filter } from 'lodash/fp/filter';
export { default as flow } from 'lodash/fp/flow';
export { default as fromPairs } from 'lodash/fp/fromPairs';
export { default as map } from 'lodash/fp/map';

/**
 * The four functions of lodash/fp that Decap's shared code imports (decap-cms-lib-util:
 * backendUtil, git-lfs), in /admin's Decap build (src/build/editor/decap-build.ts), as they are used
 * there (on arrays, each function called with one argument): `lodash/fp` itself loads the whole of
 * lodash (about 70 KB minified) to convert every function, and each of its modules its converter.
 */
type Fn = (value: never) => unknown;
export const filter = (keep: Fn) => (items: unknown[]) => items.filter((item) => keep(item as never));
export const map = (each: Fn) => (items: unknown[]) => items.map((item) => each(item as never));
export const fromPairs = (pairs: [PropertyKey, unknown][] | null) => Object.fromEntries(pairs ?? []);
export const flow =
  (...fns: (Fn | Fn[])[]) =>
  (value: unknown) =>
    fns.flat().reduce((result, fn) => fn(result as never), value);

/**
 * `react/jsx-runtime` in /admin's own scripts: JSX made with Decap's React (src/admin/decap-react.ts),
 * by createElement (the automatic runtime's `jsx(type, props, key)`, props holding the children).
 */
import { createElement, Fragment } from './decap-react.ts';

type Type = Parameters<typeof createElement>[0];

export function jsx(type: Type, props: Record<string, unknown>, key?: string) {
  return createElement(type, key === undefined ? props : { ...props, key });
}
export const jsxs = jsx;
export { Fragment };

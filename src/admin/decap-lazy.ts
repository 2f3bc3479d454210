/**
 * Stands in, in /admin's Decap build (src/build/plugins/cms-plugin.ts), for the four parts of Decap
 * its App shows after logging in (Collection, Workflow, Editor, MediaLibrary): each one as it is,
 * from src/admin/decap-later.ts, loaded when first shown (nothing is shown in its place until then).
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';

let later: Promise<typeof import('./decap-later.ts')> | undefined;

export function lazily(name: 'Collection' | 'Workflow' | 'Editor' | 'MediaLibrary'): ComponentType<object> {
  const Part = lazy(async () => ({ default: (await (later ??= import('./decap-later.ts')))[name] as ComponentType<object> }));
  return (props: object) => createElement(Suspense, { fallback: null }, createElement(Part, props));
}

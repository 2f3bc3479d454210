import type { ComponentType } from 'react';

/** The editor's preview draws every widget as a box naming it (see README.md here). */
export const PREVIEW_WIDGETS: Readonly<Record<string, ComponentType<Record<string, unknown>>>> = {};
export const layoutStyles: Readonly<Record<string, string>> = {};

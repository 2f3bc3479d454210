/**
 * The React side of waking an island (./hydrate.ts): bundled with React itself (the `react` chunk,
 * src/build/plugins/islands-plugin.ts), so waking the first island costs one request for React and this,
 * fetched at the same time as the widget's own code.
 */
import { createElement, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { addKnownImages, type ImageEntry } from './images';

/**
 * Calls `onAwake` once the island's first render and the render its effects asked for (the
 * draft, typed text, useHydrated's enhanced markup) are committed: a press replayed then finds
 * the island as a visitor would. One child and no DOM of its own, so ids (useId) are unchanged.
 */
function Awake({ onAwake, children }: { onAwake: () => void; children?: ReactNode }) {
  const [committed, setCommitted] = useState(false);
  useEffect(() => setCommitted(true), []);
  useEffect(() => {
    if (committed) onAwake();
  }, [committed, onAwake]);
  return children;
}

export interface IslandData {
  name: string;
  prefix: string;
  props: Record<string, unknown>;
  images: Record<string, ImageEntry>;
}

/** Attaches `Component` to the island's prerendered HTML; resolves when it is awake (see Awake). */
export function hydrateWith(element: HTMLElement, Component: ComponentType, { name, prefix, props, images }: IslandData): Promise<void> {
  addKnownImages(images);
  return new Promise<void>((resolve) => {
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser in
    // between (a long gallery no longer blocks the page for one long task); a press on a part not
    // yet hydrated is hydrated first and replayed.
    startTransition(() => {
      hydrateRoot(element, createElement(Awake, { onAwake: resolve }, createElement(Component, props)), {
        identifierPrefix: prefix,
        onRecoverableError: (error) => console.error(`Island <${name}>:`, error),
      });
    });
  });
}

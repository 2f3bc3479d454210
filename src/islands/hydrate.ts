/**
 * Hydrates one island: loads its widget's code (and React, shared by all islands of the page)
 * and attaches it to the prerendered HTML with the props it was rendered with.
 * Loaded by the boot script only on pages that have islands.
 */
import { createElement, startTransition, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import loaders from 'virtual:island-loaders';
import { addKnownImages, type ImageEntry } from '../ui/Picture/images';

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

/** Resolves when the island is awake (see Awake); rejects when its code cannot load. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const prefix = element.dataset.islandId ?? '';
  const load = loaders[name];
  if (!load) throw new Error(`No island code for <${name}>`);
  const propsBlock = document.querySelector(`script[data-island-props="${prefix}"]`);
  const { props, images } = JSON.parse(propsBlock?.textContent || '{}') as {
    props: Record<string, unknown>;
    images: Record<string, ImageEntry>;
  };
  addKnownImages(images);
  const Component = await load();
  await new Promise<void>((resolve) => {
    const onAwake = () => {
      element.dataset.hydrated = 'true';
      resolve();
    };
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser in
    // between (a long gallery no longer blocks the page for one long task); a press on a part not
    // yet hydrated is hydrated first and replayed.
    startTransition(() => {
      hydrateRoot(element, createElement(Awake, { onAwake }, createElement(Component, props)), {
        identifierPrefix: prefix,
        onRecoverableError: (error) => console.error(`Island <${name}>:`, error),
      });
    });
  });
}

/**
 * Hydrates one island: loads its widget's code (and React, shared by all islands of the page)
 * and attaches it to the prerendered HTML with the props it was rendered with.
 * Loaded by the boot script only on pages that have islands.
 */
import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import loaders from 'virtual:island-loaders';
import { addKnownImages, type ImageEntry } from '../ui/Picture/images';

export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const prefix = element.dataset.islandId ?? '';
  const load = loaders[name];
  if (!load) throw new Error(`No island code for <${name}>`);
  const propsBlock = document.querySelector(`script[data-island-props="${prefix}"]`);
  const { props, images } = JSON.parse(propsBlock?.textContent || '{}') as { props: Record<string, unknown>; images: Record<string, ImageEntry> };
  addKnownImages(images);
  const Component = await load();
  // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser in
  // between (a long gallery no longer blocks the page for one long task); a press on a part not
  // yet hydrated is hydrated first and replayed.
  startTransition(() => {
    hydrateRoot(element, createElement(Component, props), {
      identifierPrefix: prefix,
      onRecoverableError: (error) => console.error(`Island <${name}>:`, error),
    });
  });
  element.dataset.hydrated = 'true';
}

/**
 * Hydrates one island: reads the props it was rendered with, then fetches its widget's code and
 * React (with ./hydrate-root.ts, shared by all islands of the page) at the same time, and attaches
 * them to the prerendered HTML. Part of the scheduler's code (./schedule.ts); nothing here is React.
 */
import loaders from 'virtual:island-loaders';
import type { IslandData } from './hydrate-root';

/** Resolves when the island is awake; rejects when its code cannot load. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const prefix = element.dataset.islandId ?? '';
  const load = loaders[name];
  if (!load) throw new Error(`No island code for <${name}>`);
  const propsBlock = document.querySelector(`script[data-island-props="${prefix}"]`);
  const { props, images } = JSON.parse(propsBlock?.textContent || '{}') as Pick<IslandData, 'props' | 'images'>;
  const [Component, { hydrateWith }] = await Promise.all([load(), import('./hydrate-root')]);
  await hydrateWith(element, Component, { name, prefix, props, images });
  element.dataset.hydrated = 'true';
}

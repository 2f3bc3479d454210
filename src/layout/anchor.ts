import type { CSSProperties } from 'react';

/**
 * Ties a pop-up to the button that opens it with CSS anchor positioning. Each pair gets its own
 * anchor name: the popover invoker's implicit anchor is newer (Chromium 133) than anchor
 * positioning itself, and shared names would all resolve to the last button.
 * The CSS decides where the pop-up goes (position-area), and what happens without support.
 */
export function anchorStyles(id: string): { anchor: CSSProperties; positioned: CSSProperties } {
  const name = `--${id}`;
  return { anchor: { anchorName: name }, positioned: { positionAnchor: name } };
}

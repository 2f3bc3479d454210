import manifest from '../generated/images.json';

/** A photo from photos/, as scripts/images.mjs prepared it. */
export interface ImageEntry {
  width: number;
  height: number;
  widths: number[];
  color: string;
}

const prepared = manifest as Record<string, ImageEntry & { hash: string }>;

/**
 * In the browser, an island knows only the photos it was prerendered with: they travel beside its
 * props (src/islands/island.tsx), so the table of every photo of the site stays out of browser code.
 */
const known: Record<string, ImageEntry> = {};
let collected: Record<string, ImageEntry> | null = null;

/** The prepared photo called `name` (its path in photos/ without extension), if any. */
export function imageEntry(name: string): ImageEntry | undefined {
  if (import.meta.env.SSR || import.meta.env.DEV) {
    const entry = prepared[name];
    if (entry && collected) collected[name] = { width: entry.width, height: entry.height, widths: entry.widths, color: entry.color };
    return entry;
  }
  return known[name];
}

/** Renders something (an island, at prerender) and returns the photos it looked up. */
export function collectImages<T>(render: () => T): { result: T; images: Record<string, ImageEntry> } {
  const previous = collected;
  collected = {};
  try {
    const result = render();
    return { result, images: collected };
  } finally {
    collected = previous;
  }
}

/** In the browser: the photos an island was prerendered with. */
export function addKnownImages(images: Record<string, ImageEntry>): void {
  Object.assign(known, images);
}

/** `srcset` for one format of a prepared photo. */
export function srcSetFor(name: string, entry: ImageEntry, format: 'avif' | 'webp'): string {
  return entry.widths.map((w) => `/img/${name}-${w}.${format} ${w}w`).join(', ');
}

/** A mid-sized WebP (800px wide or the largest below): the `src` for browsers that ignore srcset. */
export function fallbackSrc(name: string, entry: ImageEntry): string {
  const width = entry.widths.find((w) => w >= 800) ?? entry.widths[entry.widths.length - 1];
  return `/img/${name}-${width}.webp`;
}

/** The largest prepared WebP, for full-screen views. */
export function largestSrc(name: string, entry: ImageEntry): string {
  return `/img/${name}-${entry.widths[entry.widths.length - 1]}.webp`;
}

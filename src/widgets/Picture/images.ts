import manifest from '../../generated/images.json';

/** A photo from photos/, as scripts/images.mjs prepared it. */
export interface ImageEntry {
  width: number;
  height: number;
  widths: number[];
  color: string;
}

const images = manifest as Record<string, ImageEntry & { hash: string }>;

/** The prepared photo called `name` (its path in photos/ without extension), if any. */
export function imageEntry(name: string): ImageEntry | undefined {
  return images[name];
}

/** `srcset` for one format of a prepared photo. */
export function srcSetFor(name: string, entry: ImageEntry, format: 'avif' | 'webp'): string {
  return entry.widths.map((w) => `/img/${name}-${w}.${format} ${w}w`).join(', ');
}

/** A mid-sized WebP: the `src` for browsers that ignore srcset, and the lightbox's small image. */
export function fallbackSrc(name: string, entry: ImageEntry, preferred = 800): string {
  const width = entry.widths.find((w) => w >= preferred) ?? entry.widths[entry.widths.length - 1];
  return `/img/${name}-${width}.webp`;
}

/** The largest prepared WebP, for full-screen views. */
export function largestSrc(name: string, entry: ImageEntry): string {
  return `/img/${name}-${entry.widths[entry.widths.length - 1]}.webp`;
}

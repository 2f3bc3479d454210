import { useEffect, useRef, useState } from 'react';
import { fallbackSrc, imageEntry, srcSetFor } from '../../islands/images';

export interface PictureProps {
  /** A photo in photos/ by name ("gallery/01"), or a path or URL used as given. */
  src: string;
  /** What the image shows; empty for a decorative image. */
  alt: string;
  /** Rendered width of the image, for the browser to pick a file (CSS sizes syntax). */
  sizes?: string;
  /** Above the fold (LCP): load at once with high priority; otherwise lazily. */
  priority?: boolean;
  /** Load at once, without raising priority (e.g. the next carousel slide). */
  eager?: boolean;
  /** Used (once) if the image fails; without it a failed image shows "Image not available". */
  fallback?: string;
  /** Intrinsic size for a path or URL source (prepared photos know theirs). */
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A responsive photo: AVIF and WebP at several widths, width and height set so nothing
 * shifts, lazy unless it is above the fold. A failed image falls back once, or shows a placeholder.
 */
export function Picture({ src, alt, sizes = '100vw', priority = false, eager = false, fallback, width, height, className }: PictureProps) {
  const [failed, setFailed] = useState(false);
  const [usingFallback, setUsingFallback] = useState(false);
  const entry = imageEntry(src);
  const onError = () => (fallback && !usingFallback ? setUsingFallback(true) : setFailed(true));
  // An image can fail before React hydrates and attaches onError: check once after mounting.
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) onError();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const w = entry?.width ?? width;
  const h = entry?.height ?? height;

  // "Image not available", in the space the image would have taken.
  if (failed)
    return (
      <span
        className={`image-unavailable ${className ?? ''}`}
        style={w && h ? { aspectRatio: `${w} / ${h}` } : undefined}
        role="img"
        aria-label="Image not available"
      >
        <span aria-hidden="true">Image not available</span>
      </span>
    );

  const imgProps = {
    ref: imgRef,
    width: w,
    height: h,
    loading: priority || eager ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    onError,
    // For the boot script on plain pages, where no React runs (src/islands/image-fallback.ts).
    'data-fallback': usingFallback ? undefined : fallback,
    className,
    style: entry ? { backgroundColor: entry.color } : undefined,
  };

  if (usingFallback || !entry) return <img src={usingFallback ? fallback : src} alt={alt} {...imgProps} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetFor(src, entry, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetFor(src, entry, 'webp')} sizes={sizes} />
      <img src={fallbackSrc(src, entry)} alt={alt} {...imgProps} />
    </picture>
  );
}

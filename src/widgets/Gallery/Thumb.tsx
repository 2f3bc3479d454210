import type { GalleryImage } from './gallery.data.ts';
import { Picture } from '../../ui/Picture/Picture';
import { imageEntry, largestSrc } from '../../islands/images';
import styles from './Gallery.module.css';

export interface ThumbProps {
  image: GalleryImage;
  /** The image's position in the whole gallery (0-based), for the lightbox. */
  index: number;
  onOpen: (index: number, opener: HTMLElement) => void;
  /** CSS sizes of the rendered image, so the browser picks a small file for a thumbnail. */
  sizes: string;
  eager?: boolean;
  className?: string;
  imageClassName?: string;
}

/**
 * A photo as a button that opens the lightbox on it. Its name is the photo's alt text;
 * a photo that fails shows "Image not available" and opens the lightbox's placeholder.
 */
export function Thumb({ image, index, onOpen, sizes, eager, className, imageClassName }: ThumbProps) {
  return (
    <button
      type="button"
      className={`${styles.thumb} ${className ?? ''}`}
      aria-haspopup="dialog"
      data-photo={image.id}
      onClick={(event) => onOpen(index, event.currentTarget)}
    >
      <Picture src={image.src} alt={image.alt} sizes={sizes} eager={eager} className={`${styles.image} ${imageClassName ?? ''}`} />
    </button>
  );
}

/** A photo with its caption under it (Grid, Masonry, Carousel). */
export function CaptionedThumb(props: ThumbProps) {
  return (
    <figure className={styles.figure}>
      <Thumb {...props} />
      <figcaption className={styles.caption}>{props.image.caption}</figcaption>
    </figure>
  );
}

/** The photo's largest prepared file (or its own address), for a plain link to it. */
function largeHref(image: GalleryImage): string {
  const entry = imageEntry(image.src);
  return entry ? largestSrc(image.src, entry) : image.src;
}

/**
 * A photo as a link to its large file, with its caption: the gallery before (and without)
 * JavaScript, where there is no lightbox. Its name is the photo's alt text.
 */
export function LinkedThumb({ image, sizes, eager, imageClassName }: Pick<ThumbProps, 'image' | 'sizes' | 'eager' | 'imageClassName'>) {
  return (
    <figure className={styles.figure}>
      <a href={largeHref(image)} className={styles.thumb} data-photo={image.id}>
        <Picture src={image.src} alt={image.alt} sizes={sizes} eager={eager} className={`${styles.image} ${imageClassName ?? ''}`} />
      </a>
      <figcaption className={styles.caption}>{image.caption}</figcaption>
    </figure>
  );
}

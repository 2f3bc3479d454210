import type { GalleryImage } from '../../content/data-schemas';
import { Picture } from '../Picture/Picture';
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

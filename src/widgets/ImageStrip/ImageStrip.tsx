import type { ReactNode } from 'react';
import { Picture } from '../../ui/Picture/Picture';
import styles from './ImageStrip.module.css';

/**
 * A row of photos (gallery pages show five). MDX:
 * <ImageStrip>
 *   <Photo src="gallery/05" alt="Students reading in the library" caption="Reading hour" />
 * </ImageStrip>
 */
export function ImageStrip({ children, label = 'Photos' }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.strip} aria-label={label}>
      {children}
    </ul>
  );
}

/** One photo of an ImageStrip; a photo that fails to load shows "Image not available". */
export function Photo({ src, alt, caption }: { src: string; alt: string; caption?: string }) {
  return (
    <li className={styles.item}>
      <figure className={styles.figure}>
        <Picture src={src} alt={alt} sizes="(min-width: 1024px) 14rem, (min-width: 640px) 33vw, 50vw" className={styles.image} />
        {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
      </figure>
    </li>
  );
}

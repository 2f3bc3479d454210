/**
 * The full-screen photo viewer (yet-another-react-lightbox). Loaded on demand, the first time
 * a visitor opens a photo: neither its code nor its CSS is part of any page's first load.
 */
import { useMemo } from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Captions from 'yet-another-react-lightbox/plugins/captions';
// Inlined into this chunk, not the site stylesheet: only a visitor who opens a photo needs them.
import lightboxCss from 'yet-another-react-lightbox/styles.css?inline';
import counterCss from 'yet-another-react-lightbox/plugins/counter.css?inline';
import captionsCss from 'yet-another-react-lightbox/plugins/captions.css?inline';
import type { GalleryImage } from './gallery.data.ts';
import { imageEntry, largestSrc } from '../../islands/images';
import styles from './GalleryLightbox.module.css';

export interface GalleryLightboxProps {
  images: GalleryImage[];
  open: boolean;
  /**
   * The photo it opens on (0-based). Fixed for one opening: the viewer keeps its own place after
   * that. Fed back from its `view` event, a late echo of one arrow press re-set the viewer after
   * the next press had moved on (32 / 32 shown after ArrowRight had gone to 1 / 32).
   */
  index: number;
  onClose: () => void;
}

/** A lightbox slide: the prepared WebP files at every width, the browser picks one for the screen. */
function toSlide(image: GalleryImage): Slide {
  const entry = imageEntry(image.src);
  const base = { alt: image.alt, title: image.caption };
  if (!entry) return { ...base, src: image.src };
  return {
    ...base,
    src: largestSrc(image.src, entry),
    width: entry.width,
    height: entry.height,
    srcSet: entry.widths.map((w) => ({
      src: `/img/${image.src}-${w}.webp`,
      width: w,
      height: Math.round((w * entry.height) / entry.width),
    })),
  };
}

export default function GalleryLightbox({ images, open, index, onClose }: GalleryLightboxProps) {
  const slides = useMemo(() => images.map(toSlide), [images]);
  return (
    <>
      {/* React puts this in the document head once (href names it). */}
      <style href="gallery-lightbox" precedence="default">
        {lightboxCss + counterCss + captionsCss}
      </style>
      <Lightbox
        open={open}
        close={onClose}
        index={index}
        slides={slides}
        plugins={[Counter, Captions]}
        className={styles.lightbox}
        counter={{ container: { style: { top: 'unset', bottom: 0, fontWeight: 600 } } }}
        carousel={{ finite: false, preload: 1 }}
        controller={{ closeOnBackdropClick: true }}
        labels={{ Lightbox: 'Photo viewer', 'Photo gallery': 'School photos' }}
        render={{ iconError: () => <span className={styles.lightboxUnavailable}>Image not available</span> }}
      />
    </>
  );
}

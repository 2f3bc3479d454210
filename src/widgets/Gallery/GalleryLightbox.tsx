/**
 * The full-screen photo viewer (yet-another-react-lightbox). Loaded on demand, the first time
 * a visitor opens a photo: neither its code nor its CSS is part of any page's first load.
 */
import { useEffect, useState } from 'react';
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
  /** Every photo of the gallery, in order: undefined for one whose page's data has not arrived yet. */
  photos: (GalleryImage | undefined)[];
  open: boolean;
  /**
   * The photo it opens on (0-based). Fixed for one opening: the viewer keeps its own place after
   * that. Fed back from its `view` event, a late echo of one arrow press re-set the viewer after
   * the next press had moved on (32 / 32 shown after ArrowRight had gone to 1 / 32).
   */
  index: number;
  onClose: () => void;
  /** The photo now shown (0-based): the gallery fetches the pages of it and its neighbours. */
  onView: (index: number) => void;
}

/** The slide of a photo still on its way: drawn as "Loading photo…" (render.slide below). */
const pendingSlide = (): Slide => ({ src: '', alt: '' });
const isPending = (slide: Slide) => 'src' in slide && slide.src === '';

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

/** `slides` made to show `photos`: a slide replaced only where its photo arrived or changed. */
function fillSlides(slides: Slide[], photos: readonly (GalleryImage | undefined)[]): void {
  slides.length = photos.length;
  photos.forEach((photo, i) => {
    const made = photo ? toSlide(photo) : pendingSlide();
    if (!slides[i] || !('src' in slides[i]) || (slides[i] as { src: string }).src !== made.src) slides[i] = made;
  });
}

export default function GalleryLightbox({ photos, open, index, onClose, onView }: GalleryLightboxProps) {
  // One array for the viewer's whole life, its slides filled in as pages of photos arrive: the
  // viewer goes back to `index` whenever it is handed other slides, and an arrival in the same
  // render as an arrow press then undid the press (a parent's "next" lost as a page came in).
  const [slides] = useState<Slide[]>(() => []);
  fillSlides(slides, photos);
  // The photo it opens on, and the ones next to it, before any move.
  useEffect(() => onView(index), [index, onView]);
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
        on={{
          view: ({ index: now }) => onView(now),
        }}
        render={{
          slide: ({ slide }) => (isPending(slide) ? <span className={styles.lightboxUnavailable}>Loading photo…</span> : undefined),
          iconError: () => <span className={styles.lightboxUnavailable}>Image not available</span>,
        }}
      />
    </>
  );
}

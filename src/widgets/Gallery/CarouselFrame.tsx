/**
 * The carousel's photos, laid out as the carousel shows them. The lazy carousel (embla) draws
 * them with its viewport ref and arrows; while its code loads, the gallery draws this same frame
 * without them, so the page does not move when the carousel arrives.
 */
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import type { GalleryImage } from './gallery.data.ts';
import { CaptionedThumb, type ThumbProps } from './Thumb';
import styles from './Gallery.module.css';
import carousel from './GalleryCarousel.module.css';

export interface CarouselFrameProps {
  images: GalleryImage[];
  /** Index in the whole gallery of the first image here. */
  first: number;
  label: string;
  onOpen: ThumbProps['onOpen'];
  viewportRef?: Ref<HTMLDivElement>;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** The arrows and the spoken position, over the photos. */
  children?: ReactNode;
}

export function CarouselFrame({ images, first, label, onOpen, viewportRef, onKeyDown, children }: CarouselFrameProps) {
  return (
    <section className={carousel.carousel} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className={carousel.carouselViewport} ref={viewportRef}>
        <div className={carousel.carouselTrack}>
          {images.map((image, i) => (
            <div
              key={image.id}
              className={carousel.carouselSlide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${images.length}`}
            >
              <CaptionedThumb
                image={image}
                index={first + i}
                onOpen={onOpen}
                sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 85vw"
                eager={i < 3}
                className={carousel.slideThumb}
                imageClassName={styles.cropped}
              />
            </div>
          ))}
        </div>
      </div>
      {children}
    </section>
  );
}

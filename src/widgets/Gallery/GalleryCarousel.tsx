/**
 * Carousel view (embla-carousel-react), loaded only when a visitor picks it. Keyboard: Previous
 * and Next buttons, ArrowLeft/ArrowRight anywhere inside, Tab moves through the photos (the
 * focused one scrolls into view). It never moves by itself.
 */
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { SvgIcon } from '../../ui/SvgIcon';
import { CHEVRON_LEFT, CHEVRON_RIGHT } from '../../ui/icon-paths';
import { CarouselFrame, type CarouselFrameProps } from './CarouselFrame';
import { prefersReducedMotion } from './motion';
import styles from './Gallery.module.css';
import carousel from './GalleryCarousel.module.css';

export default function GalleryCarousel({ images, first, label, onOpen }: CarouselFrameProps) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', duration: 25, inViewThreshold: 0.5 });
  const [nav, setNav] = useState({ prev: false, next: false, from: 1, to: 1 });

  useEffect(() => {
    if (!api) return;
    const update = () => {
      const inView = api.slidesInView();
      const from = inView.length ? Math.min(...inView) + 1 : api.selectedScrollSnap() + 1;
      const to = inView.length ? Math.max(...inView) + 1 : from;
      setNav({ prev: api.canScrollPrev(), next: api.canScrollNext(), from, to });
    };
    update();
    api.on('select', update).on('reInit', update).on('slidesInView', update);
    return () => {
      api.off('select', update).off('reInit', update).off('slidesInView', update);
    };
  }, [api]);

  const prev = useCallback(() => api?.scrollPrev(prefersReducedMotion()), [api]);
  const next = useCallback(() => api?.scrollNext(prefersReducedMotion()), [api]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <CarouselFrame images={images} first={first} label={label} onOpen={onOpen} viewportRef={viewportRef} onKeyDown={onKeyDown}>
      {/* Arrows over the photos' sides; the position is said to screen readers only: the page bar below is the one visible count. */}
      <button
        type="button"
        className={`${styles.arrow} ${carousel.carouselArrow} ${carousel.carouselPrev}`}
        onClick={prev}
        disabled={!nav.prev}
        aria-label="Previous slide"
      >
        <SvgIcon d={CHEVRON_LEFT} />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${carousel.carouselArrow} ${carousel.carouselNext}`}
        onClick={next}
        disabled={!nav.next}
        aria-label="Next slide"
      >
        <SvgIcon d={CHEVRON_RIGHT} />
      </button>
      <p className="visually-hidden" aria-live="polite">
        {nav.from === nav.to ? `Slide ${nav.from}` : `Slides ${nav.from} to ${nav.to}`} of {images.length}
      </p>
    </CarouselFrame>
  );
}

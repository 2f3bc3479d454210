/**
 * Slider view, loaded only when a visitor picks it (or the address asks for it): one large photo,
 * arrows (disabled at the ends), "n / total", and a strip of thumbnails to jump.
 */
import { useEffect, useRef } from 'react';
import type { GalleryImage } from './gallery.data.ts';
import { SvgIcon } from '../../ui/SvgIcon';
import { CHEVRON_LEFT, CHEVRON_RIGHT } from '../../ui/icon-paths';
import { Picture } from '../../ui/Picture/Picture';
import { prefersReducedMotion } from './motion';
import { Thumb, type ThumbProps } from './Thumb';
import styles from './Gallery.module.css';
import slider from './GallerySlider.module.css';

export default function GallerySlider({
  count,
  photoAt,
  index,
  onOpen,
  onSelect,
}: {
  count: number;
  /** A photo by its index in the gallery, once its page's data has arrived (the one shown always has). */
  photoAt: (index: number) => GalleryImage | undefined;
  index: number;
  onOpen: ThumbProps['onOpen'];
  onSelect: (index: number, focusContent: boolean) => void;
}) {
  const image = photoAt(index)!;
  const stripRef = useRef<HTMLUListElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const lastArrow = useRef<'prev' | 'next' | null>(null);

  // An arrow that was just used and is now disabled (first or last photo) loses focus: give it to the other arrow.
  useEffect(() => {
    const arrow = lastArrow.current;
    lastArrow.current = null;
    if (arrow === 'prev' && index === 0) nextRef.current?.focus();
    if (arrow === 'next' && index === count - 1) prevRef.current?.focus();
  }, [index, count]);
  const step = (arrow: 'prev' | 'next') => {
    lastArrow.current = arrow;
    onSelect(arrow === 'prev' ? index - 1 : index + 1, false);
  };

  // Keep the current thumbnail in view inside the strip (without scrolling the page).
  useEffect(() => {
    const strip = stripRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !current) return;
    const left = current.offsetLeft - strip.clientWidth / 2 + current.offsetWidth / 2;
    strip.scrollTo({ left, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [index]);

  return (
    <div>
      <div className={slider.stage}>
        <button
          type="button"
          className={`${styles.arrow} ${slider.stageArrow}`}
          ref={prevRef}
          aria-label="Previous photo"
          disabled={index === 0}
          onClick={() => step('prev')}
        >
          <SvgIcon d={CHEVRON_LEFT} size={28} />
        </button>
        <figure className={slider.stageFigure}>
          <Thumb
            key={image.id}
            image={image}
            index={index}
            onOpen={onOpen}
            sizes="(min-width: 1200px) 64rem, 100vw"
            eager
            className={slider.stageThumb}
            imageClassName={slider.contained}
          />
          <figcaption className={styles.caption}>{image.caption}</figcaption>
        </figure>
        <button
          type="button"
          className={`${styles.arrow} ${slider.stageArrow}`}
          ref={nextRef}
          aria-label="Next photo"
          disabled={index === count - 1}
          onClick={() => step('next')}
        >
          <SvgIcon d={CHEVRON_RIGHT} size={28} />
        </button>
      </div>
      <p className={slider.counter}>
        <span className="visually-hidden">Photo </span>
        <span>
          {index + 1} / {count}
        </span>
      </p>
      <ul className={slider.strip} ref={stripRef} aria-label="Choose a photo">
        {/* Every photo has its button; those of pages not fetched yet (far from the one shown) are named by number. */}
        {Array.from({ length: count }, (_, i) => {
          const thumb = photoAt(i);
          return (
            <li key={i}>
              <button
                type="button"
                className={slider.stripButton}
                aria-label={thumb ? `Photo ${i + 1}: ${thumb.caption}` : `Photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onSelect(i, false)}
              >
                {thumb && <Picture src={thumb.src} alt="" sizes="6rem" className={`${slider.stripImage} ${styles.cropped}`} />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

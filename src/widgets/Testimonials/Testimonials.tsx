import { SvgIcon } from '../../ui/SvgIcon';
import { CHEVRON_LEFT, CHEVRON_RIGHT, STAR } from '../../ui/icon-paths';
import { HomeSection } from '../../ui/HomeSection/HomeSection';
import { carouselProps, PlayPauseButton, slideProps, useRotatingCarousel } from '../../ui/Carousel/carousel';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './Testimonials.module.css';

/** "5 out of 5" for screen readers, five stars for the eye. */
function Rating({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <p className={styles.rating} role="img" aria-label={`Rated ${value} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => (
        <SvgIcon key={i} d={STAR} size={18} filled={i < value} className={i < value ? styles.on : styles.off} />
      ))}
    </p>
  );
}

/**
 * One testimonial at a time, moving on every `interval` ms and wrapping at both ends;
 * previous/next buttons, arrow keys and a pause button. It stops while the pointer or focus
 * is on it. MDX: <Testimonials title="What People Say About Us" items={testimonials} />
 */
export function Testimonials({ items, interval = 5000, title, ...section }: WidgetProps<typeof widgets, 'Testimonials'>) {
  const { rootProps, viewportRef, rotation, selected, prev, next, live } = useRotatingCarousel({ interval, speed: 500 });
  const count = items.length;

  return (
    <HomeSection title={title} {...section}>
      <div className={styles.carousel} {...carouselProps('Testimonials', 'group')} {...rootProps}>
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.container} {...live}>
            {items.map((item, i) => (
              // The slide is a group ("3 of 7"); the testimonial inside it is a figure with its caption.
              <div key={i} className={styles.slide} {...slideProps(i, count)} aria-hidden={i === selected ? undefined : true}>
                <figure className={styles.testimonial}>
                  <Rating value={item.rating} />
                  <blockquote className={styles.quote}>
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption className={styles.author}>
                    <span className={styles.name}>{item.author}</span>
                    <span className={styles.role}>{item.role}</span>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
        </div>
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={prev} aria-label="Previous testimonial">
            <SvgIcon d={CHEVRON_LEFT} size={24} />
          </button>
          <p className={styles.counter} aria-hidden="true">
            {selected + 1} / {count}
          </p>
          <button type="button" className={styles.button} onClick={next} aria-label="Next testimonial">
            <SvgIcon d={CHEVRON_RIGHT} size={24} />
          </button>
          <PlayPauseButton paused={rotation.paused} onClick={rotation.togglePaused} what="testimonials" className={styles.button} />
        </div>
      </div>
    </HomeSection>
  );
}

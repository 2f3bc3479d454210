import { preload } from 'react-dom';
import { telHref } from '../../config/phone';
import { SmartLink } from '../../ui/SmartLink';
import { SvgIcon } from '../../ui/SvgIcon';
import { CHEVRON_LEFT, CHEVRON_RIGHT } from '../../ui/icon-paths';
import { Picture } from '../../ui/Picture/Picture';
import { imageEntry, srcSetFor } from '../../islands/images';
import { carouselProps, PlayPauseButton, slideProps, useRotatingCarousel } from '../../ui/Carousel/carousel';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './HeroCarousel.module.css';

export type HeroCarouselProps = WidgetProps<typeof widgets, 'HeroCarousel'>;

/** The enquiry form on the contact page (the form's id is its anchor). */
const ENQUIRY_FORM = '/about/contact-us#inquiry-form';

const SIZES = '100vw';
const FALLBACK = '/fallback-image.jpg';

/** Tells the browser about the first photo before it reads the carousel: it is the page's largest paint. */
function preloadFirst(src: string) {
  const entry = imageEntry(src);
  if (!entry) return preload(src, { as: 'image', fetchPriority: 'high' });
  preload(`/img/${src}-${entry.widths[0]}.avif`, {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: srcSetFor(src, entry, 'avif'),
    imageSizes: SIZES,
    fetchPriority: 'high',
  });
}

/**
 * The home page's opening carousel: full-width photos under a dark overlay, the school
 * name and tagline over them, arrows, dots and a pause button. MDX:
 * <HeroCarousel slides={heroSlides} />  (heroSlides imported from a `.hero.yml` data file)
 */
export function HeroCarousel({
  slides,
  // The school's name, tagline, application link and phone unless the page gives others: filled in
  // at prerender (./prerender-props.ts).
  title,
  tagline,
  autoSlide = true,
  interval = 5000,
  speed = 500,
  label = 'Campus highlights',
  enquireHref = ENQUIRY_FORM,
  applyHref,
  phone,
}: HeroCarouselProps) {
  const { rootProps, viewportRef, rotation, selected, prev, next, goTo, live } = useRotatingCarousel({ interval, speed, autoSlide });
  const count = slides.length;
  if (slides[0]) preloadFirst(slides[0].src);
  // Loaded at once: the first slide, the one shown and the one after it; the rest when needed.
  const eager = new Set([0, selected, (selected + 1) % count]);

  return (
    <section className={styles.hero} {...carouselProps(label)} {...rootProps}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} {...live}>
          {slides.map((slide, i) => (
            <div
              key={`${slide.src}-${i}`}
              className={styles.slide}
              {...slideProps(i, count)}
              aria-hidden={i === selected ? undefined : true}
            >
              <Picture
                src={slide.src}
                alt={slide.alt}
                sizes={SIZES}
                priority={i === 0}
                eager={eager.has(i)}
                fallback={FALLBACK}
                className={styles.image}
              />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.overlay} aria-hidden="true" />
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.tagline}>{tagline}</p>
        {/* Plain links: they work before and without JavaScript. */}
        <ul className={styles.actions} aria-label="Admissions">
          <li>
            <a href={enquireHref} className={`${styles.action} ${styles.primary}`}>
              Enquire now
            </a>
          </li>
          <li>
            <SmartLink href={applyHref} className={styles.action}>
              Apply online
            </SmartLink>
          </li>
          {phone && (
            <li className={styles.phoneOnly}>
              {/* The name says whom and which number (a tel: link's own text may hold no plain spaces). */}
              <a href={telHref(phone)} className={styles.action} aria-label={`Call admissions on ${phone}`}>
                Call
              </a>
            </li>
          )}
        </ul>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={prev} aria-label="Previous slide">
            <SvgIcon d={CHEVRON_LEFT} size={28} />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={next} aria-label="Next slide">
            <SvgIcon d={CHEVRON_RIGHT} size={28} />
          </button>
          <div className={styles.bottom}>
            {autoSlide && <PlayPauseButton paused={rotation.paused} onClick={rotation.togglePaused} />}
            <div className={styles.dots}>
              {slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.dot}
                  onClick={() => goTo(i)}
                  aria-label={`Show slide ${i + 1} of ${count}`}
                  aria-current={i === selected ? 'true' : undefined}
                />
              ))}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

import useEmblaCarousel from 'embla-carousel-react';
import AutoScroll from 'embla-carousel-auto-scroll';
import { HomeSection } from '../../ui/HomeSection/HomeSection';
import { Picture } from '../../ui/Picture/Picture';
import { carouselProps, PlayPauseButton, slideProps, useAutoRotation, usePluginRunning } from '../../ui/Carousel/carousel';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './PartnerStrip.module.css';

/**
 * An endless, slowly scrolling strip of partner marks: 3 in view on wide screens, 2 on
 * tablets, 1 on phones. It stops under the pointer, on focus and with its pause button; under
 * reduced motion it is a still grid. The marks come from a data file (pages/_home.partners.yml). MDX:
 * <PartnerStrip title="…" partners={partners} />
 */
export function PartnerStrip({
  partners,
  speed = 0.75,
  title = 'Our Examination Partners',
  ...section
}: WidgetProps<typeof widgets, 'PartnerStrip'>) {
  const [viewportRef, api] = useEmblaCarousel(
    { loop: true, dragFree: true, breakpoints: { '(prefers-reduced-motion: reduce)': { active: false } } },
    [AutoScroll({ speed, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false })],
  );
  const rotation = useAutoRotation();
  usePluginRunning(api, 'autoScroll', rotation.running);
  const count = partners.length;

  return (
    <HomeSection title={title} {...section}>
      <div className={styles.strip} {...carouselProps(title, 'group')} {...rotation.rootProps}>
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.container}>
            {partners.map((partner, i) => (
              <div key={partner.id} className={styles.slide} {...slideProps(i, count)}>
                <span className={styles.mark}>
                  {partner.image ? (
                    <Picture src={partner.image} alt={partner.alt ?? partner.name} sizes="12rem" className={styles.logo} />
                  ) : (
                    <>
                      <span className={styles.name}>{partner.name}</span>
                      {partner.alt && <span className={styles.full}>{partner.alt}</span>}
                    </>
                  )}
                </span>
              </div>
            ))}
          </div>
        </div>
        <div className={styles.controls}>
          <PlayPauseButton paused={rotation.paused} onClick={rotation.togglePaused} what="scrolling" className={styles.pause} />
        </div>
      </div>
    </HomeSection>
  );
}

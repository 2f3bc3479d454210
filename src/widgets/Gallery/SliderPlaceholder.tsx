import styles from './Gallery.module.css';
import slider from './GallerySlider.module.css';

/**
 * The slider's place while its code loads: its stage, a one-line caption, the counter and the
 * strip at their sizes, so the page bar and the footer do not move when it arrives.
 */
export function SliderPlaceholder() {
  return (
    <div aria-hidden="true">
      <div className={slider.stage}>
        <span className={`${styles.arrow} ${slider.stageArrow}`} />
        <figure className={slider.stageFigure}>
          <span className={`${styles.thumb} ${slider.stageThumb}`} />
          <figcaption className={styles.caption}>&nbsp;</figcaption>
        </figure>
        <span className={`${styles.arrow} ${slider.stageArrow}`} />
      </div>
      <p className={slider.counter}>&nbsp;</p>
      <div className={slider.strip}>
        <span className={slider.stripButton} />
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { HomeSection, type HomeSectionProps } from '../../ui/HomeSection/HomeSection';
import { Picture } from '../../ui/Picture/Picture';
import cardGrid from '../../ui/card-grid.module.css';
import styles from './CampusLife.module.css';

/**
 * Photos whose captions appear on hover and on keyboard focus (always on touch screens),
 * with a button to the gallery. MDX:
 * <CampusLife title="…" subtitle="…" href="/about/gallery" linkText="Explore Our Full Gallery">
 *   <CampusPhoto src="campus/sports" alt="…" caption="Sports Activities" />
 * </CampusLife>
 */
export function CampusLife({ children, ...section }: HomeSectionProps & { children: ReactNode }) {
  return (
    <HomeSection {...section}>
      <ul className={`${cardGrid.grid} ${styles.grid}`}>{children}</ul>
    </HomeSection>
  );
}

/** One photo of CampusLife; focusable so keyboard users can reveal its caption too. */
export function CampusPhoto({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  return (
    <li>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard user reaches the caption that hovering shows */}
      <figure className={styles.item} tabIndex={0}>
        <Picture src={src} alt={alt} sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw" className={styles.image} />
        <figcaption className={styles.caption}>{caption}</figcaption>
      </figure>
    </li>
  );
}

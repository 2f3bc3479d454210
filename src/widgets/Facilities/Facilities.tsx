import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import { HomeSection, type HomeSectionProps } from '../../ui/HomeSection/HomeSection';
import { Picture } from '../../ui/Picture/Picture';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import cardGrid from '../../ui/card-grid.module.css';
import styles from './Facilities.module.css';

/**
 * Cards with a photo, a description and a link to each facility's page. MDX:
 * <Facilities title="Our Facilities">
 *   <Facility title="School Library" image="facilities/library" alt="…" icon="book" href="/facilities/library">Text</Facility>
 * </Facilities>
 */
export function Facilities({ children, ...section }: HomeSectionProps & { children: ReactNode }) {
  return (
    <HomeSection {...section}>
      <ul className={`${cardGrid.grid} ${styles.grid}`}>{children}</ul>
    </HomeSection>
  );
}

export function Facility({ title, image, alt, icon, href, linkText = 'Learn more', children }: WidgetProps<typeof widgets, 'Facility'>) {
  return (
    <li className={styles.card}>
      <Picture src={image} alt={alt} sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw" className={styles.image} />
      <div className={styles.body}>
        <h3 className={styles.title}>
          {icon && <Icon name={icon} size={22} className={styles.icon} />}
          {title}
        </h3>
        <div className={styles.text}>{children}</div>
        <p className={styles.link}>
          <SmartLink href={href}>
            {linkText}
            <span className="visually-hidden"> about {title}</span>
            <Icon name="chevron-right" size={16} />
          </SmartLink>
        </p>
      </div>
    </li>
  );
}

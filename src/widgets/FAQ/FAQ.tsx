import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import { Heading } from '../../ui/Heading';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './FAQ.module.css';

/**
 * Questions that open to show their answer (several can be open at once). MDX:
 * <FAQ>
 *   <Question title="Who qualifies?">The third and every later child …</Question>
 * </FAQ>
 */
export function FAQ({ children }: { children: ReactNode }) {
  return <div className={styles.faq}>{children}</div>;
}

/**
 * One question of a FAQ: a native disclosure (<details>), so it opens without JavaScript, from
 * the keyboard, and from the browser's find-in-page. The question is a heading inside the
 * summary (allowed by HTML), at the level the page gives it.
 */
export function Question({ title, children, defaultOpen = false, headingLevel }: WidgetProps<typeof widgets, 'Question'>) {
  return (
    <details className={styles.item} open={defaultOpen || undefined}>
      <summary className={styles.summary}>
        <Heading level={headingLevel} className={styles.heading}>
          {title}
        </Heading>
        <Icon name="chevron-down" size={20} className={styles.chevron} />
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  );
}

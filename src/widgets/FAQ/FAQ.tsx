import type { ReactNode } from 'react';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Icon } from '../../layout/Icon';
import { Heading, type HeadingLevel } from '../Heading/Heading';
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

/** One question of a FAQ; the answer (Markdown) stays in the page so it also prints. */
export function Question({ title, children, defaultOpen = false, headingLevel }: { title: string; children: ReactNode; defaultOpen?: boolean; headingLevel?: HeadingLevel }) {
  return (
    <Disclosure as="div" className={styles.item} defaultOpen={defaultOpen}>
      <Heading level={headingLevel} className={styles.heading}>
        <DisclosureButton className={styles.button}>
          <span>{title}</span>
          <Icon name="chevron-down" size={20} className={styles.chevron} />
        </DisclosureButton>
      </Heading>
      <DisclosurePanel unmount={false} className={styles.panel}>
        {children}
      </DisclosurePanel>
    </Disclosure>
  );
}

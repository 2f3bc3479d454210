import { SmartLink } from '../../ui/SmartLink';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './ClosingBanner.module.css';

/** A closing call-out at the end of a page. MDX: <ClosingBanner title="…" href="/admission/admission-policy" linkText="Apply">Text</ClosingBanner> */
export function ClosingBanner({ title, children, href, linkText }: WidgetProps<typeof widgets, 'ClosingBanner'>) {
  return (
    <aside className={styles.banner} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {children && <div className={styles.body}>{children}</div>}
      {href && (
        <SmartLink href={href} className={styles.link}>
          {linkText ?? 'Learn more'}
        </SmartLink>
      )}
    </aside>
  );
}

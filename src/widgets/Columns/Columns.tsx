import type { ReactNode } from 'react';
import styles from './Columns.module.css';

/**
 * Two blocks side by side on wide screens, stacked on phones. MDX:
 * <Columns narrowFirst>
 *   <SchoolInformation />
 *   <InquiryForm />
 * </Columns>
 * `narrowFirst` makes the first block a third of the width (a side panel); otherwise halves.
 */
export function Columns({ narrowFirst = false, children }: { narrowFirst?: boolean; children: ReactNode }) {
  return <div className={`${styles.columns} ${narrowFirst ? styles.narrowFirst : ''}`}>{children}</div>;
}

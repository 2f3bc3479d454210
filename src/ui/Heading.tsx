import type { ReactNode } from 'react';

/** A heading level as a widget receives it: from the build (a string) or from code. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6 | '2' | '3' | '4' | '5' | '6';

/**
 * A widget's title heading, at the level the page gives it (see
 * src/mdx/remark-widget-heading-levels.ts); h3 where a widget is used outside a page.
 */
export function Heading({ level = 3, className, children }: { level?: HeadingLevel; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return <Tag className={className}>{children}</Tag>;
}

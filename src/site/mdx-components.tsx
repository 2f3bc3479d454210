import type { MDXComponents } from 'mdx/types';
import type { TableHTMLAttributes } from 'react';
import { SmartLink } from '../ui/SmartLink';
import { Fact } from '../widgets/Fact/Fact';

/** Wide tables scroll sideways on a phone instead of widening the page. */
function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
    <section className="table-scroll" tabIndex={0} aria-label="Scrollable table">
      <table {...props} />
    </section>
  );
}

/** How plain Markdown renders on every page. Widgets are added per page by the build. */
export const mdxComponents: MDXComponents = {
  a: SmartLink,
  table: Table,
  // Also added per page by the build like every widget; here so a fact shows in any MDX content.
  Fact,
};

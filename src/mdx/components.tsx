import type { MDXComponents } from 'mdx/types';
import type { TableHTMLAttributes } from 'react';
import { SmartLink } from '../layout/SmartLink';

/** Wide tables scroll sideways on a phone instead of widening the page. */
function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}

/** How plain Markdown renders on every page. Widgets are added per page by the build. */
export const mdxComponents: MDXComponents = {
  a: SmartLink,
  table: Table,
};

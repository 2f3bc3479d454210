import type { AnchorHTMLAttributes } from 'react';

/** True for links that leave the site (they open in a new tab). */
export const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * Every link on the site is a plain <a>: a page of the site is a normal page load, so links work
 * the same before, after and without JavaScript. External sites open in a new tab without a
 * handle on this page, and say so to screen readers.
 */
export function SmartLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

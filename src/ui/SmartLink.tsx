import type { AnchorHTMLAttributes } from 'react';

/**
 * Every link on the site is a plain <a>: a page of the site is a normal page load, so links work
 * the same before, after and without JavaScript. External sites open in a new tab without a
 * handle on this page, and say so to screen readers.
 */
export function SmartLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {external && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}

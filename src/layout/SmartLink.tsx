import type { AnchorHTMLAttributes } from 'react';

/** True for links that leave the site (they open in a new tab). */
export const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * Every link on the site: pages and files are plain links (a page is a normal page load),
 * external sites open in a new tab with noopener.
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

import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

/** True for links that leave the site (they open in a new tab). */
export const isExternal = (href: string) => /^https?:\/\//.test(href);

/** A path inside the site that the router can show (not a file such as /forms/admission.pdf). */
const isRoute = (href: string) => href.startsWith('/') && !href.startsWith('//') && !/\.[a-z0-9]+($|[?#])/i.test(href);

/**
 * Every link on the site: pages go through the router (no reload), external sites
 * open in a new tab with noopener, files and mailto/tel links stay plain.
 */
export function SmartLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isRoute(href)) {
    return (
      <Link to={href} prefetch="intent" {...rest}>
        {children}
      </Link>
    );
  }
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

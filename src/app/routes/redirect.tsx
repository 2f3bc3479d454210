import { useLocation } from 'react-router';
import { siteContent as content } from '../../content/reading/site-content';
import type { MetaFunction } from '../document';

/** Alternative paths (breadcrumb paths that differ from the route) lead to their real page. */
const targetOf = (pathname: string) => content.redirects[pathname.replace(/\/+$/, '')] ?? '/';

/** The prerendered HTML: a meta refresh (no script needed) and a plain link. */
export const meta: MetaFunction = ({ location }) => {
  const target = targetOf(location.pathname);
  return [{ title: 'Redirecting…' }, { name: 'robots', content: 'noindex' }, { httpEquiv: 'refresh', content: `0;url=${target}` }];
};

export default function Redirect() {
  const target = targetOf(useLocation().pathname);
  return (
    <p>
      This page has moved to <a href={target}>{target}</a>.
    </p>
  );
}

/**
 * The dev server's route table for one request: the site's root, its layout with only the route the
 * address names (none for an unknown address), and the 404 route. React Router resolves a route's
 * `lazy` page once per handler: a handler made per request of these few routes shows each page as
 * it is now, without ranking the whole table (1,000 posts: ~60 ms) at every save. The build keeps
 * one handler of the whole table (src/app/server.tsx).
 */
import type { RouteObject } from 'react-router';

/** An address or route path as matched: no slashes around it, in lower case (React Router matches case-insensitively). */
const keyOf = (path: string) => path.replace(/^\/+|\/+$/g, '').toLowerCase();

/** The lookup of the table made by `virtual:routes` (root → [layout → pages and redirects, 404]), once per table. */
export function routesByAddress(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  const [root] = routes;
  const [layout, notFound] = root.children ?? [];
  const byKey = new Map<string, RouteObject>();
  for (const route of layout.children ?? []) byKey.set(route.index ? '' : keyOf(route.path ?? ''), route);
  return (pathname) => {
    const route = byKey.get(keyOf(decodeURI(pathname)));
    return [{ ...root, children: [{ ...layout, children: route ? [route] : [] }, notFound] } as RouteObject];
  };
}

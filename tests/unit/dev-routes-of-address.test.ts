import type { RouteObject } from 'react-router';
import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routesByAddress } from '../../src/app/routes-of-address';

// Issue 55: the dev server's handler per request holds the route its address names, and it answers
// as the whole table does (the build's one handler): the same route, or the 404 route.
const page = (id: string, at: string | null): RouteObject => (at === null ? { id, index: true } : { id, path: at });
const table: RouteObject[] = [
  {
    id: 'root',
    children: [
      {
        id: 'layout',
        children: [page('home', null), page('about', 'about'), page('core', 'about/core-values'), page('old', 'about/values')],
      },
      { id: 'not-found', path: '*' },
    ],
  },
];
const matched = async (routes: RouteObject[], address: string) => {
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${address}`));
  if (context instanceof Response) throw new Error('no loaders here');
  return context.matches.map((m) => m.route.id);
};

describe('routesByAddress', () => {
  const routesOf = routesByAddress(table);
  it.each(['/', '/about', '/about/core-values', '/about/core-values/', '/About/Core-Values', '/about/values', '/nowhere', '/about/core'])(
    '%s matches as in the whole table',
    async (address) => {
      const alone = await matched(routesOf(address), address);
      expect(alone).toEqual(await matched(table, address));
      expect(alone.at(-1)).not.toBe('layout');
    },
  );
  it('holds one page route at most', () => {
    expect(routesOf('/about/core-values')[0].children?.[0].children?.map((r) => r.id)).toEqual(['core']);
    expect(routesOf('/nowhere')[0].children?.[0].children).toEqual([]);
  });
});

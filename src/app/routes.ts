/**
 * Routes come from the files in pages/: nothing here lists a page by hand.
 * Every .mdx file is a route inside the shared layout; alternative breadcrumb
 * paths redirect to their page; anything else falls to the 404 page.
 */
import path from 'node:path';
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { OVERVIEW_ROUTE } from '../content/section-overviews.ts';
import { NEWS_LIST_ROUTE } from '../content/news-listings.ts';
import { PAGES_DIR, readAddresses, routePathFor } from '../content/source.node.ts';

const root = process.cwd();
const appDir = path.join(root, 'src/app');
const fromApp = (file: string) => path.relative(appDir, path.join(root, file)).split(path.sep).join('/');

// A page with a mistake keeps its route: the dev server then shows the author's message on it (its
// module fails to compile, src/build/site-plugin.ts) while every other page works. (A build stops
// before this on any mistake.)
const site = readAddresses(root);
const sources = [
  ...site.sources,
  ...site.failedPages.map((file) => ({ file, info: { path: routePathFor(file.slice(PAGES_DIR.length + 1)) } })),
];

export default [
  layout('routes/site-layout.tsx', [
    ...sources.map(({ info, file }) =>
      info.path === '/'
        ? index(fromApp(file))
        : // Generated pages (sections' overviews, the News list's pages) share a route module each, so
          // each needs an id of its own.
          file === OVERVIEW_ROUTE || file === NEWS_LIST_ROUTE
          ? route(info.path.slice(1), fromApp(file), { id: `${file === OVERVIEW_ROUTE ? 'overview' : 'news-list'}${info.path}` })
          : route(info.path.slice(1), fromApp(file)),
    ),
    ...Object.keys(site.redirects).map((from) => route(from.slice(1), 'routes/redirect.tsx', { id: `redirect${from}` })),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

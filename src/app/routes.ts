/**
 * Routes come from the files in pages/: nothing here lists a page by hand.
 * Every .mdx file is a route inside the shared layout; alternative breadcrumb
 * paths redirect to their page; anything else falls to the 404 page.
 */
import path from 'node:path';
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { loadSite } from '../build/site-model.ts';
import { OVERVIEW_ROUTE } from '../content/section-overviews.ts';

const root = process.cwd();
const appDir = path.join(root, 'src/app');
const fromApp = (file: string) => path.relative(appDir, path.join(root, file)).split(path.sep).join('/');

const { content, sources } = loadSite(root);

export default [
  layout('routes/site-layout.tsx', [
    ...sources.map(({ info, file }) =>
      info.path === '/'
        ? index(fromApp(file))
        // Sections' overview pages share one route module, so each needs an id of its own.
        : file === OVERVIEW_ROUTE
          ? route(info.path.slice(1), fromApp(file), { id: `overview${info.path}` })
          : route(info.path.slice(1), fromApp(file)),
    ),
    ...Object.keys(content.redirects).map((from) =>
      route(from.slice(1), 'routes/redirect.tsx', { id: `redirect${from}` }),
    ),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

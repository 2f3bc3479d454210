/**
 * The server entry (the `ssr` environment): the route table (`virtual:routes`, src/build/plugins/routes-plugin.ts)
 * and render(url), which prerenders a page as complete HTML with React Router's data APIs. The build
 * writes every page with it (src/build/steps.ts); the dev server answers each request with it.
 */
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router';
// react-dom/server, not react-dom/static: loaded after the islands' renderToString (src/islands/island.tsx),
// its preload() (the home page's first photo) lands in this render's <head>, not inside the island.
import { renderToReadableStream } from 'react-dom/server';
import routes, { aliases, modules, paths } from 'virtual:routes';
import { Document } from './document';
import { routesByAddress } from './routes-of-address';

export { aliases, paths };

/** The build's one handler of the whole table; the dev server's, one per request (routes-of-address.ts). */
const handler = import.meta.env.DEV ? undefined : createStaticHandler(routes);
const routesOf = import.meta.env.DEV ? routesByAddress(routes) : undefined;
const handlerFor = (url: string) => handler ?? createStaticHandler(routesOf!(new URL(url).pathname));

export interface RenderOptions {
  /** The dev server's CSS for the modules a page shows, each file's text (the build links its own). */
  styles?: (modules: string[]) => Promise<string[]>;
}

async function html(handler: StaticHandler, context: StaticHandlerContext, { styles }: RenderOptions): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  const shown = await styles?.(context.matches.map((match) => modules[match.route.id]).filter(Boolean));
  const stream = await renderToReadableStream(
    <Document context={context} styles={shown}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Document>,
  );
  await stream.allReady; // a page is prerendered whole, never streamed
  return new Response(stream).text();
}

/**
 * The page at `url` ('http://localhost/about'): its HTML, and its status (404 for an unknown path).
 * A page that throws while shown gets the error screen (ErrorBoundary in src/app/document.tsx), 500.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<{ status: number; html: string }> {
  const handler = handlerFor(url);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url}: the routes have no loaders, yet it answered ${context.status}`);
  try {
    return {
      status: context.matches.at(-1)?.route.id === 'not-found' ? 404 : context.statusCode,
      html: await html(handler, context, options),
    };
  } catch (error) {
    return { status: 500, html: await html(handler, { ...context, errors: { root: error }, statusCode: 500 }, options) };
  }
}

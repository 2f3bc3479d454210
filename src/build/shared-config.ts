/**
 * Build settings read by more than the Vite config: the browsers the CSS is written for (the
 * page styles are minified outside Vite, src/build/page-styles-plugin.ts), the bundler's messages.
 */
import type { Plugin } from 'vite';

/**
 * React Router 7 starts Vite servers of its own (to read the route config, and its child compiler)
 * with the `envFile` option Vite 8 deprecates, and Vite warns about it on every start, twice a
 * build. Nothing in this site can act on it (React Router 8 no longer does it): that one message is
 * dropped, everything else is printed as before.
 */
export function dropReactRouterEnvFileWarning(): void {
  // Once: the config is loaded more than once in a process (React Router's child compiler, dev restarts).
  if (console.warn.name === 'withoutEnvFileWarning') return;
  const warn = console.warn.bind(console);
  console.warn = function withoutEnvFileWarning(...args: unknown[]) {
    if (typeof args[0] === 'string' && args[0].includes('`envFile` option is deprecated')) return;
    warn(...args);
  };
}

/**
 * React Router's Vite plugins, less one pass over MDX pages: `react-router:route-exports` parses each
 * route module with Babel to hand route props (loader data, params) to its components, and prints it
 * again, about a second of every build over the pages' compiled text. An MDX page takes no such props.
 */
export function withoutRoutePropsForMdx(plugins: Plugin[]): Plugin[] {
  return plugins.map((plugin) =>
    plugin.name === 'react-router:route-exports' && typeof plugin.transform === 'function'
      ? { ...plugin, transform: { filter: { id: { exclude: /\.mdx$/ } }, handler: plugin.transform } }
      : plugin,
  );
}

/**
 * The oldest browsers the CSS is written for: parents' phones run old Android browsers, and
 * without a target the minifier rewrites `(min-width: 640px)` as `(width>=640px)`, which browsers
 * before Chrome 104 / Safari 16.4 ignore (the layout would stay at its phone width everywhere).
 * Chrome 61, Safari 11 and Firefox 60 are the first to run the site's module script.
 */
export const CSS_TARGET = ['chrome61', 'safari11', 'firefox60'];
/** The same browsers for lightningcss (major version << 16). */
export const LIGHTNINGCSS_TARGETS = { chrome: 61 << 16, safari: 11 << 16, firefox: 60 << 16 };

/** The bundler's options for its messages: no notes on libraries' "use client" (see quietLogger) or plugin timings. */
export const quietBundlerLogs = {
  checks: { pluginTimings: false },
  onLog(level: 'info' | 'debug' | 'warn', log: { code?: string }, handler: (level: 'info' | 'debug' | 'warn', log: never) => void) {
    if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
    handler(level, log as never);
  },
};

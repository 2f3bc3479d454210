/**
 * Build settings read by more than the Vite config: the browsers the CSS is written for (the
 * page styles are minified outside Vite, src/build/plugins/page-styles-plugin.ts), the bundler's messages.
 */

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

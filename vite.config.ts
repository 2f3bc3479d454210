import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import mdx from '@mdx-js/rollup';
import { sitePlugin } from './src/build/site-plugin.ts';
import { seoPlugin } from './src/build/seo-plugin.ts';
import { datedFilesPlugin } from './src/build/dated-files-plugin.ts';
import { enquiryPlugin } from './src/build/enquiry-plugin.ts';
import { loadEmailConfig } from './src/build/email-settings.ts';
import { islandsPlugin } from './src/build/islands-plugin.ts';
import { quietBundlerLogs, sharedConfig } from './src/build/shared-config.ts';
import { mdxCompileOptions } from './src/build/mdx-options.ts';
import { cmsPlugin } from './src/build/cms-plugin.ts';
import { pageStylesPlugin } from './src/build/page-styles-plugin.ts';
import { logoPlugin } from './src/build/logo-plugin.ts';

/**
 * A build compiles every page twice, for the browser and the prerenderer, from the same source and
 * with the same options (the school facts do not change during a build): compile each once.
 * Not in the dev server, where a changed facts file recompiles pages whose source did not change.
 */
function compiledOnce(plugin: ReturnType<typeof mdx>): ReturnType<typeof mdx> {
  const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<unknown>;
  // React Router evaluates this config once per environment: the pages compiled are kept process-wide.
  const kept = globalThis as { [key: symbol]: Map<string, Promise<unknown>> | undefined };
  const compiled = (kept[Symbol.for('school-website.mdx-compiled')] ??= new Map());
  return {
    ...plugin,
    transform(code: string, id: string) {
      const key = `${id}\0${code}`;
      if (!compiled.has(key)) compiled.set(key, transform.call(this, code, id));
      return compiled.get(key);
    },
  } as ReturnType<typeof mdx>;
}

// The page build: React Router prerenders every page of pages/ to HTML (and runs the dev server).
// No code of this build reaches the browser: pages load the islands build (vite.islands.config.ts).
export default defineConfig(({ command, mode, isSsrBuild }) => {
  // Read once (env files included) and handed to the form, the local endpoint and the CSP.
  const email = loadEmailConfig(mode, process.cwd());
  return {
    ...sharedConfig(process.cwd(), command),
    // React Router builds the browser bundle before the prerenderer (it needs its manifest), but no
    // page loads it (scripts/postbuild.mjs leaves it behind): no time spent minifying or sizing it.
    build: {
      rolldownOptions: quietBundlerLogs,
      ...(command === 'build' && !isSsrBuild ? { minify: false, cssMinify: false, reportCompressedSize: false } : {}),
    },
    plugins: [
      sitePlugin(),
      logoPlugin(),
      islandsPlugin(),
      pageStylesPlugin('pages'),
      enquiryPlugin(email),
      {
        // MDX must compile before React Router's transforms see the file.
        enforce: 'pre',
        ...(command === 'build' ? compiledOnce(mdx(mdxCompileOptions)) : mdx(mdxCompileOptions)),
      },
      reactRouter(),
      seoPlugin({ email }),
      datedFilesPlugin(),
      cmsPlugin(),
    ],
  };
});

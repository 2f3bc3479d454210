/**
 * The site's one Vite configuration: the dev server, and `npm run build` as one Vite run of two
 * environments with one plugin list (React Router's Environment API builder, react-router.config.ts):
 * - `client`: the browser code, and nothing else (src/build/islands-plugin.ts sets its entries): the
 *   boot script every page loads, the islands it wakes, and the site's one stylesheet;
 * - `ssr`: React Router's prerenderer, which writes every page as HTML linking those files.
 * Both see the same CSS-module class names because they are made here, once.
 */
import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import mdx from '@mdx-js/rollup';
import { sitePlugin } from './src/build/site-plugin.ts';
import { seoPlugin } from './src/build/seo-plugin.ts';
import { datedFilesPlugin } from './src/build/dated-files-plugin.ts';
import { enquiryPlugin } from './src/build/enquiry-plugin.ts';
import { loadEmailConfig } from './src/build/email-settings.ts';
import { islandsPlugin } from './src/build/islands-plugin.ts';
import { CSS_TARGET, dropReactRouterEnvFileWarning, quietBundlerLogs, withoutRoutePropsForMdx } from './src/build/shared-config.ts';
import { mdxCompileOptions } from './src/build/mdx-options.ts';
import { cmsPlugin } from './src/build/cms-plugin.ts';
import { pageStylesPlugin } from './src/build/page-styles-plugin.ts';
import { logoPlugin } from './src/build/logo-plugin.ts';
import { scopedClassNames } from './src/build/class-names.ts';

export default defineConfig(({ command, mode }) => {
  dropReactRouterEnvFileWarning();
  const root = process.cwd();
  // Read once (env files included) and handed to the form, the local endpoint and the CSP.
  const email = loadEmailConfig(mode, root);
  return {
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    css: {
      modules: { generateScopedName: scopedClassNames(root, command) },
    },
    build: {
      rolldownOptions: quietBundlerLogs,
      cssTarget: CSS_TARGET,
      // Gzipped sizes are printed by `npm run bench`; computing them here costs every build.
      reportCompressedSize: false,
    },
    plugins: [
      sitePlugin(),
      logoPlugin(),
      islandsPlugin(),
      pageStylesPlugin(),
      enquiryPlugin(email),
      // MDX must compile before React Router's transforms see the file. A build writes no source
      // maps: the compiler makes none for the pages (a third of its time).
      { enforce: 'pre', ...mdx({ ...mdxCompileOptions, ...(command === 'build' ? { SourceMapGenerator: undefined } : {}) }) },
      withoutRoutePropsForMdx(reactRouter()),
      seoPlugin({ email }),
      datedFilesPlugin(),
      cmsPlugin(),
    ],
  };
});

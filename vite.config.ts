/**
 * The site's one Vite configuration: the dev server (`npm start`: src/build/plugins/routes-plugin.ts renders
 * each page), and `npm run build`'s bundles (src/build/steps.ts), two environments with one plugin list:
 * - `client`: the browser code, and nothing else (src/build/plugins/islands-plugin.ts sets its entries): the
 *   boot script every page loads, the islands it wakes, and the site's one stylesheet;
 * - `ssr`: the prerenderer (src/app/server.tsx), which writes every page as HTML linking those files.
 * Both see the same CSS-module class names because they are made here, once.
 */
import { defineConfig } from 'vite';
import mdx from '@mdx-js/rollup';
import { sitePlugin } from './src/build/plugins/site-plugin.ts';
import { seoPlugin } from './src/build/plugins/seo-plugin.ts';
import { datedFilesPlugin } from './src/build/plugins/dated-files-plugin.ts';
import { admissionFormPlugin } from './src/build/plugins/admission-form-plugin.ts';
import { enquiryPlugin } from './src/build/plugins/enquiry-plugin.ts';
import { loadEmailConfig } from './src/build/email-settings.ts';
import { islandsPlugin } from './src/build/plugins/islands-plugin.ts';
import { CSS_TARGET, quietBundlerLogs } from './src/build/shared-config.ts';
import { routesPlugin, SERVER_ENTRY } from './src/build/plugins/routes-plugin.ts';
import { mdxBuildPlugin, mdxCompileOptions } from './src/build/mdx-options.ts';
import { cmsPlugin } from './src/build/plugins/cms-plugin.ts';
import { pageStylesPlugin } from './src/build/plugins/page-styles-plugin.ts';
import { galleryPagesPlugin } from './src/build/plugins/gallery-pages-plugin.ts';
import { logoPlugin } from './src/build/plugins/logo-plugin.ts';
import { photosPlugin } from './src/build/plugins/photos-plugin.ts';
import { searchFilesPlugin } from './src/build/plugins/search-files-plugin.ts';
import { devFilesPlugin } from './src/build/plugins/dev-files-plugin.ts';
import { scopedClassNames } from './src/build/class-names.ts';
import { siteDeclarationPlugin } from './src/build/site-root.mjs';

export default defineConfig(({ command, mode }) => {
  const root = process.cwd();
  // Read once (env files included) and handed to the form, the local endpoint and the CSP.
  const email = loadEmailConfig(mode, root);
  return {
    // No index.html: every page is rendered by src/app/server.tsx (routes-plugin.ts in the dev server).
    appType: 'custom',
    // React's production JSX runtime, also in the dev server: its pages render with React's production
    // build (scripts/react-production.mjs), which has no jsxDEV.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    // The browser code the dev server pre-bundles the dependencies of, before a page asks for them.
    optimizeDeps: { entries: ['src/islands/boot.ts', 'src/widgets/**/*.tsx'] },
    // Both bundles in one process, the plugins shared: the prerenderer links what the browser build wrote.
    builder: { sharedConfigBuild: true, sharedPlugins: true },
    environments: {
      client: { build: { outDir: 'build/client' } },
      // server.js whatever the site's folder says of modules (another site's may have no package.json).
      ssr: {
        build: { outDir: 'build/server', rolldownOptions: { input: { server: SERVER_ENTRY }, output: { entryFileNames: '[name].js' } } },
      },
    },
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
      // public/ goes into dist/ in the build's last step (src/build/steps.ts), linked rather than copied;
      // Vite would copy it into both bundles' folders.
      copyPublicDir: false,
    },
    plugins: [
      siteDeclarationPlugin(),
      sitePlugin(),
      photosPlugin(),
      logoPlugin(),
      islandsPlugin(),
      pageStylesPlugin(),
      galleryPagesPlugin(),
      enquiryPlugin(email),
      // MDX compiles before the other transforms see the file. A build writes no source maps (the
      // compiler makes none for the pages: a third of its time) and compiles each page once, for the
      // check step and the server bundle (src/build/mdx-options.ts).
      command === 'build' ? mdxBuildPlugin() : { enforce: 'pre', ...mdx({ ...mdxCompileOptions, development: false }) },
      routesPlugin(),
      seoPlugin({ email }),
      datedFilesPlugin(),
      admissionFormPlugin(),
      cmsPlugin(),
      searchFilesPlugin(),
      devFilesPlugin(),
    ],
  };
});

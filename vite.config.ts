import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { sitePlugin } from './src/build/site-plugin.ts';
import { seoPlugin } from './src/build/seo-plugin.ts';
import { enquiryPlugin } from './src/build/enquiry-plugin.ts';
import { loadEmailConfig } from './src/build/email-settings.ts';
import { remarkWidgetHeadingLevels } from './src/mdx/remark-widget-heading-levels.ts';

export default defineConfig(({ mode }) => {
  // Read once (env files included) and handed to the form, the local endpoint and the CSP.
  const email = loadEmailConfig(mode, process.cwd());
  return {
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    build: {
      rolldownOptions: {
        output: {
          // Fewer, larger files for the code every page needs: a phone on a slow network pays a
          // round trip per file, and render-blocking CSS waits behind them on HTTP/1.1.
          codeSplitting: {
            groups: [
              { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@mdx-js)[\\/]/ },
              { name: 'site', test: /src[\\/](app|layout|content|config|mdx)[\\/]|virtual:site-content/ },
            ],
          },
        },
      },
    },
    plugins: [
      sitePlugin(),
      enquiryPlugin(email),
      {
        // MDX must compile before React Router's transforms see the file.
        enforce: 'pre',
        ...mdx({
          remarkPlugins: [remarkFrontmatter, remarkGfm, remarkWidgetHeadingLevels],
          rehypePlugins: [rehypeSlug],
          providerImportSource: '@mdx-js/react',
        }),
      },
      reactRouter(),
      seoPlugin({ email }),
    ],
  };
});

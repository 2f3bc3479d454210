import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { sitePlugin } from './src/build/site-plugin.ts';
import { seoPlugin } from './src/build/seo-plugin.ts';
import { enquiryPlugin } from './src/build/enquiry-plugin.ts';
import { remarkWidgetHeadingLevels } from './src/mdx/remark-widget-heading-levels.ts';
import { remarkWidgetPagePath } from './src/mdx/remark-widget-page-path.ts';

export default defineConfig({
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
    enquiryPlugin(),
    {
      // MDX must compile before React Router's transforms see the file.
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [remarkFrontmatter, remarkGfm, remarkWidgetHeadingLevels, remarkWidgetPagePath],
        rehypePlugins: [rehypeSlug],
        providerImportSource: '@mdx-js/react',
      }),
    },
    reactRouter(),
    seoPlugin(),
  ],
});

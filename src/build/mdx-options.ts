/**
 * How the build compiles a page's MDX: the same plugins for the site build (vite.config.ts,
 * through @mdx-js/rollup) and for `npm run check` (src/build/check-site.ts, through @mdx-js/mdx),
 * so the check finds what the build would.
 */
import type { CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { remarkWidgetHeadingLevels } from '../mdx/remark-widget-heading-levels.ts';
import { remarkWidgetPagePath } from '../mdx/remark-widget-page-path.node.ts';
import { remarkFacts } from '../mdx/remark-facts.node.ts';

export const mdxCompileOptions = {
  remarkPlugins: [remarkFrontmatter, remarkGfm, remarkWidgetHeadingLevels, remarkWidgetPagePath, remarkFacts],
  rehypePlugins: [rehypeSlug],
  providerImportSource: '@mdx-js/react',
} satisfies CompileOptions;

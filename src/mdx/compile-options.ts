/**
 * How a page's MDX is compiled (pure): the same plugins for the site build (vite.config.ts, through
 * @mdx-js/rollup), `npm run check` (src/build/check/check-site.ts) and the web editor's check in the
 * browser (src/admin/site-check.ts), so each finds what the build would. What differs is where the
 * widgets' roles and the school facts come from: the build's files, or the site's data in /admin.
 */
import type { CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { remarkWidgetHeadingLevels, type HeadingRoles } from './remark-widget-heading-levels.ts';
import { remarkWidgetPagePath } from './remark-widget-page-path.ts';
import { remarkFacts } from './remark-facts.ts';

export interface CompileSite {
  headingRoles: HeadingRoles;
  pagePathWidgets: ReadonlySet<string>;
  /** The school facts' texts of the project at a root. */
  factsOf: (root: string) => Record<string, string>;
}

export function mdxCompileOptionsFor({ headingRoles, pagePathWidgets, factsOf }: CompileSite) {
  return {
    remarkPlugins: [
      remarkFrontmatter,
      remarkGfm,
      [remarkWidgetHeadingLevels, headingRoles],
      [remarkWidgetPagePath, pagePathWidgets],
      [remarkFacts, factsOf],
    ],
    rehypePlugins: [rehypeSlug],
    providerImportSource: '@mdx-js/react',
  } satisfies CompileOptions;
}

/**
 * How the build compiles a page's MDX (src/mdx/compile-options.ts) with the widgets' manifests and
 * the facts file of this project: the site build (vite.config.ts, through @mdx-js/rollup) and
 * `npm run check` (src/build/check/check-site.ts, through @mdx-js/mdx), so the check finds what the build would.
 */
import { mdxCompileOptionsFor } from '../mdx/compile-options.ts';
import { headingRoles, pagePathWidgets } from '../widgets/manifest.ts';
import { loadFactTexts } from '../content/facts.node.ts';

export const mdxCompileOptions = mdxCompileOptionsFor({ headingRoles, pagePathWidgets, factsOf: loadFactTexts });

/**
 * How the build compiles a page's MDX (src/mdx/compile-options.ts) with the widgets' manifests and
 * the facts file of this project: the site build (vite.config.ts, through @mdx-js/rollup) and
 * `npm run check` (src/build/check/check-site.ts, through @mdx-js/mdx), so the check finds what the build would.
 */
import { compile } from '@mdx-js/mdx';
import type { Plugin } from 'vite';
import { mdxCompileOptionsFor } from '../mdx/compile-options.ts';
import { headingRoles, pagePathWidgets } from '../widgets/manifest.ts';
import { loadFactTexts } from '../content/facts.node.ts';

export const mdxCompileOptions = mdxCompileOptionsFor({ headingRoles, pagePathWidgets, factsOf: loadFactTexts });

/** Each page's last compile by file: the text compiled and the JavaScript it gave. */
const compiled = new Map<string, { text: string; code: Promise<string> }>();

/**
 * A page's text (with what the site plugin appends: src/build/plugins/site-plugin.ts, pageModuleText)
 * compiled with the build's options. No source map (a build writes none). `reuse`: the last compile
 * of the same text, if any: `npm run build`'s server bundle reuses the check step's
 * compiles (one process, the facts file unchanged meanwhile; the client bundle has no page); the check
 * itself always compiles.
 */
export function compilePage(file: string, text: string, { cwd = process.cwd(), reuse = false } = {}): Promise<string> {
  const last = compiled.get(file);
  if (reuse && last?.text === text) return last.code;
  const code = compile({ path: file, cwd, value: text }, mdxCompileOptions).then(String);
  compiled.set(file, { text, code });
  return code;
}

/** The build's MDX compiler (the dev server's is @mdx-js/rollup, with source maps and fast refresh). */
export function mdxBuildPlugin(): Plugin {
  return {
    name: 'mdx-compiled-once',
    enforce: 'pre',
    async transform(code, id) {
      const [file] = id.split('?');
      if (!file.endsWith('.mdx')) return undefined;
      return { code: await compilePage(file, code, { reuse: true }), map: null };
    },
  };
}

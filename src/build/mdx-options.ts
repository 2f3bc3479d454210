/**
 * How the build compiles a page's MDX (src/mdx/compile-options.ts) with the widgets' manifests and
 * the facts file of this project: `npm run check` and the build's check (src/build/check/check-site.ts)
 * and the build's bundles (mdxBuildPlugin below) share one compile per page through @mdx-js/mdx, so the
 * check finds what the build would; the dev server compiles through @mdx-js/rollup (vite.config.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import type { Plugin } from 'vite';
import { mdxCompileOptionsFor } from '../mdx/compile-options.ts';
import { headingRoles, pagePathWidgets } from '#site/widgets.ts';
import { loadFactTexts } from '../content/facts/facts.node.ts';
import { filesUnder } from '../content/reading/files-under.node.ts';
import { PAGES_DIR } from '../content/reading/pages.node.ts';
import { filesKey, isKept, keepForPages, keyOf, kept } from './kept.ts';

export const mdxCompileOptions = mdxCompileOptionsFor({ headingRoles, pagePathWidgets, factsOf: loadFactTexts });

/**
 * This project's compiler: its packages (the lockfile), this file, and the folders its remark plugins
 * and what they import live in (src/mdx/, src/content/, src/config/: a change there compiles every page again).
 */
let compiler: string | undefined;
const compilerKey = () =>
  (compiler ??= filesKey(fileURLToPath(new URL('../..', import.meta.url)), ['package-lock.json', 'src/build/mdx-options.ts', 'src/mdx', 'src/content', 'src/config']));

/** Compiles kept, sized to the site (kept.ts's keepForPages). */
const keepFor = (cwd: string) => keepForPages(filesUnder(path.join(cwd, PAGES_DIR)).filter((file) => file.endsWith('.mdx')).length);
const keptCompiles = new Map<string, number>();

/**
 * `text` compiled, or the JavaScript an earlier run compiled from the same text with the same
 * compiler, widgets' heading roles and page-path widgets and school facts (a page that compiled then
 * compiles now: nothing to check again). Not kept when the facts file cannot be read (the compile then says why).
 */
async function compileKept(file: string, text: string, cwd: string): Promise<string> {
  const compileNow = async () => String(await compile({ path: file, cwd, value: text }, mdxCompileOptions));
  const key = compileKey(file, text, cwd);
  if (key === undefined) return compileNow();
  if (!keptCompiles.has(cwd)) keptCompiles.set(cwd, keepFor(cwd));
  return String(await kept(COMPILES, key, compileNow, { keep: keptCompiles.get(cwd) }));
}

const COMPILES = 'mdx-compile';
/** The kept compile's key of `text` (see compileKept); none when the facts file cannot be read. */
function compileKey(file: string, text: string, cwd: string): string | undefined {
  let facts: Record<string, string>;
  try {
    facts = loadFactTexts(cwd);
  } catch {
    return undefined;
  }
  const roles = { card: [...headingRoles.card], section: [...headingRoles.section], pagePath: [...pagePathWidgets] };
  return keyOf(compilerKey(), JSON.stringify([roles, facts, cwd, file]), text);
}

/**
 * Resolves when `text` compiles, rejects with the compile's error: `npm run check`, which needs no
 * code, does not read an earlier run's compile of the same text (at 1,000 posts, 1,000 files read for nothing).
 */
export async function checkCompiles(file: string, text: string, { cwd = process.cwd() } = {}): Promise<void> {
  const key = compileKey(file, text, cwd);
  if (key !== undefined && (await isKept(COMPILES, key))) return;
  await compileKept(file, text, cwd);
}

/** Each page's last compile by file: the text compiled and the JavaScript it gave. */
const compiled = new Map<string, { text: string; code: Promise<string> }>();

/**
 * A page's text (with what the site plugin appends: src/build/plugins/site-plugin.ts, pageModuleText)
 * compiled with the build's options. No source map (a build writes none). `reuse`: the last compile
 * of the same text, if any: `npm run build`'s server bundle reuses the check step's
 * compiles (one process, the facts file unchanged meanwhile; the client bundle has no page). The
 * check takes an earlier run's compile of the same text with the same compiler, widgets and facts.
 */
export function compilePage(file: string, text: string, { cwd = process.cwd(), reuse = false } = {}): Promise<string> {
  const last = compiled.get(file);
  if (reuse && last?.text === text) return last.code;
  const code = compileKept(file, text, cwd);
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

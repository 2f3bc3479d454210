/**
 * How the build compiles a page's MDX (src/mdx/compile-options.ts) with the widgets' manifests and
 * the facts file of this project: `npm run check` and the build's check (src/build/check/check-site.ts)
 * and the build's bundles (mdxBuildPlugin below) share one compile per page through @mdx-js/mdx, so the
 * check finds what the build would; the dev server compiles through @mdx-js/rollup (vite.config.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { compile } from '@mdx-js/mdx';
import type { Plugin } from 'vite';
import { mdxCompileOptionsFor } from '../mdx/compile-options.ts';
import { headingRoles, pagePathWidgets } from '../widgets/manifest.ts';
import { loadFactTexts } from '../content/facts.node.ts';

export const mdxCompileOptions = mdxCompileOptionsFor({ headingRoles, pagePathWidgets, factsOf: loadFactTexts });

/** Where compiled pages are kept between runs, by what they were made from (see compileKey). */
const CACHE_DIR = new URL('../../node_modules/.cache/mdx-compile/', import.meta.url);

/**
 * This project's compiler: its packages (the lockfile), this file, and the folders its remark plugins
 * and what they import live in (src/mdx/, src/content/, src/config/: a change there compiles every page again).
 */
let compiler: string | undefined;
function compilerKey(): string {
  if (compiler) return compiler;
  const hash = createHash('sha256');
  const sources = ['../mdx/', '../content/', '../config/'].flatMap((folder) => {
    const dir = new URL(folder, import.meta.url);
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => new URL(entry.name, dir))
      .sort((a, b) => a.pathname.localeCompare(b.pathname));
  });
  for (const file of [new URL('../../package-lock.json', import.meta.url), new URL(import.meta.url), ...sources]) {
    hash.update(`\0${file.pathname}\0`).update(fs.existsSync(file) ? fs.readFileSync(file) : '');
  }
  return (compiler = hash.digest('hex'));
}

/**
 * What a page's compile is made from: the compiler, the widgets' heading roles and page-path
 * widgets, the school facts of the site at `cwd`, the page's file and text. None when the facts
 * file cannot be read (the compile then says why).
 */
function compileKey(file: string, text: string, cwd: string): string | undefined {
  let facts: Record<string, string>;
  try {
    facts = loadFactTexts(cwd);
  } catch {
    return undefined;
  }
  const roles = { card: [...headingRoles.card], section: [...headingRoles.section], pagePath: [...pagePathWidgets] };
  return createHash('sha256')
    .update(compilerKey())
    .update(JSON.stringify([roles, facts, cwd, file]))
    .update(text)
    .digest('hex');
}

/**
 * `text` compiled, or the JavaScript an earlier run compiled from the same text with the same
 * compiler, widgets and facts (a page that compiled then compiles now: nothing to check again).
 */
async function compileKept(file: string, text: string, cwd: string): Promise<string> {
  const key = compileKey(file, text, cwd);
  const kept = key && new URL(key, CACHE_DIR);
  if (kept) {
    try {
      return await fs.promises.readFile(kept, 'utf8');
    } catch {
      // Not compiled yet: compiled now.
    }
  }
  const code = String(await compile({ path: file, cwd, value: text }, mdxCompileOptions));
  if (kept) {
    // Whole or not at all, for another process reading it meanwhile.
    const temporary = new URL(`${key}.${process.pid}.tmp`, CACHE_DIR);
    await fs.promises.mkdir(CACHE_DIR, { recursive: true });
    await fs.promises.writeFile(temporary, code);
    await fs.promises.rename(temporary, kept);
  }
  return code;
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

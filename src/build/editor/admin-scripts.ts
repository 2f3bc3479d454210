/** /admin's own scripts, each bundled by Vite on its own and kept until what it is made from changes. */
import path from 'node:path';
import { build, type Alias, type Plugin, type Rollup } from 'vite';
import { filesKey, kept } from '../kept.ts';

/**
 * /admin's own scripts: `cms-formats.js` (src/admin/main.ts: formats, checks, previews; and the YAML
 * library), run after Decap; `site-check.js` (src/admin/site-check.ts: the build's content check with
 * zod, the MDX compiler and the widgets' manifests), loaded when a form is first opened, so the login
 * screen waits for none of it.
 */
export const ADMIN_SCRIPTS = { 'cms-formats.js': 'src/admin/main.ts', 'site-check.js': 'src/admin/site-check.ts' } as const;
export type AdminScript = keyof typeof ADMIN_SCRIPTS;
export type Chunk = Rollup.OutputChunk;

/**
 * One of /admin's scripts, bundled by Vite on its own (none of the site's configuration): `input`,
 * minified, as one classic script unless `rollup` says otherwise; its chunks (the entry first).
 */
export async function bundle(
  root: string,
  input: string,
  { plugins = [], alias = [], minify = true, rollup = {} }: { plugins?: Plugin[]; alias?: Alias[]; minify?: boolean; rollup?: Rollup.RollupOptions } = {},
): Promise<Chunk[]> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins,
    // React's and emotion's production builds, whatever NODE_ENV the caller runs with (the dev server's
    // is development): Decap's build is made once and kept for both.
    resolve: { alias, conditions: ['module', 'browser', 'production'] },
    build: {
      write: false,
      minify,
      // Decap's chunks import one another by relative address, with no helper of Vite's.
      modulePreload: false,
      rollupOptions: {
        input: path.join(root, input),
        output: { format: 'iife' },
        // The MDX compiler's modules start with an empty directive (''), which bundling drops harmlessly.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        ...rollup,
      },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => (r as Rollup.RollupOutput).output).filter((o): o is Chunk => o.type === 'chunk');
  if (!chunks[0]?.code) throw new Error(`${input}: the bundle came out empty`);
  return chunks.sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
}

/**
 * One of /admin's scripts: the last one bundled while src/ (its import.meta.glob finds the widgets and
 * data kinds there, and this file bundles it), the lockfile and tsconfig.json are as they were; else
 * bundled again (site-check.js, which brings the content check, takes seconds).
 */
export async function adminScript(root: string, name: AdminScript): Promise<string> {
  const key = filesKey(root, ['src', 'package-lock.json', 'tsconfig.json']);
  const make = async () => (await bundle(root, ADMIN_SCRIPTS[name]))[0].code;
  return (await kept(`admin-${name}`, key, make, { keep: 1 })).toString('utf8');
}

/** /admin's own scripts, each bundled by Vite on its own and kept until what it is made from changes. */
import path from 'node:path';
import { build, type Alias, type Plugin, type Rollup } from 'vite';
import { filesKey, kept } from '../kept.ts';
import { scopedClassNames } from '../class-names.ts';
import { SCRIPT_STYLES_GLOBAL } from '../../admin/script-styles.ts';

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
    // React's production JSX runtime whatever NODE_ENV the caller runs with (src/admin/decap-jsx-runtime.ts has no jsxDEV).
    oxc: { jsx: { runtime: 'automatic', development: false } },
    // The site's class names (src/build/class-names.ts): the preview draws the site's widgets with their styles.
    css: { modules: { generateScopedName: scopedClassNames(root, 'build') } },
    // React's and emotion's production builds, whatever NODE_ENV the caller runs with (the dev server's
    // is development): Decap's build is made once and kept for both.
    resolve: { alias, conditions: ['module', 'browser', 'production'] },
    build: {
      write: false,
      minify,
      // Styles come out as a file (not a <style> the script would add to /admin's page, over Decap's):
      // stylesIntoScript hands them to the preview's frame.
      cssCodeSplit: false,
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
 * React in /admin's own scripts is the one Decap's build brings (src/admin/decap-react.ts): the site's
 * widgets drawn in the preview run inside Decap's React tree.
 */
function decapReact(root: string): Alias[] {
  return [
    { find: /^react$/, replacement: path.join(root, 'src/admin/decap-react.ts') },
    { find: /^react\/jsx-runtime$/, replacement: path.join(root, 'src/admin/decap-jsx-runtime.ts') },
  ];
}

/**
 * The styles a script imports (the site's stylesheet, the widgets' CSS modules) as a string in the
 * script itself (src/admin/script-styles.ts) instead of a file of their own: the preview's frame gets
 * them with no request more, on `npm start` as on the live site.
 */
function stylesIntoScript(): Plugin {
  return {
    name: 'site-admin-styles-into-script',
    // After Vite's own CSS plugin has written the styles' file.
    enforce: 'post',
    generateBundle(_options, output) {
      const styles = Object.values(output).filter((file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'));
      const entry = Object.values(output).find((file): file is Chunk => file.type === 'chunk' && file.isEntry);
      if (!styles.length || !entry) return;
      const css = styles.map((file) => String(file.source)).join('\n');
      for (const file of styles) delete output[file.fileName];
      entry.code = `window.${SCRIPT_STYLES_GLOBAL}=${JSON.stringify(css)};\n${entry.code}`;
    },
  };
}

/**
 * One of /admin's scripts: the last one bundled while src/ (its import.meta.glob finds the widgets and
 * data kinds there, and this file bundles it), the lockfile and tsconfig.json are as they were; else
 * bundled again (site-check.js, which brings the content check, takes seconds).
 */
export async function adminScript(root: string, name: AdminScript): Promise<string> {
  const key = filesKey(root, ['src', 'package-lock.json', 'tsconfig.json']);
  const make = async () => (await bundle(root, ADMIN_SCRIPTS[name], { plugins: [stylesIntoScript()], alias: decapReact(root) }))[0].code;
  return (await kept(`admin-${name}`, key, make, { keep: 1 })).toString('utf8');
}

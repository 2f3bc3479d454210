/**
 * Each page carries the CSS of the widgets it shows, inlined in its <head>; the site stylesheet
 * (linked by every page, cached) holds the rest: global styles, layout, search, 404.
 * No list to keep: a CSS file under src/widgets/ or src/ui/ is a widget's, anything else is the site's.
 * - The islands build (`'islands'`) compiles widget CSS to its class names only, so the site
 *   stylesheet stays small (src/islands/styles.ts leaves src/widgets/ out of its glob too);
 * - the page build (`'pages'`) keeps the compiled CSS of every widget file, then, once the
 *   prerenderer's bundle is made, follows each page's imports (static and lazy) to the widget CSS
 *   it reaches and writes `page-styles.json` (page path → minified CSS) beside that bundle;
 * - `virtual:page-styles` gives the document that CSS for a path (src/app/root.tsx). In the dev
 *   server Vite injects every stylesheet itself, so it gives nothing.
 */
import path from 'node:path';
import { transform as lightningTransform } from 'lightningcss';
import { LIGHTNINGCSS_TARGETS } from './shared-config.ts';
import type { Plugin } from 'vite';
import { loadSite } from './site-model.ts';

const VIRTUAL_ID = 'virtual:page-styles';
const STYLES_FILE = 'page-styles.json';

/** Where widgets and the building blocks they share (src/ui/) live: their CSS goes only into the pages that show them. */
const WIDGET_DIRS = ['src/widgets', 'src/ui'];

/** A widget's stylesheet: a .css file under src/widgets/ or src/ui/ imported as CSS (not `?inline` text). */
export function isWidgetCss(id: string, root: string): boolean {
  return !id.includes('?') && id.endsWith('.css') && WIDGET_DIRS.some((dir) => id.startsWith(path.join(root, dir) + path.sep));
}

/** `css` minified; throws naming `files` when it could end the <style> element it goes in. */
export function minifiedPageCss(css: string, files: string[]): string {
  const { code } = lightningTransform({ filename: 'page.css', code: Buffer.from(css), minify: true, targets: LIGHTNINGCSS_TARGETS });
  const text = code.toString();
  if (/<\/style/i.test(text)) throw new Error(`Widget CSS must not contain "</style": ${files.join(', ')}`);
  return text;
}

export function pageStylesPlugin(build: 'islands' | 'pages'): Plugin {
  let root = process.cwd();
  let command: 'build' | 'serve' = 'build';
  let ssr = false;
  let outDir = '';
  /** Compiled CSS of each widget file (class names already hashed), from the page build. */
  const compiled = new Map<string, string>();
  return {
    name: 'site-page-styles',
    configResolved(config) {
      root = config.root;
      command = config.command;
      ssr = Boolean(config.build.ssr);
      outDir = path.resolve(root, config.build.outDir);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      if (command === 'serve' || !ssr) return 'export default function pageStyles() { return ""; }';
      // Read at the first page rendered: the prerenderer runs once this bundle is written (the server
      // bundle is never deployed, so the path may be this machine's).
      return [
        'import fs from "node:fs";',
        'let styles;',
        'export default function pageStyles(pathname) {',
        `  styles ??= JSON.parse(fs.readFileSync(${JSON.stringify(path.join(outDir, STYLES_FILE))}, "utf8"));`,
        '  return styles[pathname.replace(/(.)\\/$/, "$1")] ?? "";',
        '}',
      ].join('\n');
    },
    // Runs between Vite's CSS compiler and the step that puts the CSS into the bundle's stylesheet:
    // `code` is the compiled CSS here, and the class names are already known.
    transform(code, id) {
      if (command !== 'build' || !isWidgetCss(id, root)) return undefined;
      if (build === 'islands') return { code: '', map: null };
      compiled.set(id, code);
      return undefined;
    },
    generateBundle() {
      if (build !== 'pages' || !ssr) return;
      const widgetCssOf = (start: string): string[] => {
        const seen = new Set<string>();
        const found = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || id.includes('/node_modules/')) return;
          seen.add(id);
          if (compiled.has(id)) found.add(id);
          const info = this.getModuleInfo(id);
          for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) visit(next);
        };
        visit(start);
        // The order of the one stylesheet they used to be in: by file.
        return [...found].sort();
      };
      const styles: Record<string, string> = {};
      for (const { file, info } of loadSite(root).sources) {
        const files = widgetCssOf(path.join(root, file));
        if (files.length === 0) continue;
        styles[info.path] = minifiedPageCss(files.map((f) => compiled.get(f)).join('\n'), files.map((f) => path.relative(root, f)));
      }
      this.emitFile({ type: 'asset', fileName: STYLES_FILE, source: JSON.stringify(styles) });
    },
  };
}

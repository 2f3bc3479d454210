/**
 * Each page carries the CSS of the widgets it shows, inlined in its <head> (a text page: a few KB,
 * no extra request), or, above INLINE_LIMIT, as a stylesheet of its own, cached; the site stylesheet
 * (linked by every page, cached) holds the rest: global styles, layout, search, 404.
 * No list to keep: a CSS file under src/widgets/ or src/ui/ is a widget's, anything else is the site's.
 * - The browser build (the `client` environment) compiles widget CSS to its class names only, so
 *   the site stylesheet stays small (src/islands/styles.ts leaves src/widgets/ out of its glob too);
 * - the prerenderer's build (`ssr`) keeps the compiled CSS of every widget file, then, once its
 *   bundle is made, follows each page's imports (static and lazy) to the widget CSS it reaches, and
 *   writes that CSS (page path → minified CSS) into the bundle in place of a placeholder;
 * - `virtual:page-styles` gives the document that CSS for a path (src/app/document.tsx). In the dev
 *   server Vite injects every stylesheet itself, so it gives nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { transform as lightningTransform } from 'lightningcss';
import { LIGHTNINGCSS_TARGETS } from '../shared-config.ts';
import type { Plugin, Rolldown } from 'vite';
import { loadSite } from '../site-model.ts';

const VIRTUAL_ID = 'virtual:page-styles';
/** Stands in the prerenderer's bundle for the pages' CSS until the bundle's imports are known. */
const PLACEHOLDER = '"__SITE_PAGE_STYLES__"';

/**
 * Widget CSS up to this size (minified) is inlined. The home page's (16 KB, its many widgets) would
 * push its HTML past what TCP sends in the first round trip (about 14 KB compressed), holding back
 * the first paint on a phone by that round trip: it is linked instead, and loads beside the site's.
 */
const INLINE_LIMIT = 8 * 1024;

/** A page's widget CSS: inline text, or the address of its own stylesheet. */
export type PageStyle = { css: string } | { href: string };

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

export function pageStylesPlugin(): Plugin {
  let root = process.cwd();
  /** Where the browser build writes (the site root once built): a linked page stylesheet goes there. */
  let clientOutDir = '';
  /** Compiled CSS of each widget file (class names already hashed), from the prerenderer's build. */
  const compiled = new Map<string, string>();
  return {
    name: 'site-page-styles',
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      clientOutDir = path.resolve(root, config.environments.client?.build.outDir ?? 'dist');
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      if (this.environment.config.command === 'serve' || this.environment.name !== 'ssr') return 'export default function pageStyles() { return undefined; }';
      return [
        `const styles = JSON.parse(${PLACEHOLDER});`,
        'export default function pageStyles(pathname) {',
        '  return styles[pathname.replace(/(.)\\/$/, "$1")];',
        '}',
      ].join('\n');
    },
    // Runs between Vite's CSS compiler and the step that puts the CSS into the bundle's stylesheet:
    // `code` is the compiled CSS here, and the class names are already known.
    transform(code, id) {
      if (this.environment.config.command !== 'build' || id.includes('?') || !id.endsWith('.css')) return undefined;
      const widget = isWidgetCss(id, root);
      if (widget && this.environment.name === 'ssr') compiled.set(id, code);
      // The prerenderer writes no stylesheet (the browser build makes the site's), nor does a widget's CSS reach it.
      if (widget || this.environment.name === 'ssr') return { code: '', map: null };
      return undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'ssr') return;
      // The prerenderer's stylesheet is empty (see transform): not written.
      for (const name of Object.keys(bundle)) if (name.endsWith('.css')) delete bundle[name];
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
      const styles: Record<string, PageStyle> = {};
      for (const { file, info } of loadSite(root).sources) {
        const files = widgetCssOf(path.join(root, file));
        if (files.length === 0) continue;
        const css = minifiedPageCss(files.map((f) => compiled.get(f)).join('\n'), files.map((f) => path.relative(root, f)));
        styles[info.path] = css.length <= INLINE_LIMIT ? { css } : { href: writeStylesheet(clientOutDir, css) };
      }
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk' && file.code.includes(PLACEHOLDER));
      if (chunks.length !== 1) throw new Error(`The prerenderer's bundle should hold ${PLACEHOLDER} once, found in ${chunks.length} files`);
      const chunk = chunks[0] as Rolldown.OutputChunk;
      chunk.code = chunk.code.replace(PLACEHOLDER, () => JSON.stringify(JSON.stringify(styles)));
    },
  };
}

/**
 * Writes `css` beside the browser build's files under a name made from its content (cached for a
 * year like them, tools/servers/static-headers.mjs) and returns its address. The browser build has
 * finished by now (the prerenderer's build comes second), so its folder is not emptied after.
 */
function writeStylesheet(outDir: string, css: string): string {
  const name = `assets/page-${crypto.createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(outDir, name), css);
  return `/${name}`;
}

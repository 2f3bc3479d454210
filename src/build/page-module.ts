/**
 * What the MDX compiler gets for a page (the site plugin's transform, src/build/plugins/site-plugin.ts,
 * and the check step, src/build/check/check-site.ts, which compiles it once for the build): the page's
 * text, then the imports of the widgets it names and its route `handle`.
 */
import type { Root } from 'mdast';
import { pageTree } from '../content/reading/pages.node.ts';
import { widgetsIn } from '../content/reading/page-uses.ts';
import { islands, widgetModules } from '#site/widgets.ts';
import type { PageHandle } from '../islands/page-handle.ts';

/**
 * `import { A } from "…"` lines for each registered widget the MDX source names; an interactive
 * widget comes wrapped as an island (src/build/plugins/islands-plugin.ts).
 */
export function widgetImportsFor(source: string, file?: string): string {
  return widgetsNamedIn(source, file)
    .map((name) => `import { ${name} } from ${JSON.stringify(name in islands ? `virtual:island/${name}` : `/${widgetModules[name]}`)};`)
    .join('\n');
}

/** The registered widgets an MDX source names, from its syntax tree (the site model's, when it read this text). */
function widgetsNamedIn(source: string, file = ''): string[] {
  let tree: Root;
  try {
    tree = pageTree(file, source);
  } catch {
    return []; // The MDX compiler reports the mistake, with its line.
  }
  return widgetsIn(tree).filter((name) => name in widgetModules);
}

/**
 * The page's route `handle` (read by src/app/document.tsx): whether it has islands (its inline script
 * then holds presses for them), and whether one of them wakes at load, so the boot script is wanted
 * at once rather than after the first paint (`bootAtOnce`).
 */
export function pageHandleFor(source: string, file?: string): string {
  const named = widgetsNamedIn(source, file).filter((name) => name in islands);
  const handle: PageHandle = { islands: named.length > 0, bootAtOnce: named.some((name) => islands[name] === 'load') };
  return `export const handle = ${JSON.stringify(handle)};`;
}

/**
 * What the MDX compiler gets for a page: its text, then the imports of its widgets and its route
 * `handle`, appended, not prepended, so MDX error line numbers still match the file.
 */
export function pageModuleText(text: string, file: string): string {
  return `${text}\n\n${widgetImportsFor(text, file)}\n${pageHandleFor(text, file)}\n`;
}

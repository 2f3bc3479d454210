/**
 * Tells the widgets that mark where the reader is (the staff pages' sub-navigation) which page
 * they are on: the build adds `pagePath="/staff-profile/academic"`, from the file's place under
 * pages/, unless the author set it. Such a widget then needs no router to know the URL, so the
 * page can be prerendered once and never hydrated.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { PAGES_DIR, routePathFor } from '../content/source.node.ts';
import { pagePathWidgets } from '../widgets/manifest.ts';

/** Widgets that read `pagePath` (a prop of role 'pagePath' in their manifest). */
export const widgetsWithPagePath = pagePathWidgets;

export function remarkWidgetPagePath() {
  // The file is unified's VFile: where the page is (`path`) and the project root (`cwd`).
  return (tree: Root, file: { path?: string; cwd: string }) => {
    if (!file.path) return;
    const relative = path.relative(path.join(file.cwd, PAGES_DIR), file.path);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return;
    const pagePath = routePathFor(relative);
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (!node.name || !widgetsWithPagePath.has(node.name)) return;
      if (node.attributes.some((attr) => attr.type === 'mdxJsxAttribute' && attr.name === 'pagePath')) return;
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'pagePath', value: pagePath });
    });
  };
}

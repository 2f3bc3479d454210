/**
 * Tells the widgets that mark where the reader is (the staff pages' sub-navigation) which page
 * they are on: the build adds `pagePath="/staff-profile/academic"`, from the file's place under
 * pages/, unless the author set it. Such a widget then needs no router to know the URL, so the
 * page can be prerendered once and never hydrated.
 */
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { PAGES_DIR } from '../content/reading/page-reading.ts';
import { routePathFor } from '../content/nav/route-path.ts';
import { projectPath } from './project-path.ts';

/** `widgetsWithPagePath`: the widgets that read `pagePath` (a prop of role 'pagePath' in their manifest, `pagePathWidgets`). */
export function remarkWidgetPagePath(widgetsWithPagePath: ReadonlySet<string>) {
  // The file is unified's VFile: where the page is (`path`) and the project root (`cwd`).
  return (tree: Root, file: { path?: string; cwd: string }) => {
    const inProject = projectPath(file);
    if (!inProject?.startsWith(`${PAGES_DIR}/`)) return;
    const relative = inProject.slice(PAGES_DIR.length + 1);
    const pagePath = routePathFor(relative);
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (!node.name || !widgetsWithPagePath.has(node.name)) return;
      if (node.attributes.some((attr) => attr.type === 'mdxJsxAttribute' && attr.name === 'pagePath')) return;
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'pagePath', value: pagePath });
    });
  };
}

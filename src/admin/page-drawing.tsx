/**
 * What /admin/site-check.js gives the editor's preview (window.SITE_PAGE_DRAWING): a page's text read
 * and drawn as the site draws it (src/admin/page-view.tsx), with the site's stylesheet and the widgets'
 * styles. In the check's script because it reads the text with the same parts the check brings
 * (remark-parse, remark-gfm, remark-mdx): the preview adds only its drawing to what a form loads.
 */
import type { ReactElement } from 'react';
import type { Root } from 'mdast';
import '#site/styles.ts';
import { pageTree, PageView } from './page-view.tsx';
import { headingRoles, widgetCatalog } from './site-check-parts.ts';
import { scriptStyles } from './script-styles.ts';

export interface PageDrawing {
  /** The page's text as a tree, the facts' values in; throws where the text cannot be read yet. */
  read(body: string, facts: Record<string, string>): Root;
  /** The page: its title, then its text, as the site shows it. */
  draw(title: string, tree: Root): ReactElement;
  /** The site's styles for the frame the preview is drawn in. */
  styles: string;
}

const site = { widgetCatalog, headingRoles };

const drawing: PageDrawing = {
  read: (body, facts) => pageTree(body, facts, site),
  draw: (title, tree) => <PageView title={title} tree={tree} site={site} />,
  styles: scriptStyles(),
};

(window as unknown as { SITE_PAGE_DRAWING: PageDrawing }).SITE_PAGE_DRAWING = drawing;

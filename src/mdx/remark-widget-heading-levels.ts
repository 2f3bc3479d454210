/**
 * Gives each card-like widget the heading level that fits where the author put it.
 *
 * A page's title is its h1; a <Card> placed straight under it must title itself h2, one
 * placed under a "## Section" h3, and so on, or screen-reader users meet a skipped level.
 * Authors should not have to know that, so the build adds `headingLevel="n"` (one below the
 * nearest heading before the widget) unless the author set it.
 */
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';

/**
 * The widgets' heading roles (`headingRoles` of src/content/schemas/manifest-catalog.ts): `card`, those whose titles are
 * headings (each reads `headingLevel`, see src/ui/Heading.tsx); `section`, those whose `title` is an h2
 * section heading (the home page's sections, the closing banner).
 */
export interface HeadingRoles {
  card: ReadonlySet<string>;
  section: ReadonlySet<string>;
}

export function remarkWidgetHeadingLevels({ card: widgetsWithHeadings, section: sectionWidgets }: HeadingRoles) {
  return (tree: Root) => {
    // The layout renders the page title as h1 before any of the page's own content.
    let nearest = 1;
    visit(tree, (node) => {
      if (node.type === 'heading') nearest = node.depth;
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (!node.name) return;
      if (sectionWidgets.has(node.name)) nearest = 2;
      if (!widgetsWithHeadings.has(node.name)) return;
      if (node.attributes.some((attr) => attr.type === 'mdxJsxAttribute' && attr.name === 'headingLevel')) return;
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'headingLevel', value: String(Math.min(nearest + 1, 6)) });
    });
  };
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { remarkWidgetPagePath } from '../../src/mdx/remark-widget-page-path';
import { pagePathWidgets } from '../../src/widgets/manifest';

/** Each JSX element of a page file, with the pagePath the build gives it (if any). */
function pagePaths(mdx: string, file: string): string[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkWidgetPagePath, pagePathWidgets);
  const tree = processor.runSync(processor.parse(mdx), { value: mdx, path: path.join(process.cwd(), file), cwd: process.cwd() }) as Root;
  const out: string[] = [];
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'pagePath');
    out.push(`${node.name}:${attr ? String(attr.value) : '-'}`);
  });
  return out;
}

describe('remarkWidgetPagePath', () => {
  it('tells the staff sub-navigation which page it is on, and no other widget', () => {
    expect(pagePaths('<StaffSubnav />\n\n<StaffTabs data={staff} />', 'pages/staff-profile/academic.mdx')).toEqual([
      'StaffSubnav:/staff-profile/academic',
      'StaffTabs:-',
    ]);
    expect(pagePaths('<StaffSubnav />', 'pages/index.mdx')).toEqual(['StaffSubnav:/']);
  });

  it('keeps a path the author gave, and leaves files outside pages/ alone', () => {
    expect(pagePaths('<StaffSubnav pagePath="/x" />', 'pages/a/b.mdx')).toEqual(['StaffSubnav:/x']);
    expect(pagePaths('<StaffSubnav />', 'docs/readme.mdx')).toEqual(['StaffSubnav:-']);
  });
});

import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { remarkWidgetHeadingLevels } from '../../src/mdx/remark-widget-heading-levels';
import { headingRoles } from '../../src/widgets/manifest';

/** Each JSX element of the page, in order, with the headingLevel the build gives it (if any). */
function levels(mdx: string): string[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkWidgetHeadingLevels, headingRoles);
  const tree = processor.runSync(processor.parse(mdx)) as Root;
  const out: string[] = [];
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const level = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'headingLevel');
    out.push(`${node.name}:${level ? String(level.value) : '-'}`);
  });
  return out;
}

describe('remarkWidgetHeadingLevels', () => {
  it('titles cards straight under the page title as h2 and under a section one level below it', () => {
    const mdx = [
      '<FeatureCards>',
      '  <Card title="A">x</Card>',
      '</FeatureCards>',
      '',
      '## Section',
      '',
      '<ActionCards>',
      '  <ActionCard title="B" href="/">y</ActionCard>',
      '</ActionCards>',
      '',
      '### Sub',
      '',
      '<FAQ>',
      '  <Question title="Q">z</Question>',
      '</FAQ>',
    ].join('\n');
    expect(levels(mdx)).toEqual(['FeatureCards:-', 'Card:2', 'ActionCards:-', 'ActionCard:3', 'FAQ:-', 'Question:4']);
  });

  it('counts a home page section title as an h2', () => {
    expect(levels('<HomeSection title="Admission Benefits">\n  <Card title="A">x</Card>\n</HomeSection>')).toEqual([
      'HomeSection:-',
      'Card:3',
    ]);
  });

  it('keeps a level the author chose and never goes below h6', () => {
    expect(levels('<Card title="A" headingLevel="4">x</Card>')).toEqual(['Card:4']);
    expect(levels('###### Deep\n\n<ExamVenues data={venues} />')).toEqual(['ExamVenues:6']);
  });
});

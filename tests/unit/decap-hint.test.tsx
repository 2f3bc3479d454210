// @vitest-environment node
// A field's hint in /admin (src/admin/decap-hint.ts stands in for react-markdown there): the same
// HTML as Decap's own react-markdown with remark-gfm and the options Decap's EditorControl passes,
// for every hint of the site's configuration and for Markdown a hint might hold.
import { describe, expect, it } from 'vitest';
import { createElement, type AnchorHTMLAttributes } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
// @ts-expect-error remark-gfm 1 has no types; Decap's own copy, the one its hint uses
import gfm from '../../node_modules/decap-cms-core/node_modules/remark-gfm/index.js';
import Hint from '../../src/admin/decap-hint';
import { cmsConfig } from '../../src/build/editor/cms-config';

// As Decap's EditorControl passes it: react-markdown's `node` left out.
const components = {
  a: ({ node: _node, ...props }: { node?: unknown } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
    createElement('a', { ...props, target: '_blank' }),
};
const decaps = (hint: string) =>
  renderToStaticMarkup(
    createElement(ReactMarkdown, {
      remarkPlugins: [gfm],
      allowedElements: ['a', 'strong', 'em', 'del'],
      unwrapDisallowed: true,
      components,
      children: hint,
    }),
  );
const ours = (hint: string) => renderToStaticMarkup(createElement(Hint, { components, children: hint }));

const hints: string[] = [];
(function collect(value: unknown) {
  if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === 'object') {
    const { hint } = value as { hint?: unknown };
    if (typeof hint === 'string') hints.push(hint);
    Object.values(value).forEach(collect);
  }
})(cmsConfig({ root: process.cwd() }));

describe("a field's hint in /admin", () => {
  it('reads the configuration’s hints', () => expect(hints.length).toBeGreaterThan(20));

  it.each([...new Set(hints)])('shows "%s" as react-markdown does', (hint) => expect(ours(hint)).toBe(decaps(hint)));

  it.each([
    'Plain words.',
    'Some **bold**, *italic*, _also italic_ and ~~struck~~ words.',
    'A [link](https://example.org/page) and <https://example.org>, and https://example.org/a-b.',
    'A snake_case_name and 2 * 3 * 4.',
    'An `example` and \\*not italic\\*.',
    'Two\nlines.\n\nTwo paragraphs.',
    'Boxes such as <Callout> and <Fact name="formFee" />.',
  ])('shows "%s" as react-markdown does', (hint) => expect(ours(hint)).toBe(decaps(hint)));
});

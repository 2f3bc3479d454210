import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWidgetCss, minifiedPageCss } from '../../src/build/plugins/page-styles-plugin';

const root = '/site';

describe('page styles: widget CSS goes inline in the pages that show the widget', () => {
  it('takes a CSS file under src/widgets/ for a widget’s, anything else for the site stylesheet', () => {
    expect(isWidgetCss(path.join(root, 'src/widgets/FAQ/FAQ.module.css'), root)).toBe(true);
    expect(isWidgetCss(path.join(root, 'src/widgets/New/part/New.css'), root)).toBe(true);
    expect(isWidgetCss(path.join(root, 'src/layout/Header.module.css'), root)).toBe(false);
    expect(isWidgetCss(path.join(root, 'src/search/ui/dialog.css'), root)).toBe(false);
    // CSS imported as text (the lightbox brings its own) is not a stylesheet of the page.
    expect(isWidgetCss(path.join(root, 'src/widgets/Gallery/x.css?inline'), root)).toBe(false);
    expect(isWidgetCss(path.join(root, 'src/widgets/FAQ/FAQ.tsx'), root)).toBe(false);
  });

  it('keeps media queries readable by old Android browsers (min-width, not the range syntax)', () => {
    const css = minifiedPageCss('@media (min-width: 640px) { ._a { color: red } }', ['a.css']);
    expect(css).toContain('(min-width:640px)');
    expect(css).not.toMatch(/width\s*[<>]=?/);
  });

  it('minifies the CSS, and refuses CSS that would end the <style> element', () => {
    expect(minifiedPageCss('._a {\n  margin: 0 auto;\n}\n\n._b { color: #ffffff; }', ['a.css'])).toBe('._a{margin:0 auto}._b{color:#fff}');
    expect(() => minifiedPageCss('._a::after { content: "</style><script>" }', ['src/widgets/X/X.module.css'])).toThrow(
      /src\/widgets\/X\/X\.module\.css/,
    );
  });
});

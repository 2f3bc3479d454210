import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineableLogo, MAX_INLINE_LOGO_BYTES } from '../../src/build/generate/inline-logo';
import { settings } from '../../src/config/settings';

const crest =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 80 60"><path d="M0 0h80v60H0z" fill="#0b3a6b"/></svg>';

describe('the logo drawn inline', () => {
  it('inlines a small SVG at the configured size, hidden from assistive technology (the component names it)', () => {
    const svg = inlineableLogo(
      'logo.svg',
      `<?xml version="1.0"?>\n<!-- crest -->\n${crest.replace('><path', '><title>Crest</title><path')}`,
      80,
      60,
    );
    expect(svg).toBe(
      '<svg width="80" height="60" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 60"><path d="M0 0h80v60H0z" fill="#0b3a6b"/></svg>',
    );
  });

  it('keeps the file for a raster logo, a large SVG, or one with ids, styles, scripts or links of its own', () => {
    expect(inlineableLogo('logo.png', crest, 80, 60)).toBeNull();
    expect(
      inlineableLogo('logo.svg', crest.replace('</svg>', `<path d="${'M0 0'.repeat(MAX_INLINE_LOGO_BYTES / 4)}"/></svg>`), 80, 60),
    ).toBeNull();
    for (const inner of [
      '<defs><linearGradient id="g"/></defs>',
      '<style>path{fill:red}</style>',
      '<script>alert(1)</script>',
      '<a href="/x"><path d="M0 0"/></a>',
      '<path d="M0 0" onclick="x()"/>',
      '<image href="photo.jpg"/>',
    ]) {
      expect(inlineableLogo('logo.svg', crest.replace('</svg>', `${inner}</svg>`), 80, 60), inner).toBeNull();
    }
    expect(inlineableLogo('logo.svg', 'not an svg', 80, 60)).toBeNull();
  });

  it("the site's own logo is inlined", () => {
    const text = fs.readFileSync(`public${settings.logo.src}`, 'utf8');
    expect(inlineableLogo(settings.logo.src, text, settings.logo.width, settings.logo.height)).toMatch(
      /^<svg width="80" height="60" aria-hidden="true"/,
    );
  });
});

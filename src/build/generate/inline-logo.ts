/**
 * Whether the school's logo can be drawn inline: the logo is on every page, above the fold, so
 * inlining it saves every first visit a request on the critical path (Lighthouse counts it in
 * the page's LCP). Only a small, self-contained SVG qualifies; a PNG, a large SVG or one with ids,
 * styles, scripts or links of its own is shown from its file as before, since it would be repeated
 * in every page (and ids or styles would clash with the page's).
 */

/** Larger logos are cheaper as one cached file than as bytes in every page. */
export const MAX_INLINE_LOGO_BYTES = 4096;

/**
 * The SVG markup to inline (sized `width` × `height`, hidden from assistive technology: the
 * component around it names it), or null when the file should stay an <img>.
 */
export function inlineableLogo(file: string, text: string, width: number, height: number): string | null {
  if (!file.endsWith('.svg')) return null;
  const svg = text
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(title|desc|metadata)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/>\s+</g, '><')
    .trim();
  if (svg.length > MAX_INLINE_LOGO_BYTES) return null;
  if (!/^<svg\b[^>]*>[\s\S]*<\/svg>$/.test(svg)) return null;
  if (/<(script|style|foreignObject|image|use|a)\b|\s(id|style|href|xlink:href|on[a-z]+)\s*=/i.test(svg)) return null;
  return svg.replace(/^<svg\b[^>]*>/, (open) =>
    open
      .replace(/\s(width|height|aria-[a-z]+|role|focusable)\s*=\s*("[^"]*"|'[^']*')/gi, '')
      .replace(/^<svg/, `<svg width="${width}" height="${height}" aria-hidden="true" focusable="false"`),
  );
}

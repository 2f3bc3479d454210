/** A page's address from its file under pages/, and a name's form in an address (pure). */

/** URL path for a page file: pages/index.mdx is /, pages/a/b.mdx is /a/b (case kept). */
export function routePathFor(relativeFile: string): string {
  const withoutExt = relativeFile.replace(/\\/g, '/').replace(/\.mdx$/, '');
  const trimmed = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `/${trimmed}`;
}

/** A name's form in ids and anchors: "First term 2026/2027" → "first-term-2026-2027". */
export const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

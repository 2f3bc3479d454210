/** A page's address from its file under pages/ (pure: used by the build and its checks). */

/** URL path for a page file: pages/index.mdx is /, pages/a/b.mdx is /a/b (case kept). */
export function routePathFor(relativeFile: string): string {
  const withoutExt = relativeFile.replace(/\\/g, '/').replace(/\.mdx$/, '');
  const trimmed = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `/${trimmed}`;
}

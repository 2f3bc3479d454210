// @ts-check
// Accept-Encoding read with its q-values, for every server of the site's files: the preview
// (preview-server.mjs), the dev server's /admin (cms-plugin.ts) and the host's /admin function.

/**
 * The encoding to answer with: 'br', 'gzip' or '' (identity), from an Accept-Encoding header.
 * An encoding with q=0 is refused; `*` stands for any encoding not named.
 * @param {string | null | undefined} header
 * @returns {'br' | 'gzip' | ''}
 */
export function preferredEncoding(header) {
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name, Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0);
  }
  /** @param {string} name */
  const weight = (name) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return '';
}

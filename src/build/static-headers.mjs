// Reads a `_headers` file (Netlify / Cloudflare Pages format) and gives the headers for a
// URL path, so the local preview (src/build/preview-server.mjs) serves what a static host would.
import fs from 'node:fs';

/** [{ pattern: RegExp, headers: [name, value][] }] from the file's text. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ pattern, headers: [] });
    } else if (rules.length) {
      const at = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

export function loadHeaders(file) {
  const rules = fs.existsSync(file) ? parseHeaders(fs.readFileSync(file, 'utf8')) : [];
  /** Headers for a path: every matching rule, later rules overriding earlier ones. */
  return (urlPath) => Object.fromEntries(rules.filter((r) => r.pattern.test(urlPath)).flatMap((r) => r.headers));
}

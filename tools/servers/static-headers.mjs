// @ts-check
// Reads a `_headers` file (Netlify / Cloudflare Pages format) and gives the headers for a
// URL path, so the local preview (tools/servers/preview-server.mjs) serves what a static host would.
import fs from 'node:fs';

/** @typedef {{ pattern: RegExp, headers: [string, string | null][] }} HeaderRule */

/**
 * [{ pattern: RegExp, headers: [name, value][] }] from the file's text.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      rules.push({ pattern, headers: [] });
    } else if (rules.length && line.trim().startsWith('!')) {
      // `! Name`: drop the header earlier matching rules set (applied by loadHeaders).
      rules.at(-1)?.headers.push([line.trim().slice(1).trim(), null]);
    } else if (rules.length) {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/**
 * @param {string} file
 * @returns {(urlPath: string) => Record<string, string>}
 */
export function loadHeaders(file) {
  const rules = fs.existsSync(file) ? parseHeaders(fs.readFileSync(file, 'utf8')) : [];
  /** Headers for a path: every matching rule, later rules overriding (or detaching) earlier ones. */
  return (urlPath) => {
    /** @type {Map<string, string>} */
    const headers = new Map();
    for (const [name, value] of rules.filter((r) => r.pattern.test(urlPath)).flatMap((r) => r.headers)) {
      if (value === null) headers.delete(name);
      else headers.set(name, value);
    }
    return Object.fromEntries(headers);
  };
}

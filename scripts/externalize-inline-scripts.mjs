// Moves every inline <script> of the prerendered pages into a content-hashed file under
// dist/assets/, in place (same order, same attributes), so the site runs under a
// Content-Security-Policy with script-src 'self' and no 'unsafe-inline'.
// JSON-LD data blocks stay inline: they never run, so CSP does not apply to them.
//
// React hydrates these <script> elements too and expects the markup it rendered. So each
// file, once it has run, puts its original text back on its element and drops `src`:
// an element that has already run never runs again, and hydration sees what React rendered.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script((?:\s+[a-z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;

const restore = (element, code) => `{const s=${element};if(s){s.removeAttribute("src");s.textContent=${JSON.stringify(code)}}}`;

/**
 * The external file for one inline script body. `run` is what the file executes: the
 * script itself unless a rewrite of it is given (see deferred-hydration.mjs).
 */
export function externalFile(code, url, isModule, run = code) {
  // Module scripts have no document.currentScript; they find their element by URL before
  // their own code runs (for React Router's bootstrap, that code starts hydration).
  return isModule
    ? `${restore(`document.querySelector('script[src="${url}"]')`, code)}\n${run}`
    : `${run}\n;${restore('document.currentScript', code)}`;
}

/** Rewrites one HTML document; `save(code, isModule)` stores a script and returns its URL. */
export function externalize(html, save) {
  return html.replace(INLINE_SCRIPT, (whole, attrs, code) => {
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || !code.trim()) return whole;
    return `<script${attrs} src="${save(code, /type="module"/.test(attrs))}"></script>`;
  });
}

/**
 * A writer of script files into `dir` (served at `/assets/`), named by a hash of what they
 * hold, each written once. `save(code, isModule, run?)` returns the file's URL.
 */
export function scriptFiles(dir) {
  const written = new Set();
  const save = (code, isModule, run = code) => {
    const hash = crypto.createHash('sha256').update(code).update('\0').update(run).digest('hex').slice(0, 12);
    const name = `s-${hash}.js`;
    const url = `/assets/${name}`;
    if (!written.has(name)) {
      fs.writeFileSync(path.join(dir, name), externalFile(code, url, isModule, run));
      written.add(name);
    }
    return url;
  };
  return { save, count: () => written.size };
}

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
import { lowPriorityPreloads } from './low-priority-preloads.mjs';

const INLINE_SCRIPT = /<script((?:\s+[a-z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;

const restore = (element, code) => `{const s=${element};if(s){s.removeAttribute("src");s.textContent=${JSON.stringify(code)}}}`;

/** The external file for one inline script body. */
export function externalFile(code, url, isModule) {
  // Module scripts have no document.currentScript; they find their element by URL before
  // their last statement imports the app (React Router's entry), which starts hydration.
  return isModule
    ? `${restore(`document.querySelector('script[src="${url}"]')`, code)}\n${code}`
    : `${code}\n;${restore('document.currentScript', code)}`;
}

/** Rewrites one HTML document; `save(code, isModule)` stores a script and returns its URL. */
export function externalize(html, save) {
  return html.replace(INLINE_SCRIPT, (whole, attrs, code) => {
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || !code.trim()) return whole;
    return `<script${attrs} src="${save(code, /type="module"/.test(attrs))}"></script>`;
  });
}

export function externalizeDir(dist) {
  const written = new Set();
  const save = (code, isModule) => {
    const name = `s-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
    const url = `/assets/${name}`;
    if (!written.has(name)) {
      fs.writeFileSync(path.join(dist, 'assets', name), externalFile(code, url, isModule));
      written.add(name);
    }
    return url;
  };
  let pages = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        fs.writeFileSync(file, lowPriorityPreloads(externalize(fs.readFileSync(file, 'utf8'), save)));
        pages++;
      }
    }
  };
  walk(dist);
  return { pages, files: written.size };
}

// Applies one rewrite to every prerendered HTML page under a folder, in place.
import fs from 'node:fs';
import path from 'node:path';

/** Calls `rewrite(html, file)` on each .html file under `dir`; returns how many pages. */
export function rewritePages(dir, rewrite) {
  let pages = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    fs.writeFileSync(file, rewrite(fs.readFileSync(file, 'utf8'), file));
    pages++;
  }
  return pages;
}

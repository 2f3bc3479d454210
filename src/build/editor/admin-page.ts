/** /admin's page and the site's data its script reads (src/admin/site-data.ts), made from the files. */
import fs from 'node:fs';
import path from 'node:path';
import { cmsConfig, humanize, type CmsCollection } from './cms-config.ts';
import { loadFactTexts } from '../../content/facts/facts.node.ts';
import { editorWords } from './editor-words.ts';
import { settings } from '#site/index.ts';
import { escapeXml } from '../generate/atom.ts';
import { photoFilesOnDisk } from '../../content/reading/photos.node.ts';

/**
 * What /admin's own script needs from the site (src/admin/cms-formats.ts, cms-checks.ts): the photos
 * in photos/, name → file, so a field holding "staff/head-languages" shows that photo's preview
 * ("/photos/staff/head-languages.jpg"); and the editor's messages (src/config/editor-words.yml).
 */
export function siteDataScript(root: string, config = cmsConfig({ root })): string {
  const photos = Object.fromEntries(photoFilesOnDisk(root).map((f) => [f.replace(/\.[^.]+$/, ''), f]));
  const words = editorWords(root);
  const pageFolders = Object.fromEntries((config.collections as CmsCollection[]).filter((c) => c.folder).map((c) => [c.name, c.folder!]));
  const pageCollections = Object.keys(pageFolders);
  const values = loadFactTexts(root);
  const labels = Object.fromEntries(Object.keys(values).map((name) => [name, words.fields[name]?.label ?? humanize(name.replace(/\./g, ' '))]));
  const facts = { values, labels, heading: words.messages.factsHeading, where: words.messages.factsWhere };
  // Loaded before Decap: it then waits for /admin's own script to register the formats, checks
  // and previews before it reads its configuration (src/admin/main.ts starts it).
  return `window.SITE_EDITOR = ${JSON.stringify({ photos, messages: words.messages, decap: words.decap, pageCollections, pageFolders, facts })};\nwindow.CMS_MANUAL_INIT = true;\n`;
}

/** /admin's own styles (src/admin/phone.css: the editor on a phone), written into its page. */
const ADMIN_CSS = 'src/admin/phone.css';

/**
 * /admin's page. decap-later.js (what is shown after logging in) is not preloaded here: fetched beside
 * decap-cms.js, it slowed that file's download. decap-cms.js asks for it as it runs, and runs it once
 * the login screen is shown (src/admin/decap-lazy.ts).
 */
export function adminHtml(root = process.cwd()): string {
  const css = fs.readFileSync(path.join(root, ADMIN_CSS), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, ' ').trim();
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Web editor · ${escapeXml(settings.name)}</title>
<link rel="preload" href="/admin/config.json" as="fetch" crossorigin>
<style>${css}</style>
</head>
<body>
<script src="/admin/site-data.js"></script>
<script type="module" src="/admin/decap-cms.js"></script>
<script type="module" src="/admin/cms-formats.js"></script>
</body>
</html>
`;
}

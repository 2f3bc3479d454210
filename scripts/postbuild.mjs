// After `react-router build`: make dist/ the site root, as a static host serves it.
// - build/client/ becomes dist/ (the prerendered server bundle is already removed);
// - the prerendered /404 page becomes dist/404.html, which static hosts answer unknown paths with;
// - inline scripts move into hashed files, so a strict Content-Security-Policy works.
import fs from 'node:fs';
import path from 'node:path';
import { externalizeDir } from './externalize-inline-scripts.mjs';

const root = process.cwd();
const client = path.join(root, 'build/client');
const dist = path.join(root, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
fs.renameSync(client, dist);
fs.rmSync(path.join(root, 'build'), { recursive: true, force: true });

fs.renameSync(path.join(dist, '404/index.html'), path.join(dist, '404.html'));
fs.rmSync(path.join(dist, '404'), { recursive: true });
// Every route is prerendered, so the SPA fallback is never served.
fs.rmSync(path.join(dist, '__spa-fallback.html'), { force: true });

const moved = externalizeDir(dist);
console.log(`${moved.pages} pages: inline scripts moved into ${moved.files} hashed files (strict CSP, no 'unsafe-inline').`);

console.log('dist/ ready: static files for any host (404.html for unknown paths).');

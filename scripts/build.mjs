// `npm run build`: one Vite run (vite.config.ts) in this process: the content check (the site
// plugin's config hook, src/build/site-plugin.ts), the browser code, then the prerendered pages, then
// dist/ (react-router.config.ts). A content mistake stops the build before anything is built, with
// the author's messages only, worded and printed exactly as `npm run check` prints them.
import { fileURLToPath } from 'node:url';
import { createBuilder } from 'vite';

// Before anything reads it (Vite's CSS tools default it to development): React's production build.
process.env.NODE_ENV ??= 'production';
const project = fileURLToPath(new URL('..', import.meta.url));
const builder = await createBuilder({ root: project, configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) });
await builder.buildApp();

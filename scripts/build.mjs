// `npm run build`: the content check, then one Vite run (vite.config.ts) in this process: the
// browser code, then the prerendered pages, then dist/ (react-router.config.ts).
// A content mistake stops the build before Vite starts, with the author's messages only, worded
// and printed exactly as `npm run check` prints them (src/build/check-site.ts).
import { fileURLToPath } from 'node:url';
import { createBuilder, runnerImport } from 'vite';

// Before anything reads it (Vite's CSS tools default it to development): React's production build.
process.env.NODE_ENV ??= 'production';
const project = fileURLToPath(new URL('..', import.meta.url));
const { module: check } = await runnerImport(fileURLToPath(new URL('../src/build/check-site.ts', import.meta.url)), {
  root: project,
  configFile: false,
  logLevel: 'error',
});
const report = await check.checkSite(process.cwd());
if (report.problems.length) {
  console.error(check.formatReport(report, 0));
  process.exit(1);
}
const builder = await createBuilder({ root: project, configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) });
await builder.buildApp();

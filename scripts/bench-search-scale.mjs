// `npm run bench:search`: runs scripts/bench-search-scale.ts (the search benchmark) through Vite's module
// runner, as scripts/check.mjs runs the content check; its arguments are passed on unchanged.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

await runnerImport(fileURLToPath(new URL('./bench-search-scale.ts', import.meta.url)), {
  root: fileURLToPath(new URL('..', import.meta.url)),
  configFile: false,
  logLevel: 'error',
});

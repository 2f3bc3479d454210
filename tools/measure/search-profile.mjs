// Runs tools/measure/search-profile.ts through Vite's module runner (as scripts/bench-search-scale.mjs
// runs its benchmark); its arguments are passed on unchanged.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

await runnerImport(fileURLToPath(new URL('./search-profile.ts', import.meta.url)), {
  root: fileURLToPath(new URL('../..', import.meta.url)),
  configFile: false,
  logLevel: 'error',
});

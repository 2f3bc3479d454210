// `npm run build`: the steps of src/build/steps.ts (read and check the site, the client and server
// bundles, prerender, finish dist/), in this process. That TypeScript module runs in a Vite module
// runner of its own (as Vite's runnerImport loads a config, kept open until the build ends, since
// the steps import modules as they go); packages are Node's own.
import { fileURLToPath } from 'node:url';
import { createRunnableDevEnvironment, resolveConfig } from 'vite';
import { createDefaultImportMeta } from 'vite/module-runner';

// Before anything reads it (Vite's CSS tools default it to development): React's production build.
process.env.NODE_ENV ??= 'production';
const project = fileURLToPath(new URL('..', import.meta.url));
const options = { consumer: 'server', dev: { moduleRunnerTransform: true }, resolve: { external: true } };
const config = await resolveConfig({ root: project, configFile: false, logLevel: 'warn', environments: { steps: options } }, 'serve');
// Vite's Node import.meta (for import.meta.resolve, which no module here uses) registers a module
// hook on Node 20: every later import of this process then waits on a loader thread (~1 s of the build).
const environment = createRunnableDevEnvironment('steps', config, { hot: false });
environment.runner.options.createImportMeta = createDefaultImportMeta;
await environment.init();
try {
  const steps = await environment.runner.import('/src/build/steps.ts');
  // The server bundle is plain JavaScript: Node imports it here, not the runner (which would
  // transform its 200 KB again before running it).
  await steps.build(project, (url) => import(url));
} finally {
  await environment.close();
}

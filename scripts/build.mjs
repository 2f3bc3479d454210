// `npm run build`: the steps of src/build/steps.ts (read and check the site, the client and server
// bundles, prerender, finish dist/), in this process. That TypeScript module runs in a Vite module
// runner of its own (as Vite's runnerImport loads a config, kept open until the build ends, since
// the steps import modules as they go); packages are Node's own.
import { fileURLToPath } from 'node:url';
import { createRunnableDevEnvironment, resolveConfig } from 'vite';

// Before anything reads it (Vite's CSS tools default it to development): React's production build.
process.env.NODE_ENV ??= 'production';
const project = fileURLToPath(new URL('..', import.meta.url));
const options = { consumer: 'server', dev: { moduleRunnerTransform: true }, resolve: { external: true } };
const config = await resolveConfig({ root: project, configFile: false, logLevel: 'warn', environments: { steps: options } }, 'serve');
const environment = createRunnableDevEnvironment('steps', config, { hot: false });
await environment.init();
try {
  const steps = await environment.runner.import('/src/build/steps.ts');
  // The server bundle is plain JavaScript: Node imports it here, not the runner (which would
  // transform its 200 KB again before running it).
  await steps.build(project, (url) => import(url));
} finally {
  await environment.close();
}

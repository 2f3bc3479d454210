// `npm start`: the dev server and, beside it, the web editor's local backend (decap-server), so
// http://localhost:5173/admin edits the files on disk. Arguments go to the dev server
// (`npm start -- --port 5185`); CMS_PORT picks the local backend's port (default 8081).
// When the dev server stops, the backend is stopped too; if the backend cannot run (its port
// taken), the site still runs and a message says how to pick another port.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const cmsPort = process.env.CMS_PORT || '8081';
const env = { ...process.env, CMS_PORT: cmsPort };

// decap-server, started again when it stops while the dev server runs (a file it read vanished
// in a way it does not catch): the editor's next save reaches a new one. One that stops within
// seconds of starting (its port taken) is not started again.
const RESTART_AFTER_MS = 5000;
let backend;
function startBackend() {
  const started = Date.now();
  backend = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    // fs mode: reads and writes the files; committing stays with the office's usual git tool.
    env: { ...env, PORT: cmsPort, MODE: 'fs', GIT_REPO_DIRECTORY: process.cwd(), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  backend.on('exit', (code) => {
    if (stopping) return;
    if (Date.now() - started > RESTART_AFTER_MS) {
      console.error(`The web editor's local backend stopped (exit ${code}); it is started again.`);
      return startBackend();
    }
    console.error(
      `The web editor's local backend stopped (exit ${code}): /admin cannot save. Is port ${cmsPort} in use? Try CMS_PORT=8090 npm start.`,
    );
  });
}
let stopping = false;
startBackend();
// Vite's dev server with vite.config.ts: src/build/plugins/routes-plugin.ts renders each page as the build does.
const devServer = spawn(
  process.execPath,
  [
    // React's production build for the pages it renders (scripts/react-production.mjs).
    '--import',
    new URL('react-production.mjs', import.meta.url).href,
    path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js'),
    ...process.argv.slice(2),
  ],
  {
    env,
    stdio: 'inherit',
  },
);
console.log(`Web editor: /admin on the dev server (its local backend on port ${cmsPort}).`);

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of [backend, devServer]) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
devServer.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

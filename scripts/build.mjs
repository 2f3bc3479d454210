// `npm run build`: the islands build (browser code, the site stylesheet), then React Router's
// build (prerendering every page), then moving the files into dist/ (scripts/postbuild.mjs).
// SITE_BUILD_ID lets the second process reuse the first one's reading of pages/
// (src/content/kept-readings.node.ts): the site is read and checked once per build.
// A content mistake stops the first step with the author's messages only (src/build/site-plugin.ts).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

const env = { ...process.env, SITE_BUILD_ID: randomUUID() };
const steps = [
  ['vite', 'build', '-c', 'vite.islands.config.ts', '--logLevel', 'warn'],
  ['react-router', 'build'],
  ['node', 'scripts/postbuild.mjs'],
];
for (const [command, ...args] of steps) {
  const bin = command === 'node' ? process.execPath : `node_modules/.bin/${command}`;
  const { status, error } = spawnSync(bin, args, { stdio: 'inherit', env });
  if (error) {
    console.error(`The build could not run ${command}: ${error.message}`);
    process.exit(1);
  }
  if (status !== 0) process.exit(status ?? 1);
}

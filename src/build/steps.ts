/**
 * `npm run build`, step by step (run by scripts/build.mjs), each step timed:
 * 1. read the site and check it: a content mistake stops the build before anything is built, with
 *    the author's messages only, worded and printed exactly as `npm run check` prints them;
 * 2. the client bundle: the browser code (src/build/islands-plugin.ts), the site's stylesheet, public/;
 * 3. the server bundle: the route table and render(url) (src/app/server.tsx), linking what 2 wrote;
 * 4. prerender: every page of the route table, and /404, as HTML beside the browser code;
 * 5. finish dist/ (src/build/finish-dist.ts): the site root as a static host serves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBuilder } from 'vite';
import { checkSite, formatReport } from './check-site.ts';
import { finishDist } from './finish-dist.ts';
import { pageFile } from './dist-layout.mjs';

/** Where the bundles are written before finishDist makes dist/ of the client's. */
const BUILD_DIR = 'build';

/** Writes every page the server bundle routes, and /404 (the static host's answer to an unknown path). */
async function prerender(root: string): Promise<number> {
  const entry = pathToFileURL(path.join(root, BUILD_DIR, 'server/server.js')).href;
  const server = (await import(/* @vite-ignore */ entry)) as typeof import('../app/server.tsx');
  const paths = [...server.paths, '/404'];
  for (const urlPath of paths) {
    const { status, html } = await server.render(`http://localhost${urlPath}`);
    if (status !== (urlPath === '/404' ? 404 : 200)) throw new Error(`Prerendering ${urlPath} answered ${status}`);
    const file = path.join(root, BUILD_DIR, 'client', pageFile(urlPath));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  return paths.length;
}

export async function build(root: string): Promise<void> {
  const times: { step: string; seconds: number }[] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    times.push({ step: name, seconds: (performance.now() - started) / 1000 });
    return result;
  };
  // The site is the current directory's, as `npm run check` reads it (a fixture site in tests/unit/build-output.test.ts).
  const report = await step('read and check the site', () => checkSite(process.cwd()));
  if (report.problems.length) {
    console.error(formatReport(report, 0));
    process.exit(1);
  }
  const builder = await step('load the Vite config', () => createBuilder({ root, configFile: path.join(root, 'vite.config.ts') }));
  await step('client bundle', () => builder.build(builder.environments.client));
  await step('server bundle', () => builder.build(builder.environments.ssr));
  const pages = await step('prerender', () => prerender(root));
  await step('finish dist/', () => finishDist(root, BUILD_DIR));

  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  const shares = times.map((t) => `${t.step} ${t.seconds.toFixed(2)} s (${Math.round((t.seconds / total) * 100)}%)`);
  console.log(`Built ${pages} pages in ${total.toFixed(2)} s: ${shares.join(', ')}.`);
  // `npm run bench` prints each step's share.
  if (process.env.BUILD_STEPS_FILE) fs.writeFileSync(process.env.BUILD_STEPS_FILE, JSON.stringify(times));
}

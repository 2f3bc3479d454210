/**
 * `npm run build`, step by step (run by scripts/build.mjs), each step timed:
 * 1. load the Vite config, read the site and check it: a content mistake stops the build before
 *    anything is built, with the author's messages only, worded and printed exactly as `npm run check` prints them;
 * 2. the client bundle: the browser code (src/build/plugins/islands-plugin.ts), the site's stylesheet;
 * 3. the server bundle: the route table and render(url) (src/app/server.tsx), linking what 2 wrote;
 * 4. prerender (and the admission form, /forms/admission-form.pdf, from the school facts, unless
 *    public/forms/ holds the school's own: src/build/generate/admission-form.ts): every page as a/b.html for /a/b (src/build/generate/dist-layout.mjs), /404 as 404.html (what
 *    static hosts answer unknown paths with), and each alternative breadcrumb address as a copy of
 *    its page, whose canonical names the page's own address (no redirect to wait for on any host);
 * 5. finish dist/: public/ is linked into the client bundle's folder, which becomes dist/ (the server
 *    bundle, already run, is not deployed); a Workbox service worker keeps pages already seen
 *    available offline; text files get their .br/.gz copies (src/build/generate/precompress.ts; a file
 *    whose bytes the last build wrote too keeps that build's).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBuilder, type InlineConfig } from 'vite';
import { formatReport, type checkSite } from './check/check-site.ts';
import { pageFile } from './generate/dist-layout.mjs';
import { buildServiceWorker } from './generate/service-worker.ts';
import { precompress } from './generate/precompress.ts';
import { ADMISSION_FORM_PATH, admissionFormFor } from './generate/admission-form.ts';

/** Where the bundles are written before the client's becomes dist/. */
const BUILD_DIR = 'build';

async function prerender(root: string): Promise<number> {
  const entry = pathToFileURL(path.join(root, BUILD_DIR, 'server/server.js')).href;
  const server = (await import(/* @vite-ignore */ entry)) as typeof import('../app/server.tsx');
  const write = (urlPath: string, html: string) => {
    const file = path.join(root, BUILD_DIR, 'client', pageFile(urlPath));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  };
  const paths = [...server.paths, '/404'];
  const written = new Map<string, string>();
  for (const urlPath of paths) {
    const { status, html } = await server.render(`http://localhost${urlPath}`);
    if (status !== (urlPath === '/404' ? 404 : 200)) throw new Error(`Prerendering ${urlPath} answered ${status}`);
    write(urlPath, html);
    written.set(urlPath, html);
  }
  for (const [alias, target] of Object.entries(server.aliases)) write(alias, written.get(target)!);
  return paths.length;
}

/**
 * public/ into the client bundle's folder as hard links, or copies where links cannot be made: copying
 * its 400 files (Vite's own copy, which vite.config.ts turns off) took 0.6 s. Files the bundle wrote win,
 * as in Vite's. scripts/images.mjs replaces a photo's files rather than writing into them.
 */
function linkPublic(from: string, to: string): void {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      linkPublic(source, target);
    } else if (!fs.existsSync(target)) {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

/** The admission form made from the facts, beside the pages (none when the school has its own in public/). */
function writeAdmissionForm(root: string, publicDir: string): void {
  const pdf = admissionFormFor(process.cwd(), publicDir);
  if (!pdf) return;
  const file = path.join(root, BUILD_DIR, 'client', ADMISSION_FORM_PATH);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pdf);
}

async function finishDist(root: string, publicDir: string): Promise<void> {
  if (publicDir) linkPublic(publicDir, path.join(root, BUILD_DIR, 'client'));
  const dist = path.join(root, 'dist');
  // The last build's dist/ goes into the build folder: the new dist/ takes its compressed copies of
  // files whose bytes did not change (no page names a file whose name follows every edit: the search
  // index is fetched by the names its core gives, src/search/engine/part-files.ts, so an edit changes few),
  // then the folder is removed.
  const previous = path.join(root, BUILD_DIR, 'previous-dist');
  fs.rmSync(previous, { recursive: true, force: true }); // left by a build that stopped here
  const hadPrevious = fs.existsSync(dist);
  if (hadPrevious) fs.renameSync(dist, previous);
  fs.renameSync(path.join(root, BUILD_DIR, 'client'), dist);
  const removedBundles = fs.promises.rm(path.join(root, BUILD_DIR, 'server'), { recursive: true, force: true });
  const sw = await buildServiceWorker('dist');
  console.log(`service worker: dist/sw.js (${sw.count} files precached, the rest cached as visitors use them).`);
  const { files, before, after, changed } = await precompress('dist', hadPrevious ? previous : undefined);
  const since = hadPrevious ? `, ${changed} of them changed since the last build` : '';
  console.log(`precompressed: ${files} .br/.gz files in dist/ (text ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli${since}).`);
  await removedBundles;
  await fs.promises.rm(path.join(root, BUILD_DIR), { recursive: true, force: true });
  console.log('dist/ ready: static files for any host (404.html for unknown paths).');
}

/**
 * vite.config.ts as Vite would read it for `vite build`, bundled with this module (scripts/build.mjs)
 * rather than by Vite: its plugins then share this process's modules (the site plugin's reading of the
 * site is the one the check step makes), and the modules that find files with import.meta.glob (the
 * widgets' manifests, the data kinds) have one, instead of each starting a Vite of its own to load
 * them again (src/content/reading/runner-import.node.ts).
 */
async function withConfigFile(root: string): Promise<InlineConfig> {
  const { default: config } = await import('../../vite.config.ts');
  return { ...(await config({ command: 'build', mode: 'production' })), root, configFile: false, mode: 'production' };
}

export async function build(root: string): Promise<void> {
  const times: { step: string; seconds: number }[] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    times.push({ step: name, seconds: (performance.now() - started) / 1000 });
    return result;
  };
  const builder = await step('load the Vite config', async () => createBuilder(await withConfigFile(root)));
  // Through the site plugin (src/build/plugins/site-plugin.ts), so the bundles reuse its reading of the site.
  // The site is the current directory's, as `npm run check` reads it (a fixture site in tests/unit/build-output.test.ts).
  const site = builder.config.plugins.find((plugin) => plugin.name === 'site-pages')?.api as { checkSite: typeof checkSite } | undefined;
  if (!site) throw new Error('vite.config.ts has no site-pages plugin (src/build/plugins/site-plugin.ts)');
  const report = await step('read and check the site', () => site.checkSite(process.cwd(), { asBuilt: true }));
  if (report.problems.length) {
    console.error(formatReport(report, 0));
    process.exit(1);
  }
  await step('client bundle', () => builder.build(builder.environments.client));
  await step('server bundle', () => builder.build(builder.environments.ssr));
  const pages = await step('prerender', () => prerender(root));
  const { publicDir } = builder.environments.client.config;
  await step('admission form', async () => writeAdmissionForm(root, publicDir));
  await step('finish dist/', () => finishDist(root, publicDir));

  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  const shares = times.map((t) => `${t.step} ${t.seconds.toFixed(2)} s (${Math.round((t.seconds / total) * 100)}%)`);
  console.log(`Built ${pages} pages in ${total.toFixed(2)} s: ${shares.join(', ')}.`);
  // `npm run bench` prints each step's share.
  if (process.env.BUILD_STEPS_FILE) fs.writeFileSync(process.env.BUILD_STEPS_FILE, JSON.stringify(times));
}

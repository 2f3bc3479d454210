// `npm run build`: the steps of src/build/steps.ts (read and check the site, the client and server
// bundles, prerender, finish dist/), in this process. That TypeScript module, vite.config.ts and what
// they import are bundled by Vite into one ES module, kept in node_modules/.cache/build-steps/ while
// src/, vite.config.ts, package-lock.json and this file are unchanged, which Node then imports: each
// build transforming their 170 modules again cost about 1 s. Packages stay Node's own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { OTHER_SITE_ROOT, siteDeclarationPlugin } from '../src/build/site-root.mjs';

// Before anything reads it (Vite's CSS tools default it to development): React's production build.
process.env.NODE_ENV ??= 'production';
const project = fileURLToPath(new URL('..', import.meta.url));
const CACHE = path.join(project, 'node_modules/.cache/build-steps');

/** The folders of source the bundle is made from: the engine's src/ and, for another site (SITE_ROOT), its src/. */
const sourceDirs = [path.join(project, 'src'), ...(OTHER_SITE_ROOT ? [path.join(OTHER_SITE_ROOT, 'src')] : [])];

/** A hash of every file the bundle is made from (and of this script, which says how it is made). */
function sourcesKey() {
  const hash = crypto.createHash('sha256');
  const files = sourceDirs.flatMap((dir) => fs.readdirSync(dir, { recursive: true }).map((file) => path.join(dir, file)));
  const others = ['vite.config.ts', 'package-lock.json', 'scripts/build.mjs'].map((file) => path.join(project, file));
  for (const full of [...files.sort(), ...others])
    if (fs.statSync(full).isFile()) hash.update(`${path.relative(project, full)}\0`).update(fs.readFileSync(full));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Each module's import.meta.url stays its source file's: the build code finds the islands, the widgets
 * and the project's root beside itself, not beside the bundle. And it bundles nothing the key does not
 * cover: a page or data file it imported would stay as it was when bundled.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  enforce: 'pre',
  transform(code, id) {
    const file = id.split('?')[0];
    if (file.includes('/node_modules/') || !path.isAbsolute(file)) return null;
    if (!sourceDirs.some((dir) => file.startsWith(dir + path.sep)) && file !== path.join(project, 'vite.config.ts'))
      this.error(`The build code imports ${path.relative(project, file)}: read it when the build runs instead.`);
    if (!code.includes('import.meta.url')) return null;
    return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)), map: null };
  },
};

/**
 * The bundle bakes in its source files' paths (sourceUrls), so it belongs to this checkout: a copy of
 * the project that shares node_modules (a test's temporary site) makes and keeps its own.
 */
const projectTag = crypto
  .createHash('sha256')
  .update(OTHER_SITE_ROOT ? `${project}\0${OTHER_SITE_ROOT}` : project)
  .digest('hex')
  .slice(0, 8);

/** Removes this checkout's older bundles, and those of copies of the project that are gone. */
function removeOldBundles(key) {
  for (const old of fs.readdirSync(CACHE)) {
    const owner = path.join(CACHE, old, 'project.txt');
    const ownerGone = fs.existsSync(owner) && !fs.existsSync(fs.readFileSync(owner, 'utf8'));
    const older = old.startsWith(`${projectTag}-`) && old !== key;
    const unowned = !/^[0-9a-f]{8}-[0-9a-f]{16}$/.test(old); // made before bundles were kept per checkout
    if (ownerGone || older || unowned) fs.rmSync(path.join(CACHE, old), { recursive: true, force: true });
  }
}

async function stepsBundle() {
  const key = `${projectTag}-${sourcesKey()}`;
  const dir = path.join(CACHE, key);
  if (!fs.existsSync(path.join(dir, 'steps.js'))) {
    const { build } = await import('vite');
    // Written beside, then renamed: a build stopped halfway, or two at once, leave no half bundle.
    const made = `${dir}.${process.pid}`;
    await build({
      // The site's root: a glob from it (`/src/*/*.data.ts`, the data kinds) finds the site's files.
      root: OTHER_SITE_ROOT ?? project,
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      plugins: [siteDeclarationPlugin(), sourceUrls],
      build: {
        ssr: path.join(project, 'src/build/steps.ts'),
        outDir: made,
        emptyOutDir: true,
        minify: false,
        sourcemap: true,
        rolldownOptions: { output: { entryFileNames: 'steps.js' } },
      },
    });
    // Whose bundle it is: removed once that folder is gone (another site's may be a test's temporary copy).
    fs.writeFileSync(path.join(made, 'project.txt'), OTHER_SITE_ROOT ?? project);
    try {
      fs.renameSync(made, dir);
    } catch {
      fs.rmSync(made, { recursive: true, force: true }); // another build made it first
    }
    removeOldBundles(key);
  }
  // A developer's stack trace names the source files, not the bundle's.
  process.setSourceMapsEnabled(true);
  return import(pathToFileURL(path.join(dir, 'steps.js')).href);
}

const steps = await stepsBundle();
// Another site (SITE_ROOT) is read and built in its own folder: its pages, public/ and dist/ are there.
if (OTHER_SITE_ROOT) process.chdir(OTHER_SITE_ROOT);
await steps.build(OTHER_SITE_ROOT ?? project);

/**
 * Which site the engine builds, read here only. A site is a folder holding its declaration
 * (`src/site/`, ARCHITECTURE.md), its widgets, layout and styles under `src/`, and its `pages/`,
 * `public/` and `photos/`. By default the school's, this repository; `SITE_ROOT=<folder>` names another
 * (tests/fixtures/second-site/). The engine imports the declaration as `#site/<module>`: package.json's
 * `imports` maps it to the school's src/site/ (for Node, TypeScript and Vite's loading of its config);
 * in the code Vite builds, siteDeclarationPlugin maps it to the site being built: its own module when it
 * has it, else the engine's default (src/app/site-defaults/), so a small site declares only what it uses.
 * Plain JavaScript: scripts/build.mjs imports it as vite.config.ts does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This repository: the engine's own files (src/app, src/build…) are found from here. */
export const ENGINE_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The site being built, or null for the school's (whose files are where the process runs, as before). */
export const OTHER_SITE_ROOT = process.env.SITE_ROOT ? path.resolve(process.env.SITE_ROOT) : null;

/** The folder of the site's declaration. */
export const DECLARATION_DIR = path.join(OTHER_SITE_ROOT ?? ENGINE_ROOT, 'src/site');

/** Where the engine's defaults for the declaration's modules are. */
const DEFAULTS_DIR = path.join(ENGINE_ROOT, 'src/app/site-defaults');

/**
 * An engine file (`src/app/server.tsx`) as Vite is given it: by its path from Vite's root for the school's
 * site, whose root is this repository (so its build is as it was), absolute for another site, whose root is its own folder.
 */
export const engineEntry = (file) => (OTHER_SITE_ROOT ? path.join(ENGINE_ROOT, file) : file);

/** The same as an import specifier in generated code (`/src/app/document.tsx` for the school's site). */
export const engineImport = (file) => (OTHER_SITE_ROOT ? path.join(ENGINE_ROOT, file) : `/${file}`);

/** The files `#site/x.ts` may be: as written, or a module with JSX (x.tsx). */
const candidates = (module) => [module, `${module}.ts`, `${module}.tsx`, module.replace(/\.ts$/, '.tsx')];

/** `#site/index.ts` → the site's src/site/index.ts, or the engine's default for it; null when neither exists. */
export function resolveDeclaration(source) {
  if (!source.startsWith('#site/')) return null;
  const module = source.slice('#site/'.length);
  for (const dir of [DECLARATION_DIR, DEFAULTS_DIR])
    for (const candidate of candidates(module)) {
      const file = path.join(dir, candidate);
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
  return null;
}

/**
 * The Vite plugin that resolves `#site/…` (vite.config.ts, vitest.config.ts, scripts/build.mjs), and
 * `#engine/…`, the engine's src/ as another site's code names it (its widget kit: `#engine/content/schemas/manifest-kit.ts`).
 */
export function siteDeclarationPlugin() {
  return {
    name: 'site-declaration',
    enforce: 'pre',
    resolveId(source) {
      if (source.startsWith('#engine/')) return path.join(ENGINE_ROOT, 'src', source.slice('#engine/'.length));
      if (!source.startsWith('#site/')) return null;
      const file = resolveDeclaration(source);
      if (!file) this.error(`${source}: the site's declaration (${path.relative(process.cwd(), DECLARATION_DIR)}) has no such module`);
      return file;
    },
  };
}

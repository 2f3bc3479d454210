/**
 * The gallery's page data files (src/widgets/Gallery/page-files.ts): the build writes every page's
 * file of every `_*.gallery.yml` beside the browser code (`/assets/gallery-<hash>.json`, named by
 * content, so an added photo changes only the files of the pages it changes); the dev server
 * answers them from the files as they are now. The prerendered page names them from the same data.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ImageEntry } from '../../islands/images';
import { galleryPageFiles, PAGE_FILE_PATTERN, type GalleryImage } from '#site/gallery-pages.ts';
import { dataKindOf } from '../../content/schemas/data-schemas.ts';
import { inspectSite } from '../site-model.ts';

/** Every page file of every gallery of the site at `root`, as it is now. */
export function galleryFilesOf(root: string): { href: string; json: string }[] {
  const manifestFile = path.join(root, 'src/generated/images.json');
  const prepared = (fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {}) as Record<string, ImageEntry>;
  return [...inspectSite(root).loaded.data]
    .filter(([file]) => dataKindOf(file) === 'gallery')
    .flatMap(([, photos]) => galleryPageFiles(photos as GalleryImage[], (name) => prepared[name]));
}

export function galleryPagesPlugin(): Plugin {
  let root = process.cwd();
  let clientOutDir = '';
  return {
    name: 'site-gallery-pages',
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      clientOutDir = path.resolve(root, config.environments.client?.build.outDir ?? 'dist');
    },
    // After the browser build (it empties its folder first), like the pages' own stylesheets.
    generateBundle() {
      if (this.environment.name !== 'ssr') return;
      for (const { href, json } of galleryFilesOf(root)) {
        const file = path.join(clientOutDir, href);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, json);
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (!PAGE_FILE_PATTERN.test(pathname)) return next();
        const found = galleryFilesOf(root).find((file) => file.href === pathname);
        if (!found) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(found.json);
      });
    },
  };
}

/**
 * In the dev server: a photo added to, replaced in or removed from photos/ while the site runs is
 * prepared at once by the image step (scripts/images.mjs, as CONTENT.md's steps say); pages showing it
 * pick up the new src/generated/images.json by themselves. A build runs the image step before it starts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Runs the image step (scripts/images.mjs) once at a time; a photo saved meanwhile runs it again after. */
let preparing: Promise<void> | undefined;
let again = false;
function preparePhotos(root: string, log: (line: string) => void): void {
  if (preparing) {
    again = true;
    return;
  }
  preparing = new Promise<void>((resolve) => {
    const child = spawn(process.execPath, ['scripts/images.mjs'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => log(chunk.toString().trim()));
    child.stderr.on('data', (chunk: Buffer) => log(chunk.toString().trim()));
    // The dev server goes on whatever happens to the step; the next photo saved runs it again.
    child.on('error', (error) => {
      log(`images: the image step could not run (${error.message}); it runs again at the next photo saved.`);
      resolve();
    });
    child.on('close', (code) => {
      if (code) log(`images: the image step stopped (exit ${code}); the site shows the photos prepared before. It runs again at the next photo saved.`);
      resolve();
    });
  }).then(() => {
    preparing = undefined;
    if (again) {
      again = false;
      preparePhotos(root, log);
    }
  });
}

export function photosPlugin(): Plugin {
  return {
    name: 'site-photos',
    apply: 'serve',
    configureServer(devServer) {
      const { root } = devServer.config;
      const photosDir = path.join(root, 'photos') + path.sep;
      const onPhoto = (file: string) => {
        if (!file.startsWith(photosDir) || !/\.(jpe?g|png|webp)$/i.test(file)) return;
        preparePhotos(root, (line) => devServer.config.logger.info(line));
      };
      devServer.watcher.add(path.join(root, 'photos'));
      devServer.watcher.on('add', onPhoto);
      devServer.watcher.on('change', onPhoto);
      devServer.watcher.on('unlink', onPhoto);
    },
  };
}

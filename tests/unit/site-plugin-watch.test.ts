// @vitest-environment node
// Only a dev server that watches its files (npm start) makes the site's readings trust a watcher
// (src/content/reading/watched-files.node.ts). `vitest run` starts a Vite server with the site plugin but no
// watcher (server.watch null): trusting one there read every page afresh, not from the kept readings,
// in the process that serves every test file's modules (~1.1 s against ~0.3 s for today's site).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { sitePlugin } from '../../src/build/plugins/site-plugin';
import { watchedGeneration } from '../../src/content/reading/watched-files.node';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A Vite server (not listening) over an empty folder with the site plugin, its `server.watch` as given: whether its root is watched. */
async function watchedWith(watch: null | undefined): Promise<boolean> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-plugin-watch-'));
  roots.push(root);
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false, watch },
    plugins: [sitePlugin()],
  });
  try {
    return watchedGeneration(root) !== undefined;
  } finally {
    await server.close();
  }
}

describe('the site plugin in a Vite server', () => {
  it('leaves the readings to the disk when the server watches nothing (vitest run)', async () => {
    expect(await watchedWith(null)).toBe(false);
  });
  it('makes them trust the watcher when the server watches its files (npm start)', async () => {
    expect(await watchedWith(undefined)).toBe(true);
  });
});

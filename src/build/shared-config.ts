/**
 * Settings both builds share: the page build (React Router, prerendering every page) and the
 * islands build (the browser code). CSS module class names must come out the same in both,
 * because the HTML is written by one and the stylesheet and islands by the other.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { UserConfig } from 'vite';

export function sharedConfig(root: string, command: 'build' | 'serve'): UserConfig {
  return {
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    css: {
      modules: {
        // Stable across builds and machines: a hash of file and name. Built pages get the hash
        // alone (class names are a good share of every page and of the stylesheet); the dev server
        // keeps the readable name in front of it.
        generateScopedName(name, filename) {
          const file = path.relative(root, filename.split('?')[0]).split(path.sep).join('/');
          const hash = createHash('sha256').update(`${file}:${name}`).digest('base64url').slice(0, 6);
          return command === 'build' ? `_${hash}` : `${name}_${hash}`;
        },
      },
    },
  };
}

/**
 * CSS-module class names, made once for every environment (the browser build and the
 * prerenderer must agree): a hash of file and name, stable across builds and machines.
 * Built pages get five characters, a letter first (class names are a good share of every page,
 * its stylesheet and the islands' code); the dev server keeps the readable name in front.
 * Five characters leave about 870 million names: two classes could still meet, so a build that
 * gives one name twice stops and says which two to rename.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `root`-relative file and class name → the built class name (a letter, then four base64url characters). */
export function shortClassName(file: string, name: string): string {
  const digest = createHash('sha256').update(`${file}:${name}`).digest();
  return LETTERS[digest[0] % LETTERS.length] + digest.subarray(1).toString('base64url').slice(0, 4);
}

/** Vite's `css.modules.generateScopedName` for this project. */
export function scopedClassNames(root: string, command: 'build' | 'serve'): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const file = path.relative(root, filename.split('?')[0]).split(path.sep).join('/');
    const short = shortClassName(file, name);
    if (command === 'serve') return `${name}_${short}`;
    const owner = owners.get(short);
    const self = `.${name} in ${file}`;
    if (owner && owner !== self) throw new Error(`CSS classes ${owner} and ${self} would both be named "${short}": rename one of them.`);
    owners.set(short, self);
    return short;
  };
}

// @vitest-environment node
// Issue 41: the build reaches React Router and Vite through their public APIs only, so that an upgrade
// inside their majors needs no change in src/build/. This fails on a private module or property
// named in src/ or scripts/.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Names of the frameworks' insides, each with why it is private. */
const PRIVATE: [RegExp, string][] = [
  [/\\0virtual:react-router|\0virtual:react-router/, "React Router's private virtual modules"],
  [/__reactRouter/, "React Router's undocumented context and globals"],
  [/vite\/preload-helper/, "Vite's private preload helper module"],
  [/react-router\/dist|@react-router\/dev\/dist|vite\/dist/, "a package's built files instead of its exports"],
  [/import\s*(type\s*)?\{[^}]*\bUNSAFE_\w+[^}]*\}\s*from|\bUNSAFE_\w+\s+as\b/, 'an UNSAFE_ export'],
];

/** The private names `text` uses, one line each: "<line>: <why>". */
export function privateNamesIn(text: string): string[] {
  return text.split('\n').flatMap((line, i) => PRIVATE.filter(([pattern]) => pattern.test(line)).map(([, why]) => `${i + 1}: ${why}`));
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

describe('no framework internals in src/ or scripts/', () => {
  it('names no private module or property of React Router or Vite', () => {
    const found = ['src', 'scripts']
      .flatMap(sourceFiles)
      .flatMap((file) => privateNamesIn(fs.readFileSync(file, 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });

  it('fails on each kind of private name', () => {
    expect(privateNamesIn("if (id === '\\0virtual:react-router/server-manifest') {")).toHaveLength(1);
    expect(privateNamesIn('const ctx = config.__reactRouterPluginContext;')).toHaveLength(1);
    expect(privateNamesIn("const HELPER = '\\0vite/preload-helper.js';")).toHaveLength(1);
    expect(privateNamesIn("import { x } from 'react-router/dist/development/index.mjs';")).toHaveLength(1);
    expect(privateNamesIn("import { y } from '@react-router/dev/dist/vite.js';")).toHaveLength(1);
    expect(privateNamesIn("import { z } from 'vite/dist/node/index.js';")).toHaveLength(1);
    expect(privateNamesIn("import { UNSAFE_getStaticContextFromError } from 'react-router';")).toHaveLength(1);
    expect(privateNamesIn("import { createStaticHandler, StaticRouterProvider } from 'react-router';")).toEqual([]);
  });

  it('fails on a file written into src/ with a private name', () => {
    const file = path.join('src', 'zz-private-name-fixture.ts');
    fs.writeFileSync(file, "export const manifest = '\\0virtual:react-router/server-manifest';\n");
    try {
      const found = sourceFiles('src').filter((f) => privateNamesIn(fs.readFileSync(f, 'utf8')).length);
      expect(found).toContain(file);
    } finally {
      fs.rmSync(file);
    }
  });
});

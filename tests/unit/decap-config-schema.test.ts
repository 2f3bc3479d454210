// @vitest-environment node
// Decap's own check of its configuration (decap-cms-core's validateConfig: ajv and Decap's JSON
// schema, with the widgets' schemas), on the configuration the build writes, for the live site and
// for `npm start`. /admin's Decap build leaves that check out of the browser, where it held up the
// login screen (src/admin/decap-config-checked.ts); it runs here instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cmsConfig } from '../../src/build/editor/cms-config';
import { bundle } from '../../src/build/editor/admin-scripts';
import { decapAlias } from '../../src/build/editor/decap-build';

/**
 * Decap's own check (tests/unit/support/decap-config-check.ts), bundled with the resolutions of /admin's Decap
 * build but on its own and for Node. Only the modules the check reaches are kept (Decap's other
 * modules start its app as they load).
 */
async function loadDecapConfigCheck(root: string): Promise<(config: object) => void> {
  const [{ code }] = await bundle(root, 'tests/unit/support/decap-config-check.ts', {
    alias: decapAlias(root),
    minify: false,
    rollup: { preserveEntrySignatures: 'strict', treeshake: { moduleSideEffects: false }, output: { format: 'es' } },
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'decap-config-check-')), 'check.mjs');
  fs.writeFileSync(file, code);
  const { checkDecapConfig } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    checkDecapConfig: (config: object) => void;
  };
  return checkDecapConfig;
}

const root = process.cwd();
let check: (config: object) => void;
// Bundling the check takes a few seconds (more on a busy machine): the same limit as a test's.
beforeAll(async () => {
  check = await loadDecapConfigCheck(root);
}, 60_000);

describe("Decap's own configuration check, at build time", () => {
  it('passes the live configuration (/admin/config.json as built)', () => {
    expect(() => check(cmsConfig({ root }))).not.toThrow();
  });

  it("passes `npm start`'s configuration (the local backend)", () => {
    expect(() =>
      check(cmsConfig({ root, localBackendUrl: 'http://127.0.0.1:5173/admin/api/v1', siteUrl: 'http://127.0.0.1:5173' })),
    ).not.toThrow();
  });

  it('refuses what Decap would refuse, so the passes above are real ones', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // Decap logs what it refuses
    const config = cmsConfig({ root }) as { collections: object[] };
    const nameless = { ...config, collections: [{ ...config.collections[0], name: undefined }, ...config.collections.slice(1)] };
    expect(() => check(nameless)).toThrow(/collections\[0\].*name/);
    expect(() => check({ ...config, media_folder: undefined })).toThrow(/media_folder/);
  });
});

// @vitest-environment node
// Decap's own check of its configuration (decap-cms-core's validateConfig: ajv and Decap's JSON
// schema, with the widgets' schemas), on the configuration the build writes, for the live site and
// for `npm start`. /admin's Decap build leaves that check out of the browser, where it held up the
// login screen (src/admin/decap-config-checked.ts); it runs here instead.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cmsConfig } from '../../src/build/editor/cms-config';
import { loadDecapConfigCheck } from '../../src/build/plugins/cms-plugin';

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

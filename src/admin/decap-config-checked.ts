/**
 * Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for Decap's check of its
 * configuration (decap-cms-core's constants/configSchema: ajv compiling Decap's JSON schema, then
 * checking the site's 80 KB configuration). In the browser that check ran before the login screen
 * showed and took about a third of the time /admin took to show it (0.4 s of 1.2 s of the page's
 * work, measured with a CPU profile on 2026-11-27), for a configuration that no one writes by hand:
 * src/build/editor/cms-config.ts makes it from the site's schemas. The same check, Decap's own code, runs
 * on that configuration in the tests instead (tests/unit/decap-config-schema.test.ts, through
 * tests/unit/support/decap-config-check.ts), for the live site and for `npm start`.
 */
export function validateConfig(): void {
  // Checked at build time, not in the browser (see above).
}

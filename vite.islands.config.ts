/**
 * The islands build: the browser code of the site, built before the pages (npm run build).
 * - `boot`: the small script every page loads (src/islands/boot.ts); it fetches React and an
 *   island's widget only on pages that have one, when the island needs it;
 * - `styles`: the site's one stylesheet (src/islands/styles.ts); widgets' CSS goes inline in the
 *   pages that show them (src/build/page-styles-plugin.ts).
 * The page build (vite.config.ts) reads this build's manifest to link both from every page.
 */
import { defineConfig } from 'vite';
import { sitePlugin } from './src/build/site-plugin.ts';
import { ISLANDS_ENTRIES, ISLANDS_OUT_DIR, islandsPlugin } from './src/build/islands-plugin.ts';
import { CSS_TARGET, quietBundlerLogs, sharedConfig } from './src/build/shared-config.ts';
import { loadEmailConfig } from './src/build/email-settings.ts';
import { pageStylesPlugin } from './src/build/page-styles-plugin.ts';

const root = process.cwd();

export default defineConfig(({ command, mode }) => {
  const shared = sharedConfig(root, command);
  return {
    ...shared,
    // The same e-mail configuration the page build resolves (src/build/email-settings.ts), for the form.
    define: {
      ...shared.define,
      __EMAIL_CONFIG__: JSON.stringify(loadEmailConfig(mode, root)),
    },
    publicDir: false,
    plugins: [sitePlugin(), islandsPlugin(), pageStylesPlugin('islands')],
    build: {
      outDir: ISLANDS_OUT_DIR,
      emptyOutDir: true,
      manifest: true,
      // Gzipped sizes are printed by `npm run bench`; computing them here costs every build.
      reportCompressedSize: false,
      cssTarget: CSS_TARGET,
      // One stylesheet for the whole site (widgets' CSS aside): one request, cached for every later page.
      cssCodeSplit: false,
      // No module preloading: a page without islands then loads the boot script alone.
      modulePreload: false,
      rolldownOptions: {
        ...quietBundlerLogs,
        input: ISLANDS_ENTRIES,
        output: {
          codeSplitting: {
            // React and the helpers islands share (photos, icons) in one file: every island page
            // needs them, and one file compresses better and costs one request instead of seven.
            // Nothing of it is used without React (the search is framework-free). Not hydrate.ts:
            // the group takes a module's imports too, and its lazy loaders bring the preload helper
            // the boot script needs (the boot script would then load React on every page).
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]ui[\\/](Picture[\\/]|SvgIcon|icon-paths|useHydrated|ContactDetails)/,
              },
            ],
          },
        },
      },
    },
  };
});

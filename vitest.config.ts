import { defineConfig } from 'vitest/config';
import { sitePlugin } from './src/build/plugins/site-plugin.ts';
import { islandsPlugin } from './src/build/plugins/islands-plugin.ts';
import { pageStylesPlugin } from './src/build/plugins/page-styles-plugin.ts';
import { logoPlugin } from './src/build/plugins/logo-plugin.ts';
import { siteDeclarationPlugin } from './src/build/site-root.mjs';

// Unit and component tests. The site build (React Router, MDX) is exercised by the e2e tests.
export default defineConfig({
  define: {
    __BUILD_YEAR__: '2026',
    // The e-mail configuration vite.config.ts hands to the form: none, so the local endpoint.
    __EMAIL_CONFIG__: JSON.stringify({
      mode: 'local',
      serviceId: 'local_service',
      templateId: 'local_template',
      publicKey: 'local_public_key',
    }),
  },
  // The site's virtual modules (site content, islands, page styles, the logo), so code that imports them can be tested.
  plugins: [siteDeclarationPlugin(), sitePlugin(), islandsPlugin(), pageStylesPlugin(), logoPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Several tests read the whole site or build a fixture one: seconds on a busy 2-core machine. They wait
    // for a result, never for a time, so the limit is only there to stop a hung test.
    testTimeout: 60_000,
  },
});

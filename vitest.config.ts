import { defineConfig } from 'vitest/config';

// Unit and component tests. The site build (React Router, MDX) is exercised by the e2e tests.
export default defineConfig({
  define: {
    __BUILD_YEAR__: '2026',
    // The e-mail configuration vite.config.ts hands to the form: none, so the local endpoint.
    __EMAIL_CONFIG__: JSON.stringify({ mode: 'local', serviceId: 'local_service', templateId: 'local_template', publicKey: 'local_public_key' }),
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});

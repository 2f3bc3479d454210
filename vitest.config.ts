import { defineConfig } from 'vitest/config';

// Unit and component tests. The site build (React Router, MDX) is exercised by the e2e tests.
export default defineConfig({
  define: { __BUILD_YEAR__: '2026' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});

import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The site as the host serves it: what a deploy uploads (dist/ less the .br/.gz copies), on
// Cloudflare Pages' own runtime (`wrangler pages dev`, scripts/serve-host.mjs). HOST_E2E_PORT: its port.
const PORT = Number(process.env.HOST_E2E_PORT ?? 8788);

export default defineConfig({
  ...base,
  testDir: 'tests/host',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `node scripts/serve-host.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 90_000,
  },
});

import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The web editor's e2e (tests/cms/): against `npm start`'s dev server and local backend, not dist/.
// CMS_E2E_PORT: the dev server's port; CMS_PORT: the local backend's (decap-server).
const DEV_PORT = Number(process.env.CMS_E2E_PORT ?? 5174);
const CMS_PORT = Number(process.env.CMS_PORT ?? 8082);

export default defineConfig({
  ...base,
  testDir: 'tests/cms',
  // The tests save files on disk: one at a time.
  fullyParallel: false,
  workers: 1,
  // A save is a round trip through the dev server and decap-server, then the editor loads the
  // entry again: on a machine busy with a second suite that took over the default 5 s.
  expect: { timeout: 15_000 },
  use: { ...base.use, baseURL: `http://127.0.0.1:${DEV_PORT}` },
  webServer: {
    command: `node scripts/start.mjs --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
    env: { CMS_PORT: String(CMS_PORT) },
    url: `http://127.0.0.1:${DEV_PORT}/admin/config.yml`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

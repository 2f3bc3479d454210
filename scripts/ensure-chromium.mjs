// The e2e tests drive Debian's Chromium (Playwright cannot download browsers here).
// Installs it with apt-get when it is missing and we are root; otherwise says what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from '../tests/chromium.mjs';

if (fs.existsSync(CHROMIUM)) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (!isRoot) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });

// @ts-check
// The Chromium the e2e suite and the benchmarks drive (Debian's: Playwright cannot download one
// here), the flags this sandboxed machine needs, and the slow phone they emulate, said once.
import { spawn } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a sandboxed machine with no network beyond localhost. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), as DevTools applies it. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

/**
 * A low-end phone through a DevTools session: the CPU `cpuSlowdown` times slower, on slow 4G.
 * @param {{ send(method: string, params?: object): Promise<unknown> }} cdp
 * @param {number} [cpuSlowdown]
 * @returns {Promise<void>}
 */
export async function emulateSlowPhone(cdp, cpuSlowdown = 6) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/**
 * Serves `dir` as a static host does (scripts/serve.mjs) on 127.0.0.1:`port`; resolves once it answers.
 * @param {number} port
 * @param {string} [dir]
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function serveSite(port, dir = 'dist') {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--dir', dir], {
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (answered) return server;
    if (server.exitCode !== null || Date.now() - started > 15_000) {
      server.kill();
      throw new Error(`scripts/serve.mjs did not answer on port ${port} (is it taken, or is there no build in ${dir}/?)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

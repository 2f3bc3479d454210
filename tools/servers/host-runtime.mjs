// @ts-check
// The host's own runtime, here: Cloudflare Pages as `wrangler pages dev` runs it (workerd, the
// server Cloudflare runs), serving exactly the folder that a deploy uploads. The host-runtime
// tests (tests/host/), `npm run deploy:dry` and `npm run bench:lighthouse -- --host` use it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What is uploaded: wrangler.toml's `pages_build_output_dir`. */
export const UPLOAD_DIR = '.upload';

/**
 * The .br/.gz copies are for hosts that send files as they are; Cloudflare compresses on its own.
 * Kept: the web editor's Brotli copies, which a function sends as they are (src/host/precompressed.ts).
 * @param {string} file path in `dist`, with /
 */
const leftOutOfUpload = (file) => /\.(br|gz)$/.test(file) && !/^admin\/[^/]+\.br$/.test(file);

/**
 * Makes `out` exactly what the host is given: every file of `dist` but the compressed copies
 * (hard links where the file system allows, so staging costs no copy). Returns the files with sizes
 * and how many copies were left out.
 * @param {string} [dist]
 * @param {string} [out]
 * @returns {{ files: { file: string, size: number }[], leftOut: number }}
 */
export function stageUpload(dist = 'dist', out = UPLOAD_DIR) {
  fs.rmSync(out, { recursive: true, force: true });
  /** @type {{ file: string, size: number }[]} */
  const files = [];
  let leftOut = 0;
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const file = path.relative(dist, from).split(path.sep).join('/');
    if (leftOutOfUpload(file)) {
      leftOut += 1;
      continue;
    }
    const to = path.join(out, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    try {
      fs.linkSync(from, to);
    } catch {
      fs.copyFileSync(from, to);
    }
    files.push({ file, size: fs.statSync(to).size });
  }
  return { files: files.sort((a, b) => a.file.localeCompare(b.file)), leftOut };
}

/**
 * Wrangler, offline: no usage reports, no update check (it cannot reach Cloudflare from here).
 * @type {Record<string, string>}
 */
export const WRANGLER_ENV = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', NO_UPDATE_NOTIFIER: '1' };

/**
 * The command line that serves `dir` on the host's runtime, with the site's functions (functions/)
 * and `vars` as their environment (the host's settings; locally also .dev.vars).
 * @param {string} dir
 * @param {number} port
 * @param {Record<string, string>} [vars]
 * @returns {[string, string[]]}
 */
export function hostCommand(dir, port, vars = {}) {
  const bindings = Object.entries(vars).flatMap(([name, value]) => ['--binding', `${name}=${value}`]);
  // A debugger port of its own: left to wrangler, two runtimes started at once (tests, deploy:dry
  // beside a served site) could both pick the same free port, and the second one's runtime failed to start.
  const inspectorPort = port + 10_000 <= 65_535 ? port + 10_000 : port - 10_000;
  const listen = ['--port', String(port), '--ip', '127.0.0.1', '--inspector-port', String(inspectorPort)];
  return ['node_modules/.bin/wrangler', ['pages', 'dev', dir, ...listen, '--log-level', 'warn', ...bindings]];
}

/**
 * Serves `dir` with the host's runtime on 127.0.0.1:`port`; resolves once it answers.
 * @param {string} dir
 * @param {number} port
 * @param {Record<string, string>} [vars]
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startHost(dir, port, vars = {}) {
  const [command, args] = hostCommand(dir, port, vars);
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...WRANGLER_ENV } });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  /** @type {() => Promise<void>} */
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill())));
  const started = Date.now();
  for (;;) {
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, stop };
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      await stop();
      throw new Error(`wrangler pages dev did not answer on port ${port}:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// @ts-check
// A site served from one of two builds in turn, as a host serves one (tools/servers/preview-server.mjs),
// through a network the caller sets: fast, slow (every request delayed), held (every request waits
// until `release()`), or offline (every connection refused). What a returning visitor on a 2G cell
// or with no signal meets after the site has changed (tests/e2e/saved-copy.spec.ts, scripts/bench-stale.mjs).
// Loopback only.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createPreviewHandler } from '../tools/servers/preview-server.mjs';

/** @typedef {'fast' | 'held' | 'offline' | { delayMs: number }} Network */

/**
 * @param {{ builds: string[], port?: number, datedAs?: (string | undefined)[] }} options
 *   `datedAs[i]`: the Date header build i's answers carry (what a saved copy says it is from).
 */
export async function serveBuilds({ builds, port = 0, datedAs = [] }) {
  const handlers = builds.map((root) => createPreviewHandler({ root }));
  let current = 0;
  /** @type {Network} */
  let network = 'fast';
  /** @type {(() => void)[]} */
  let held = [];
  let requests = 0;
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    requests++;
    const answer = () => {
      const build = current;
      if (datedAs[build]) res.setHeader('Date', /** @type {string} */ (datedAs[build]));
      handlers[build](req, res);
    };
    if (network === 'offline') return void req.socket.destroy();
    if (network === 'held') return void held.push(answer);
    if (typeof network === 'object') return void setTimeout(answer, network.delayMs);
    answer();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const release = () => {
    for (const answer of held.splice(0)) answer();
  };
  return {
    origin: `http://127.0.0.1:${listening}`,
    /** @param {number} build */
    serve(build) {
      current = build;
    },
    /** @param {Network} to Held requests are answered when the network leaves 'held'. */
    setNetwork(to) {
      network = to;
      if (to !== 'held') release();
    },
    /** How many requests reached the server so far. */
    requests: () => requests,
    /** How many requests are waiting for `setNetwork`. */
    waiting: () => held.length,
    async close() {
      held = [];
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/**
 * A copy of the build in `from` (files hard-linked) whose pages say `to` where they said `from`:
 * a second build that differs only in that figure. Pages changed lose their .br/.gz copies, so the
 * server sends the changed text. Returns the pages changed.
 * @param {string} dist
 * @param {string} copy
 * @param {{ from: string, to: string }} change
 */
export function copyWithChange(dist, copy, { from, to }) {
  fs.rmSync(copy, { recursive: true, force: true });
  const changed = [];
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(copy, path.relative(dist, source));
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const text = entry.name.endsWith('.html') ? fs.readFileSync(source, 'utf8') : '';
    if (text.includes(from)) {
      fs.writeFileSync(target, text.replaceAll(from, to));
      changed.push(path.relative(dist, source));
    } else fs.linkSync(source, target);
  }
  for (const page of changed) for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(copy, page + suffix), { force: true });
  return changed;
}

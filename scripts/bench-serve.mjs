// Benchmark (prints figures, not a test): requests/s and latency of our preview server against
// sirv-cli on the same dist/, on `/` and on a hashed asset, with a phone's Accept-Encoding.
// Loopback only; bounded: ROUNDS × REQUESTS per case, each round at most TIME_LIMIT_MS.
// Reading it: on a shared machine requests/s and latency follow whatever else runs; CPU µs per
// request (the server's own processes, from /proc) does not, so compare that first. Like with like:
// both send ETag and Last-Modified and the same .br file; sirv-cli runs with its defaults otherwise
// (files indexed at start-up, as ours does for /assets/; ours looks pages up on disk each time so a
// rebuild shows at once). Ours also sends the headers of dist/_headers (CSP, caching), as a host
// would; sirv-cli has no flag to add them, so the last column says how many bytes each sends.
// Usage: npm run build && npm run bench:serve
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const REQUESTS = 2000;
/** Rounds alternate between the servers and the median is printed: a shared machine's noise hits both alike. */
const ROUNDS = 5;
const WARMUP = 400;
const CONCURRENCY = 16;
const TIME_LIMIT_MS = 15_000;
const HOST = '127.0.0.1';
const HEADERS = { 'Accept-Encoding': 'gzip, deflate, br' };

const dist = path.resolve('dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('No build in dist/: run "npm run build" first.');
  process.exit(1);
}
const scripts = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const asset = `/assets/${scripts.find((f) => f.startsWith('framework-')) ?? scripts[0]}`;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, HOST, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * CPU time (ms) used so far by every process of a process group (Linux /proc): unlike requests/s,
 * it does not depend on what else the shared machine is doing at that moment.
 */
function groupCpuMs(pgid) {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) total += (Number(fields[11]) + Number(fields[12])) * tick;
  }
  return total;
}

async function start(name, command, args) {
  const port = await freePort();
  // Its own process group: npx starts sirv as a child, and both must end with the benchmark.
  const child = spawn(command, args(port), { stdio: ['ignore', 'ignore', 'ignore'], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const origin = `http://${HOST}:${port}`;
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) =>
      http.get(`${origin}/`, (res) => resolve(res.resume() && true)).on('error', () => resolve(false)),
    );
    if (ok) return { name, origin, stop, cpuMs: () => groupCpuMs(child.pid) };
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`${name} did not start`);
}

/** Bytes of a response's status line and headers as sent (ours adds the _headers of dist/, a CSP among them). */
const headerBytes = (res) =>
  `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length +
  res.rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part) + 2, 0) + // "name: " and "value\r\n"
  2;

/** `count` GET requests, CONCURRENCY at a time on keep-alive connections: requests/s, p50 and p99 in ms, bytes per answer. */
async function load(origin, target, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies = [];
  let sent = 0;
  const bytes = { head: 0, body: 0 };
  const started = performance.now();
  const one = () =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      http
        .get(`${origin}${target}`, { agent, headers: HEADERS }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${target}: ${res.statusCode}`));
          bytes.head = headerBytes(res);
          bytes.body = Number(res.headers['content-length']);
          res.on('data', () => {});
          res.on('end', () => resolve(latencies.push(performance.now() - t0)));
        })
        .on('error', reject);
    });
  async function worker() {
    while (sent < count && performance.now() - started < TIME_LIMIT_MS) {
      sent++;
      await one();
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker)).finally(() => agent.destroy());
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { count: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), ...bytes };
}

const servers = [
  await start('ours (scripts/serve.mjs)', process.execPath, (port) => ['scripts/serve.mjs', '--port', String(port), '--host', HOST]),
  await start('sirv-cli', 'npx', (port) => ['--no-install', 'sirv', 'dist', '--port', String(port), '--host', HOST, '--etag', '--quiet']),
];
try {
  console.log(
    `bench:serve: median of ${ROUNDS} alternating rounds of ${REQUESTS} requests (each at most ${TIME_LIMIT_MS / 1000} s), ` +
      `${CONCURRENCY} at a time, keep-alive, Accept-Encoding "${HEADERS['Accept-Encoding']}", loopback.`,
  );
  console.log(
    'server                      path                                 req/s    p50 ms   p99 ms  CPU µs/req  bytes (headers + body)',
  );
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const target of ['/', asset]) {
    const results = new Map(servers.map((server) => [server, []]));
    for (const server of servers) await load(server.origin, target, WARMUP);
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of round % 2 ? [...servers].reverse() : servers) {
        const cpuBefore = server.cpuMs();
        const run = await load(server.origin, target, REQUESTS);
        results.get(server).push({ ...run, cpuUs: ((server.cpuMs() - cpuBefore) * 1000) / run.count });
      }
    }
    for (const [server, runs] of results) {
      const [rps, p50, p99, cpuUs] = ['rps', 'p50', 'p99', 'cpuUs'].map((key) => median(runs.map((r) => r[key])));
      const size = `${runs[0].head} + ${runs[0].body}`;
      console.log(
        `${server.name.padEnd(27)} ${target.padEnd(36)} ${rps.toFixed(0).padStart(6)} ${p50.toFixed(2).padStart(8)} ${p99.toFixed(2).padStart(8)} ${cpuUs.toFixed(0).padStart(8)}    ${size}`,
      );
    }
  }
} finally {
  for (const server of servers) server.stop();
}

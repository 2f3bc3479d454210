// @ts-check
// Writes brotli (.br) and gzip (.gz) copies beside every text file of the build, so that servers
// send compressed files without compressing on the request path (brotli at its best quality takes
// about a second for a large file: fine once at build, not while a visitor waits).
// The preview server (sirv) serves them; nginx's gzip_static serves the .gz files.
// Brotli's best quality (11) is kept for hashed assets (every visitor downloads them, they change
// rarely); pages use quality 10 (about half the time for ~2% more bytes), since every content edit
// changes them. Copies are cached by content in node_modules/.cache/precompress, so a rebuild
// compresses only what changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;
/** Below this a compressed copy saves less than the extra bytes and a round trip costs more. */
const MIN_BYTES = 1024;
/**
 * Brotli quality: the best for hashed assets, a faster one for everything else.
 * @param {string} file
 */
const brotliQuality = (file) => (file.split(path.sep).includes('assets') ? 11 : 10);
const CACHE_DIR = path.join(process.cwd(), 'node_modules/.cache/precompress');

/**
 * `compress(data)` unless a copy of the same bytes made the same way is cached.
 * @param {Buffer} data
 * @param {string} how
 * @param {(data: Buffer) => Promise<Buffer>} compress
 * @returns {Promise<Buffer>}
 */
async function cached(data, how, compress) {
  const key = crypto.createHash('sha256').update(how).update(data).digest('hex');
  const file = path.join(CACHE_DIR, key);
  try {
    return await fs.promises.readFile(file);
  } catch {
    const copy = await compress(data);
    await fs.promises.mkdir(CACHE_DIR, { recursive: true });
    await fs.promises.writeFile(file, copy);
    return copy;
  }
}

/** Files for the host, never served to visitors. */
const SKIP = new Set(['_headers', '_redirects']);

/** @param {string} dir */
function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Compresses the text files of `dir`; a copy is kept only when it is smaller. Returns counts and bytes.
 * @param {string} dir
 * @returns {Promise<{ files: number, before: number, after: number }>}
 */
export async function precompress(dir) {
  const files = listFiles(dir).filter((file) => COMPRESSIBLE.test(file) && !SKIP.has(path.basename(file)));
  let written = 0;
  let before = 0;
  let after = 0;
  // Two at a time: the build machine has two cores.
  const queue = [...files];
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const data = await fs.promises.readFile(file);
      if (data.length < MIN_BYTES) continue;
      const quality = brotliQuality(file);
      const [br, gz] = await Promise.all([
        cached(data, `br${quality}`, (d) => brotli(d, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: d.length } })),
        cached(data, 'gz9', (d) => gzip(d, { level: 9 })),
      ]);
      before += data.length;
      after += br.length;
      for (const [suffix, copy] of [['.br', br], ['.gz', gz]]) {
        if (copy.length >= data.length) continue;
        await fs.promises.writeFile(file + suffix, copy);
        written += 1;
      }
    }
  }
  await Promise.all([worker(), worker()]);
  return { files: written, before, after };
}

/**
 * precompress(dir), then one line saying what it wrote.
 * @param {string} dir
 * @returns {Promise<void>}
 */
export async function precompressAndReport(dir) {
  const { files, before, after } = await precompress(dir);
  console.log(`precompressed: ${files} .br/.gz files in ${dir}/ (text ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli).`);
}


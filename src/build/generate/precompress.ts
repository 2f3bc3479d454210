// Writes brotli (.br) and gzip (.gz) copies beside every text file of the build, so that servers
// send compressed files without compressing on the request path (brotli at its best quality takes
// about a second for a large file: fine once at build, not while a visitor waits).
// The preview server (sirv) serves them; nginx's gzip_static serves the .gz files.
// Brotli's best quality (11) is kept for hashed assets (every visitor downloads them, they change
// rarely); pages use quality 10 (about half the time for ~2% more bytes), since every content edit
// changes them. A file whose bytes are those of the last build's takes that build's copies (moved, not
// made again); others are kept by content (src/build/kept.ts): a rebuild compresses only what changed.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { keyOf, kept } from '../kept.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;
/** Below this a compressed copy saves less than the extra bytes and a round trip costs more. */
const MIN_BYTES = 1024;
/** Brotli quality: the best for hashed assets, a faster one for everything else. */
const brotliQuality = (file: string) => (file.split(path.sep).includes('assets') ? 11 : 10);
/** Copies kept: a build's two of each text file, three builds over (and never fewer than this). */
const KEEP_AT_LEAST = 5000;
const BUILDS_KEPT = 3;

/** Files for the host, never served to visitors. */
const SKIP = new Set(['_headers', '_redirects']);

/** Whether `file`'s copies in `previous` (the last build's dist/) were made from `data`: then they are moved into place. */
async function tookPrevious(file: string, data: Buffer, previous: string | undefined, dir: string): Promise<boolean> {
  if (!previous) return false;
  const before = path.join(previous, path.relative(dir, file));
  const copies = ['.br', '.gz'].map((suffix) => before + suffix);
  if (!copies.every((copy) => fs.existsSync(copy))) return false;
  const old = await fs.promises.readFile(before).catch(() => undefined);
  if (!old?.equals(data)) return false;
  for (const copy of copies) await fs.promises.rename(copy, file + copy.slice(before.length));
  return true;
}

/**
 * Compresses the text files of `dir`; a copy is kept only when it is smaller. `previous`: the last
 * build's output, whose copies of unchanged files are taken (and so leave it). Returns counts and bytes.
 */
export async function precompress(dir: string, previous?: string): Promise<{ files: number; before: number; after: number; changed: number }> {
  const files = fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !SKIP.has(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const keep = Math.max(KEEP_AT_LEAST, 2 * files.length * BUILDS_KEPT);
  let written = 0;
  let changed = 0;
  let before = 0;
  let after = 0;
  // Two at a time: the build machine has two cores.
  const queue = [...files];
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const data = await fs.promises.readFile(file);
      if (data.length < MIN_BYTES) continue;
      if (await tookPrevious(file, data, previous, dir)) {
        const br = await fs.promises.stat(file + '.br');
        [before, after, written] = [before + data.length, after + br.size, written + 2];
        continue;
      }
      changed += 1;
      const quality = brotliQuality(file);
      const [br, gz] = await Promise.all([
        kept('precompress', keyOf(`br${quality}`, data), () => brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }), { keep }),
        kept('precompress', keyOf('gz9', data), () => gzip(data, { level: 9 }), { keep }),
      ]);
      before += data.length;
      after += br.length;
      for (const [suffix, copy] of [['.br', br], ['.gz', gz]] as const) {
        if (copy.length >= data.length) continue;
        await fs.promises.writeFile(file + suffix, copy);
        written += 1;
      }
    }
  }
  await Promise.all([worker(), worker()]);
  return { files: written, before, after, changed };
}
